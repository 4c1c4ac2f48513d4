import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AccountRole } from '@/lib/account-role';
import { MEMBERS_KEY } from './keys';
import type { Member } from './types';

export function changeMemberRole({ userId, role }: { userId: string; role: AccountRole }): Promise<Member> {
  return apiRequest<Member>(`/api/account/members/${encodeURIComponent(userId)}`, 'PATCH', { role });
}

export function removeMember(userId: string): Promise<void> {
  return apiRequest<void>(`/api/account/members/${encodeURIComponent(userId)}`, 'DELETE');
}

export function leaveAccount(): Promise<void> {
  return apiRequest<void>('/api/account/leave', 'POST');
}

interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

/** PATCH /api/account/members/{userId}; the member list refetches. */
export function useChangeMemberRole(options: Callbacks<Member> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    ...options,
    onSuccess: (member) => {
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      options.onSuccess?.(member);
    },
  });
}

/** DELETE /api/account/members/{userId}; the member list refetches. */
export function useRemoveMember(options: Callbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    ...options,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
      options.onSuccess?.();
    },
  });
}

/** POST /api/account/leave (the caller decides where to go next). */
export function useLeaveAccount(options: Callbacks<void> = {}) {
  return useMutation({ mutationFn: leaveAccount, ...options });
}
