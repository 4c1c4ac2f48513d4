import { useQuery } from '@tanstack/react-query';
import { INVITATIONS_KEY } from './keys';
import type { PendingInvitation } from './types';

/** GET /api/account/invitations (only who manages the team asks). */
export function useInvitations(enabled: boolean) {
  return useQuery<PendingInvitation[]>({ queryKey: INVITATIONS_KEY, enabled });
}
