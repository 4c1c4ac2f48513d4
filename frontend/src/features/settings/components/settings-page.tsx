import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { can, type AccountRole } from '@/lib/account-role';
import { useUser } from '@/lib/auth';
import { needsSecondFactor } from '@/lib/second-factor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTabParam } from '@/lib/use-tab-param';
import { NS } from '../i18n';
import { AccountTab } from './account-tab';
import { ApiKeysTab } from './api-keys-tab';
import { BillingTab } from './billing-tab';
import { IntegrationsTab } from './integrations-tab';
import { PersonalTab } from './personal-tab';
import { PrivacyTab } from './privacy-tab';
import { SecondFactorNotice } from './second-factor-notice';
import { SecurityTab } from './security-tab';
import { TeamTab } from './team-tab';
import { WebhooksTab } from './webhooks-tab';
import '../settings.css';

const ALL_TAB_IDS = ['personal', 'security', 'team', 'privacy', 'billing', 'webhooks', 'integrations', 'api-keys', 'account'] as const;
type TabId = (typeof ALL_TAB_IDS)[number];

/** While a required second factor is missing, the server refuses the rest: only this tab is offered. */
const SECOND_FACTOR_FIRST: readonly TabId[] = ['security'];

/** The tabs a role may use: the stand team sees no billing, CRM, API keys or deletion; only owners delete. */
function tabsFor(role: AccountRole | null | undefined): readonly TabId[] {
  return ALL_TAB_IDS.filter((id) => {
    if (id === 'team') return role !== null;
    if (id === 'billing') return can(role, 'billing.manage');
    if (id === 'webhooks') return can(role, 'webhooks.manage');
    if (id === 'integrations') return can(role, 'integrations.manage');
    if (id === 'api-keys') return can(role, 'api-keys.manage');
    if (id === 'account') return can(role, 'account.delete');
    return true;
  });
}

const TAB_LISTS = new Map<string, readonly TabId[]>();

/** One list per role, so useTabParam gets the same array on every render. */
function tabIdsFor(role: AccountRole | null | undefined): readonly TabId[] {
  const key = String(role);
  let ids = TAB_LISTS.get(key);
  if (!ids) {
    ids = tabsFor(role);
    TAB_LISTS.set(key, ids);
  }
  return ids;
}

/**
 * /settings: the tabs the role may use; the active one is kept in ?tab= so it survives reloads and
 * can be linked. A user who must set up a second factor first sees why, and only the security tab.
 */
export function SettingsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('title'));
  const { user } = useUser();
  const role = user?.accountRole;
  const tabIds = needsSecondFactor(user) ? SECOND_FACTOR_FIRST : tabIdsFor(role);
  const [tab, selectTab] = useTabParam<TabId>(tabIds);
  const items = tabIds.map((id) => ({ id, label: t(`tabs.${id}`) }));

  return (
    <div className="container section settings">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="muted">{can(role, 'billing.manage') ? t('intro') : t('introStaff')}</p>
      </header>
      {user && <SecondFactorNotice user={user} />}
      {/* nine tabs: a column beside the panel on wide screens, one row that scrolls sideways on small ones */}
      <Tabs label={t('tabsLabel')} items={items} value={tab} onValueChange={selectTab} layout="side">
        {tab === 'personal' && <PersonalTab />}
        {tab === 'security' && <SecurityTab />}
        {tab === 'team' && <TeamTab />}
        {tab === 'privacy' && <PrivacyTab />}
        {tab === 'billing' && <BillingTab />}
        {tab === 'webhooks' && <WebhooksTab />}
        {tab === 'integrations' && <IntegrationsTab />}
        {tab === 'api-keys' && <ApiKeysTab />}
        {tab === 'account' && <AccountTab />}
      </Tabs>
    </div>
  );
}
