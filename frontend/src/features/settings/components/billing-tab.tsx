import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import { NS } from '../i18n';

/**
 * Company data, buying credits and invoices belong to the billing feature; features do not
 * import each other, so the route composes it in: `<BillingTabProvider value={<BillingSettings />}>`
 * (app/routes/settings.tsx).
 */
const BillingTabContext = createContext<ReactNode>(null);
export const BillingTabProvider = BillingTabContext.Provider;

export function BillingTab() {
  return useContext(BillingTabContext) ?? <CreditsOnly />;
}

/** Without the billing feature composed in: the current credit count only. */
function CreditsOnly() {
  const { t } = useTranslation(NS);
  const { user } = useUser();
  const credits = user?.eventCredits ?? 0;
  return (
    <Card>
      <h2 className="settings__card-title">{t('billing.title')}</h2>
      <div className="settings__credits">
        <span className="settings__credits-value">{credits}</span>
        <span className="settings__credits-label">{t('billing.creditsLabel')}</span>
      </div>
      <p className="settings__note">{t('billing.creditsHint')}</p>
    </Card>
  );
}
