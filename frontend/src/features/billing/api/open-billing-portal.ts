import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { navigation } from '@/lib/navigation';

/** POST /api/billing-portal: a Stripe billing portal session with the user's invoices. */
async function openBillingPortal(): Promise<{ url: string }> {
  const body = await apiRequest<{ url?: unknown } | undefined>('/api/billing-portal', 'POST');
  if (!body || typeof body.url !== 'string' || !body.url) throw new Error('Portal ohne URL');
  return { url: body.url };
}

export function useOpenBillingPortal(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => navigation.assign(url),
    onError: options.onError,
  });
}
