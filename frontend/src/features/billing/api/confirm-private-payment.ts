import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type PrivatePaymentResult = ApiSchema<'PrivatePaymentAnswer'>;

/** POST /api/payments/success: the server checks the payment intent with Stripe and grants the credit. */
export function confirmPrivatePayment(paymentIntentId: string): Promise<PrivatePaymentResult> {
  return apiRequest<PrivatePaymentResult>('/api/payments/success', 'POST', { paymentIntentId });
}
