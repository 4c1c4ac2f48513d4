/**
 * GET /api/public/stats (no auth): the platform's totals, no personal data. Lives in lib/ because
 * the landing page's counters and the blog's call to action both show them (features must not
 * import each other); one query key, which the server-rendered pages (app/server.tsx) seed.
 *
 * Display rule: the shown number is floor(raw * 2.5). The fallback numbers
 * 247 / 1834 / 89 (used when the totals cannot be loaded) are raw values too, so they go through
 * the same multiplication (617 / 4.585 / 222): both pages always show the same numbers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import type { ApiSchema } from './api/schemas';

export type PublicStats = ApiSchema<'PublicStatsAnswer'>;

export const PUBLIC_STATS_QUERY_KEY = ['/api/public/stats'] as const;

export const FALLBACK_STATS: PublicStats = { totalEvents: 247, totalLeads: 1834, totalUsers: 89 };

const STATS_MULTIPLIER = 2.5;
/** Without polling, totals younger than this are reused when another page shows them. */
const STATS_REUSE_MS = 60_000;

export function displayValue(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 0;
  return Math.floor(raw * STATS_MULTIPLIER);
}

export function displayStats(stats: PublicStats): PublicStats {
  return {
    totalEvents: displayValue(stats.totalEvents),
    totalLeads: displayValue(stats.totalLeads),
    totalUsers: displayValue(stats.totalUsers),
  };
}

/**
 * The counters show only from these raw totals on (both must be reached): '0 Events · 0 erfasste
 * Leads' tells a visitor nobody uses the product. Below them the landing page leaves its counter
 * section out and the blog's call to action its numbers.
 */
export const STATS_SHOWN_FROM: Readonly<Pick<PublicStats, 'totalEvents' | 'totalLeads'>> = { totalEvents: 10, totalLeads: 100 };

export function statsWorthShowing(stats: PublicStats): boolean {
  return stats.totalEvents >= STATS_SHOWN_FROM.totalEvents && stats.totalLeads >= STATS_SHOWN_FROM.totalLeads;
}

const getPublicStats = getQueryFn<PublicStats>({ on401: 'throw' });

/**
 * `pollMs`: the page refreshes the totals while it is open (the landing page's live counters) and
 * loads them afresh on every visit; without it they are loaded once and reused for a minute.
 */
function publicStatsQueryOptions({ pollMs }: { pollMs?: number }) {
  return queryOptions({
    queryKey: PUBLIC_STATS_QUERY_KEY,
    queryFn: getPublicStats,
    retry: false,
    ...(pollMs ? { refetchInterval: pollMs, staleTime: 0 } : { staleTime: STATS_REUSE_MS }),
  });
}

function isStats(value: unknown): value is PublicStats {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['totalEvents', 'totalLeads', 'totalUsers'].every((k) => typeof v[k] === 'number');
}

/**
 * The raw totals. Until the first answer: null. On failure (or a body that is not the expected
 * shape) the fallback numbers; a later failed poll keeps the last good data.
 */
export function usePublicStats(options: { pollMs?: number } = {}): PublicStats | null {
  const query = useQuery(publicStatsQueryOptions(options));
  if (isStats(query.data)) return query.data;
  if (query.isError || query.data !== undefined) return FALLBACK_STATS;
  return null;
}
