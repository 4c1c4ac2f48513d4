import { useState } from 'react';
import { toast } from 'sonner';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveStatus } from '@/components/ui/live-status';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { SECURITY_SETTINGS_PATH } from '@/lib/second-factor';
import { useCurrentAccount } from '../api/get-account';
import { SECOND_FACTOR_OWNER_FIRST, useUpdateTeamSecurity } from '../api/update-team-security';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { errorText } from './error-text';

/** Owners only: whether every member must sign in with a second factor. */
export function TeamSecurityCard() {
  const { t } = useTranslation(NS);
  const account = useCurrentAccount(true);
  const [ownerFirst, setOwnerFirst] = useState(false);
  const update = useUpdateTeamSecurity({
    onSuccess: (required) => {
      setOwnerFirst(false);
      toast.success(required ? t('security.on') : t('security.off'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === SECOND_FACTOR_OWNER_FIRST) setOwnerFirst(true);
      else toast.error(errorText(error, t('security.failed')));
    },
  });

  return (
    <Card>
      <h2 className="settings__card-title">{t('security.title')}</h2>
      <QueryState query={account} layout="section" loadingLabel={t('security.loading')} errorText={t('security.loadError')}>
        {(current) => (
          <div className="stack">
            <Switch
              label={t('security.label')}
              description={t('security.description')}
              checked={current.requireSecondFactor}
              busy={update.isPending}
              onCheckedChange={(value) => update.mutate(value)}
            />
            <LiveStatus message={update.isPending ? t('security.saving') : null} />
            {ownerFirst && <OwnerFirst />}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/**
 * The owner's own session has no second factor yet: set one up (the security tab), or, with one
 * already set up but signed in by password, sign in again with it.
 */
function OwnerFirst() {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const logout = useLogout();
  const enabled = Boolean(user?.secondFactor.enabled);
  return (
    <Banner tone="error">
      <p>{enabled ? t('security.ownerFirstSignIn') : t('security.ownerFirstSetUp')}</p>
      {enabled ? (
        <Button variant="link" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
          {t('security.signInAgain')}
        </Button>
      ) : (
        <ButtonLink to={SECURITY_SETTINGS_PATH} variant="link" size="sm">
          {t('security.toSecurity')}
        </ButtonLink>
      )}
    </Banner>
  );
}
