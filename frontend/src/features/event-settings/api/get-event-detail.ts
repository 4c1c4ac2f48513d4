import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import type { EventDetail } from '../types';

/** Under EVENTS_QUERY_KEY so invalidating the events list also marks the detail stale. */
export const eventDetailQueryKey = (id: string) => [...EVENTS_QUERY_KEY, id] as const;

/** GET /api/events/{id}; 404 { message: 'Event nicht gefunden' }. */
function getEvent(id: string): Promise<EventDetail> {
  return apiRequest<EventDetail>(`/api/events/${encodeURIComponent(id)}`);
}

export function useEventDetail(id: string) {
  return useQuery(
    queryOptions({
      queryKey: eventDetailQueryKey(id),
      queryFn: () => getEvent(id),
      retry: false,
      // The form keeps its own state; background refetches must not reset it.
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    }),
  );
}
