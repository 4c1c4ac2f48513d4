import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { settingsTexts as t } from '../texts';
import { AccountTab } from './account-tab';
import { BillingTab } from './billing-tab';
import { PersonalTab } from './personal-tab';
import { PrivacyTab } from './privacy-tab';
import '../settings.css';

const TAB_IDS = ['personal', 'privacy', 'billing', 'account'] as const;
type TabId = (typeof TAB_IDS)[number];

const TAB_ITEMS = TAB_IDS.map((id) => ({ id, label: t.tabs[id] }));

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /settings: four tabs; the active one is kept in ?tab= so it survives reloads and can be linked. */
export function SettingsPage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTabId(requested) ? requested : 'personal';

  function selectTab(next: TabId) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'personal') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

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
        {tab === 'account' && <AccountTab />}
      </Tabs>
    </div>
  );
}
