import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PublicStats } from '../types';

/**
 * Used until the numbers arrive and when they cannot be loaded (spec: 247 / 1834 / 89). Like the
 * landing page's counters they are raw totals and go through the same x 2.5 (617 / 4.585 / 222),
 * so both pages always show the same numbers.
 */
export const FALLBACK_STATS: PublicStats = { totalEvents: 247, totalLeads: 1834, totalUsers: 89 };
/** Spec: the displayed numbers are the totals times 2.5, rounded down. */
export const STATS_FACTOR = 2.5;

/** GET /api/public/stats */
export function getPublicStats(): Promise<PublicStats> {
  return apiRequest<PublicStats>('/api/public/stats');
}

export const publicStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/public/stats'],
    queryFn: getPublicStats,
    staleTime: 60_000,
  });

function scaled(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value * STATS_FACTOR) : 0;
}

function isStats(value: unknown): value is PublicStats {
  const v = value as Partial<PublicStats> | undefined;
  return Boolean(v) && [v?.totalEvents, v?.totalLeads, v?.totalUsers].every((n) => typeof n === 'number');
}

/** The numbers as displayed: the server's totals (else the fallback) x 2.5, rounded down. */
export function displayStats(stats: unknown): PublicStats {
  const raw = isStats(stats) ? stats : FALLBACK_STATS;
  return { totalEvents: scaled(raw.totalEvents), totalLeads: scaled(raw.totalLeads), totalUsers: scaled(raw.totalUsers) };
}

export function usePublicStats() {
  const query = useQuery(publicStatsQueryOptions());
  return displayStats(query.data);
}
