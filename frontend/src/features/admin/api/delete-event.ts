import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminEvent } from '../types';
import { ADMIN_QUERY_ROOT } from './fetch-admin';

/** DELETE /api/admin/events/{id}: the event together with all its leads. */
function deleteEvent(id: AdminEvent['id']): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/events/${encodeURIComponent(String(id))}`, 'DELETE');
}

export function useDeleteEvent(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      options.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    },
    onError: options.onError,
  });
}
