import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFetchErrors } from '../texts';
import type { UserStats } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const USER_STATS_KEY = [...ADMIN_QUERY_ROOT, 'stats', 'users'] as const;

/** GET /api/admin/stats/users */
function getUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<UserStats> {
  return fetchAdmin<UserStats>('/api/admin/stats/users', adminFetchErrors.userStats, signal);
}

const userStatsQueryOptions = () =>
  queryOptions({ queryKey: USER_STATS_KEY, queryFn: getUserStats, staleTime: 0 });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
