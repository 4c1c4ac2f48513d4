import { BillingSettings } from '@/features/billing';
import { BillingTabProvider } from '@/features/settings/components/billing-tab';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { TeamTabProvider } from '@/features/settings/components/team-tab';
import { TeamTab } from '@/features/team';

/** Composes the settings page with the billing and team features' tab content (features do not import each other). */
function SettingsRoute() {
  return (
    <BillingTabProvider value={<BillingSettings />}>
      <TeamTabProvider value={<TeamTab />}>
        <SettingsPage />
      </TeamTabProvider>
    </BillingTabProvider>
  );
}

export { SettingsRoute as Component };
