import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { EventStats } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const EVENT_STATS_KEY = [...ADMIN_QUERY_ROOT, 'stats', 'events'] as const;

/** GET /api/admin/stats/events */
function getEventStats({ signal }: { signal?: AbortSignal } = {}): Promise<EventStats> {
  return fetchAdmin<EventStats>('/api/admin/stats/events', i18n.t('fetchErrors.eventStats', { ns: NS }), signal);
}

const eventStatsQueryOptions = () =>
  queryOptions({ queryKey: EVENT_STATS_KEY, queryFn: getEventStats, staleTime: 0 });

export function useEventStats() {
  return useQuery(eventStatsQueryOptions());
}
