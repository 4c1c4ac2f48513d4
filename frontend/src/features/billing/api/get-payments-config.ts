import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type PaymentsConfig = ApiSchema<'PaymentsConfigAnswer'>;

const PAYMENTS_CONFIG_KEY = ['/api/payments/config'] as const;

/** GET /api/payments/config */
const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: getQueryFn<PaymentsConfig>({ on401: 'throw' }),
    staleTime: 5 * 60_000,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
