import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser, UpdateUserInput } from '../types';
import { ADMIN_QUERY_ROOT } from './fetch-admin';

/** PATCH /api/admin/users/{id} with any of name, email, role, eventCredits, isActive -> { user } */
function updateUser({ id, changes }: { id: AdminUser['id']; changes: UpdateUserInput }): Promise<{ user: AdminUser }> {
  return apiRequest<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(String(id))}`, 'PATCH', changes);
}

export function useUpdateUser(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    },
    onError: options.onError,
  });
}
