import { BuyCreditDialog } from '@/features/billing';
import { EventsPage, PaymentDialogProvider } from '@/features/events';

/** Composes the events page with the billing feature's payment dialog (features do not import each other). */
function EventsRoute() {
  return (
    <PaymentDialogProvider value={BuyCreditDialog}>
      <EventsPage />
    </PaymentDialogProvider>
  );
}

export { EventsRoute as Component };
