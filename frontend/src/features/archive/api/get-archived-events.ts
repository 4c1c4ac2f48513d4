import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ARCHIVED_EVENTS_QUERY_KEY, type EventView } from '@/lib/events';

/** GET /api/events-archived. */
function getArchivedEvents(): Promise<EventView[]> {
  return apiRequest<EventView[]>('/api/events-archived');
}

const archivedEventsQueryOptions = () =>
  queryOptions({
    queryKey: ARCHIVED_EVENTS_QUERY_KEY,
    queryFn: async () => (await getArchivedEvents()) ?? [],
  });

export function useArchivedEvents() {
  return useQuery(archivedEventsQueryOptions());
}

/** Navigation: whether archived events exist; a failed load counts as an empty list. */
export function useHasArchivedEvents(enabled = true): boolean {
  const query = useQuery({ ...archivedEventsQueryOptions(), enabled });
  return query.isSuccess && query.data.length > 0;
}
