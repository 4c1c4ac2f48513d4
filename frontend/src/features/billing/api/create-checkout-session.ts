import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRICE_PER_CREDIT_CENTS } from '@fairleads/shared/vat-rules';
import { apiRequest } from '@/lib/api-client';
import { navigation } from '@/lib/navigation';
import type { BillingPayload } from '../validation';
import { BILLING_DATA_KEY } from './get-billing-data';

/**
 * POST /api/create-b2b-checkout-session: the server saves the billing data and answers the Stripe
 * Checkout URL. A body without a URL counts as a failure.
 */
async function createCheckoutSession(billingData: BillingPayload): Promise<{ url: string }> {
  const body = await apiRequest<{ url?: unknown } | undefined>('/api/create-b2b-checkout-session', 'POST', {
    amount: PRICE_PER_CREDIT_CENTS,
    billingData,
  });
  if (!body || typeof body.url !== 'string' || !body.url) throw new Error('Checkout ohne URL');
  return { url: body.url };
}

/** Creates the session and leaves for Stripe Checkout (full page navigation). */
export function useCreateCheckoutSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ url }) => {
      // The server stored the billing data with the session.
      void queryClient.invalidateQueries({ queryKey: BILLING_DATA_KEY });
      navigation.assign(url);
    },
    onError: options.onError,
  });
}
