import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { homePathFor } from '@/lib/account-role';
import type { User } from '@/lib/auth';
import { useLogout } from '@/lib/logout';
import { needsSecondFactor } from '@/lib/second-factor';
import { NS } from '../i18n';

function isPlatformAdmin(user: User): boolean {
  return user.role === 'admin' || user.role === 'superadmin';
}

/**
 * Above the settings while a second factor is required and this session has none: why, and what
 * to do. Once it is set up, the way on (the admin panel or the app) instead of a dead end.
 */
export function SecondFactorNotice({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const required = needsSecondFactor(user);
  // remembered, so the way on shows once the requirement is met on this page
  const [wasRequired, setWasRequired] = useState(required);
  if (required && !wasRequired) setWasRequired(true);
  const logout = useLogout();

  if (required) {
    const enabled = user.secondFactor?.enabled ?? false;
    return (
      <Banner tone="info">
        <p className="settings__strong">{isPlatformAdmin(user) ? t('security.requirement.admin') : t('security.requirement.member')}</p>
        <p>{enabled ? t('security.requirement.enabledButWeak') : t('security.requirement.how')}</p>
        {enabled && (
          <Button variant="link" size="sm" onClick={() => logout.mutate()} isLoading={logout.isPending}>
            {t('security.requirement.logout')}
          </Button>
        )}
      </Banner>
    );
  }
  if (!wasRequired) return null;
  const admin = isPlatformAdmin(user);
  return (
    <Banner tone="success">
      <p>{t('security.requirement.done')}</p>
      <ButtonLink to={admin ? '/admin' : homePathFor(user.accountRole)} size="sm">
        {admin ? t('security.requirement.toAdmin') : t('security.requirement.toApp')}
      </ButtonLink>
    </Banner>
  );
}
