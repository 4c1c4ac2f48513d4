import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Switch } from '@/components/ui/switch';
import { useUser } from '@/lib/auth';
import { emailSettingsQueryOptions, type EmailSettings } from '../api/get-email-settings';
import { useUpdateEmailSettings } from '../api/update-email-settings';
import { NS } from '../i18n';
import { LanguageCard } from './language-card';

/**
 * Account info (read-only: nothing here can be saved, so no save button is shown), the language
 * and the e-mail notification switches, both saved on every change.
 */
export function PersonalTab() {
  return (
    <div className="settings__stack">
      <AccountInfo />
      <LanguageCard />
      <EmailSettingsCard />
    </div>
  );
}

function AccountInfo() {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  return (
    <Card>
      <h2 className="settings__card-title">{t('account.title')}</h2>
      <dl className="settings__facts">
        <div>
          <dt>{t('account.name')}</dt>
          <dd>{user?.name?.trim() || t('account.empty')}</dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd>{user?.email || t('account.empty')}</dd>
        </div>
      </dl>
      <p className="settings__note">{t('account.note')}</p>
    </Card>
  );
}

function EmailSettingsCard() {
  const { t } = useTranslation(NS);
  const query = useQuery(emailSettingsQueryOptions());
  const mutation = useUpdateEmailSettings({
    onError: () => toast.error(t('email.saveError')),
  });

  function change(key: keyof EmailSettings, value: boolean) {
    if (!query.data || mutation.isPending) return;
    mutation.mutate({ ...query.data, [key]: value });
  }

  return (
    <Card>
      <h2 className="settings__card-title">{t('email.title')}</h2>
      <QueryState query={query} layout="section" loadingLabel={t('email.loading')} errorText={t('loadError')}>
        {(settings) => (
          <>
            <p className="settings__note settings__note--top">{t('email.intro')}</p>
            <div className="settings__switches">
              <Switch
                label={t('email.leadLabel')}
                description={t('email.leadDescription')}
                checked={settings.leadNotificationsEnabled}
                busy={mutation.isPending}
                onCheckedChange={(value) => change('leadNotificationsEnabled', value)}
              />
              <Switch
                label={t('email.weeklyLabel')}
                description={t('email.weeklyDescription')}
                checked={settings.weeklyReportsEnabled}
                busy={mutation.isPending}
                onCheckedChange={(value) => change('weeklyReportsEnabled', value)}
              />
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
