import { BillingSettings } from '@/features/billing';
import { BillingTabProvider } from '@/features/settings/components/billing-tab';
import { SettingsPage } from '@/features/settings/components/settings-page';

/** Composes the settings page with the billing feature's tab content (features do not import each other). */
function SettingsRoute() {
  return (
    <BillingTabProvider value={<BillingSettings />}>
      <SettingsPage />
    </BillingTabProvider>
  );
}

export { SettingsRoute as Component };
