import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFetchErrors } from '../texts';
import type { EventStats } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const EVENT_STATS_KEY = [...ADMIN_QUERY_ROOT, 'stats', 'events'] as const;

/** GET /api/admin/stats/events */
function getEventStats({ signal }: { signal?: AbortSignal } = {}): Promise<EventStats> {
  return fetchAdmin<EventStats>('/api/admin/stats/events', adminFetchErrors.eventStats, signal);
}

const eventStatsQueryOptions = () =>
  queryOptions({ queryKey: EVENT_STATS_KEY, queryFn: getEventStats, staleTime: 0 });

export function useEventStats() {
  return useQuery(eventStatsQueryOptions());
}
