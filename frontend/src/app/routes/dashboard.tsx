import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { BuyCreditDialog } from '@/features/billing';
import { EventsSection, PaymentDialogProvider, useEvents, type PaymentDialogProps } from '@/features/events';
import { SupportDialog } from '@/features/support';
import { useUser } from '@/lib/auth';

const renderPurchase = (props: PaymentDialogProps) => <BuyCreditDialog {...props} />;

/** Composes the dashboard with the events, billing and support features (features do not import each other). */
function DashboardRoute() {
  const events = useEvents();
  const { user } = useUser();
  const prefill = { name: user?.name ?? '', email: user?.email ?? '' };
  return (
    <DashboardHome
      events={{ data: events.data, isPending: events.isPending, isError: events.isError }}
      eventsSection={
        <PaymentDialogProvider value={renderPurchase}>
          <EventsSection />
        </PaymentDialogProvider>
      }
      renderSupportDialog={(props) => <SupportDialog {...props} mode="support" prefill={prefill} />}
    />
  );
}

export { DashboardRoute as Component };
