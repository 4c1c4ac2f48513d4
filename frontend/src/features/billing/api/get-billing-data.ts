import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { apiGetWithHeaders } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** The user's billing* fields as the server stores them. */
export type BillingData = ApiSchema<'BillingDataAnswer'>;

export const BILLING_DATA_KEY = ['/api/billing-data'] as const;

/** GET /api/billing-data. A failed load gives null, without a message. */
async function getBillingData({ signal }: QueryFunctionContext): Promise<BillingData | null> {
  try {
    return (await apiGetWithHeaders<BillingData | null>(BILLING_DATA_KEY[0], signal)).data ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

const billingDataQueryOptions = () =>
  queryOptions({
    queryKey: BILLING_DATA_KEY,
    queryFn: getBillingData,
  });

export function useBillingData(options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingDataQueryOptions(), enabled: options.enabled ?? true });
}
