import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from '../types';
import { ADMIN_QUERY_ROOT } from './fetch-admin';

/** DELETE /api/admin/users/{id}: the account with all events, leads and lead activities. */
export function deleteUser(id: AdminUser['id']): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/users/${encodeURIComponent(String(id))}`, 'DELETE');
}

export function useDeleteUser(options: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: async () => {
      options.onSettled?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    },
  });
}
