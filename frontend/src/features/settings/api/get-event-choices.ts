import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EVENTS_QUERY_KEY, type EventView } from '@/lib/events';

/** GET /api/events: the organiser's events, to choose the ones a webhook endpoint or a CRM connection takes. */
function getEvents(): Promise<EventView[]> {
  return apiRequest<EventView[]>('/api/events');
}

export function useEventChoices() {
  return useQuery(
    queryOptions({
      // the same key (and answer) as the events list elsewhere: one cache entry, refreshed together
      queryKey: EVENTS_QUERY_KEY,
      queryFn: async () => (await getEvents()) ?? [],
    }),
  );
}
