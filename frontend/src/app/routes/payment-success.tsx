import { PaymentSuccessPage } from '@/features/billing';

export { PaymentSuccessPage as Component };
