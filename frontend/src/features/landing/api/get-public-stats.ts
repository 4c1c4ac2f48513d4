import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { FALLBACK_STATS, STATS_POLL_MS, type PublicStats } from '../lib/counter';

export const PUBLIC_STATS_QUERY_KEY = ['/api/public/stats'] as const;

/** GET /api/public/stats (no auth): totals only, no personal data. */
export const getPublicStats = getQueryFn<PublicStats>({ on401: 'throw' });

export const publicStatsQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_STATS_QUERY_KEY,
    queryFn: getPublicStats,
    refetchInterval: STATS_POLL_MS,
    staleTime: 0,
    retry: false,
  });

function isStats(value: unknown): value is PublicStats {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['totalEvents', 'totalLeads', 'totalUsers'].every((k) => typeof v[k] === 'number');
}

/**
 * The raw totals, polled every 30 s. Until the first answer: null. On failure (or a body that is
 * not the expected shape) the spec's fallback numbers; a later failed poll keeps the last good data.
 */
export function usePublicStats(): PublicStats | null {
  const query = useQuery(publicStatsQueryOptions());
  if (isStats(query.data)) return query.data;
  if (query.isError || query.data !== undefined) return FALLBACK_STATS;
  return null;
}
