import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVITATIONS_KEY } from './keys';
import type { CreatedInvitation, InvitationInput } from './types';

export function createInvitation(input: InvitationInput): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>('/api/account/invitations', 'POST', input);
}

/** POST /api/account/invitations; the pending list refetches. */
export function useCreateInvitation(options: { onSuccess?: (invitation: CreatedInvitation) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    ...options,
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      options.onSuccess?.(invitation);
    },
  });
}
