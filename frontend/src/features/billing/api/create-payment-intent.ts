import { useMutation } from '@tanstack/react-query';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type PaymentIntent = ApiSchema<'PaymentIntentAnswer'>;

/** POST /api/create-payment-intent (private purchase of one credit). */
async function createPaymentIntent(): Promise<PaymentIntent> {
  const body = await apiRequest<PaymentIntent | undefined>('/api/create-payment-intent', 'POST', {
    amount: PRICE_PER_CREDIT_CENTS,
  });
  if (!body || typeof body.clientSecret !== 'string' || !body.clientSecret) throw new Error('Payment Intent ohne clientSecret');
  return body;
}

export function useCreatePaymentIntent(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: createPaymentIntent, onError: options.onError });
}
