import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { BuyCreditDialog } from '@/features/billing';
import { EventsSection, PaymentDialogProvider, useEvents } from '@/features/events';
import { SupportDialog } from '@/features/support';

/** Composes the dashboard with the events, billing and support features (features do not import each other). */
function DashboardRoute() {
  const events = useEvents();
  return (
    <DashboardHome
      events={{ data: events.data, isPending: events.isPending, isError: events.isError }}
      eventsSection={
        <PaymentDialogProvider value={BuyCreditDialog}>
          <EventsSection />
        </PaymentDialogProvider>
      }
      renderSupportDialog={(props) => <SupportDialog {...props} mode="support" />}
    />
  );
}

export { DashboardRoute as Component };
