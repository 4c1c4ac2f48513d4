import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EVENTS_QUERY_KEY, type EventView } from '@/lib/events';

/** GET /api/events: all events of the organiser (every status). */
export function getEvents(): Promise<EventView[]> {
  return apiRequest<EventView[]>('/api/events');
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: EVENTS_QUERY_KEY,
    queryFn: async () => (await getEvents()) ?? [],
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
