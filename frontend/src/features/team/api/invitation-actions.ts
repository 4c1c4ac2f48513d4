import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { INVITATIONS_KEY } from './keys';
import type { CreatedInvitation } from './types';

export function withdrawInvitation(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/invitations/${encodeURIComponent(id)}`, 'DELETE');
}

export function resendInvitation(id: string): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>(`/api/account/invitations/${encodeURIComponent(id)}/resend`, 'POST');
}

interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

/** DELETE /api/account/invitations/{id}: the link stops working. */
export function useWithdrawInvitation(options: Callbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    ...options,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      options.onSuccess?.();
    },
  });
}

/** POST /api/account/invitations/{id}/resend: a new link, valid for 7 days again. */
export function useResendInvitation(options: Callbacks<CreatedInvitation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    ...options,
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
      options.onSuccess?.(invitation);
    },
  });
}
