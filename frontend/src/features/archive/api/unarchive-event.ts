import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ARCHIVED_EVENTS_QUERY_KEY, EVENTS_QUERY_KEY } from '@/lib/events';

/** POST /api/events/{id}/unarchive: the event becomes active again. */
function unarchiveEvent(eventId: string): Promise<unknown> {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/unarchive`, 'POST');
}

export function useUnarchiveEvent(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveEvent,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ARCHIVED_EVENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
      ]);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
