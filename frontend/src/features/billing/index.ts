export { BuyCreditDialog } from './components/buy-credit-dialog';
export { BillingSettings } from './components/billing-settings';
export { PaymentSuccessPage } from './components/payment-success-page';
