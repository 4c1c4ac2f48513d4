import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import { settingsTexts } from '../texts';

const t = settingsTexts.billing;

/** Placeholder until the payment integration: only the current credit count is real. */
export function BillingTab() {
  const { user } = useUser();
  const credits = user?.eventCredits ?? 0;
  return (
    <Card>
      <h2 className="settings__card-title">{t.title}</h2>
      <p className="settings__note settings__note--top">{t.text}</p>
      <div className="settings__credits">
        <span className="settings__credits-value">{credits}</span>
        <span className="settings__credits-label">{t.creditsLabel}</span>
      </div>
      <p className="settings__note">{t.creditsHint}</p>
    </Card>
  );
}
