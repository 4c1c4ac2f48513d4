export { EventsPage } from './components/events-page';
export { EventsSection } from './components/events-section';
export { useEvents, eventsQueryOptions } from './api/get-events';
export { PaymentDialogProvider, type PaymentDialogProps } from './components/payment-dialog';
