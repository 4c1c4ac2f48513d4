import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTabParam } from '@/lib/use-tab-param';
import { settingsTexts as t } from '../texts';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { PersonalTab } from './personal-tab';
import { PrivacyTab } from './privacy-tab';
import { WebhooksTab } from './webhooks-tab';
import '../settings.css';

const TAB_IDS = ['personal', 'privacy', 'billing', 'webhooks', 'account'] as const;
type TabId = (typeof TAB_IDS)[number];

const TAB_ITEMS = TAB_IDS.map((id) => ({ id, label: t.tabs[id] }));

/** /settings: five tabs; the active one is kept in ?tab= so it survives reloads and can be linked. */
export function SettingsPage() {
  useDocumentTitle(t.title);
  const [tab, selectTab] = useTabParam<TabId>(TAB_IDS);

  return (
    <div className="container section settings">
      <header className="page-header">
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>
      <Tabs label={t.tabsLabel} items={TAB_ITEMS} value={tab} onValueChange={selectTab}>
        {tab === 'personal' && <PersonalTab />}
        {tab === 'privacy' && <PrivacyTab />}
        {tab === 'billing' && <BillingTab />}
        {tab === 'webhooks' && <WebhooksTab />}
        {tab === 'account' && <AccountTab />}
      </Tabs>
    </div>
  );
}
