import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BillingPayload } from '../validation';
import { BILLING_DATA_KEY, type BillingData } from './get-billing-data';

/** PUT /api/billing-data: saves the company data; answers the stored billing fields. */
function updateBillingData(input: BillingPayload): Promise<BillingData> {
  return apiRequest<BillingData>('/api/billing-data', 'PUT', input);
}

export function useUpdateBillingData(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingData,
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object') queryClient.setQueryData(BILLING_DATA_KEY, saved);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
