import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser, CreateUserInput } from '../types';
import { ADMIN_QUERY_ROOT } from './fetch-admin';

/** POST /api/admin/users -> 201 { user } */
export function createUser(input: CreateUserInput): Promise<{ user: AdminUser }> {
  return apiRequest<{ user: AdminUser }>('/api/admin/users', 'POST', input);
}

/** Creates, then refetches the user list and the stats. */
export function useCreateUser(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    },
    onError: options.onError,
  });
}
