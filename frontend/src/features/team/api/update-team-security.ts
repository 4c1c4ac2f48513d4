import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { ACCOUNT_KEY, AUDIT_KEY, MEMBERS_KEY } from './keys';
import type { CurrentAccount, TeamSecurity } from './types';

/** Turning it on takes the owner's own session signed in with a second factor (409). */
export const SECOND_FACTOR_OWNER_FIRST = 'SECOND_FACTOR_OWNER_FIRST';

/** PUT /api/account/team/security {requireSecondFactor} (owners; in the account audit). */
function updateTeamSecurity(requireSecondFactor: boolean): Promise<TeamSecurity> {
  return apiRequest<TeamSecurity>('/api/account/team/security', 'PUT', { requireSecondFactor });
}

/**
 * The switch shows the new state at once and goes back if the call fails; the owner's own `me`
 * is read afresh, since the requirement applies to the owner too, and the protocol, which records it.
 */
export function useUpdateTeamSecurity(options: { onSuccess?: (required: boolean) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSecurity,
    onMutate: async (requireSecondFactor) => {
      await queryClient.cancelQueries({ queryKey: ACCOUNT_KEY });
      const previous = queryClient.getQueryData<CurrentAccount>(ACCOUNT_KEY);
      if (previous) queryClient.setQueryData<CurrentAccount>(ACCOUNT_KEY, { ...previous, requireSecondFactor });
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(ACCOUNT_KEY, context.previous);
      options.onError?.(error);
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      options.onSuccess?.(answer.requireSecondFactor);
    },
  });
}
