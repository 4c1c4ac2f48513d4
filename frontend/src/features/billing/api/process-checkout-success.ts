import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY, type User } from '@/lib/auth';
import type { ApiSchema } from '@/lib/api/schemas';

type ProcessSuccessResult = ApiSchema<'CheckoutSuccessAnswer'>;

/** POST /api/payments/process-success: fulfils a paid checkout session (idempotent on the server). */
function processCheckoutSuccess(sessionId: string): Promise<ProcessSuccessResult> {
  return apiRequest<ProcessSuccessResult>('/api/payments/process-success', 'POST', { sessionId });
}

/** Processes the session, then refreshes the current user (credits badge, success page). */
export function useProcessCheckoutSuccess(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processCheckoutSuccess,
    onSuccess: (result) => {
      if (typeof result?.eventCredits === 'number') {
        queryClient.setQueryData<User | null>(ME_QUERY_KEY, (user) => (user ? { ...user, eventCredits: result.eventCredits } : user));
      }
      options.onSuccess?.();
    },
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
