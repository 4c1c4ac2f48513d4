import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AcceptedInvitation, InvitationPreview } from './types';

/** GET /api/invitations/{token} (public): 404 unknown, used or withdrawn; 410 expired. */
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({ queryKey: ['/api/invitations', encodeURIComponent(token)] });
}

export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>(`/api/invitations/${encodeURIComponent(token)}/accept`, 'POST');
}

/** POST /api/invitations/{token}/accept (signed in, with any address). */
export function useAcceptInvitation(options: { onSuccess?: (result: AcceptedInvitation) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: acceptInvitation, ...options });
}
