import { BuyCreditDialog } from '@/features/billing';
import { EventsPage, PaymentDialogProvider, type PaymentDialogProps } from '@/features/events';

const renderPurchase = (props: PaymentDialogProps) => <BuyCreditDialog {...props} />;

/** Composes the events page with the billing feature's payment dialog (features do not import each other). */
function EventsRoute() {
  return (
    <PaymentDialogProvider value={renderPurchase}>
      <EventsPage />
    </PaymentDialogProvider>
  );
}

export { EventsRoute as Component };
