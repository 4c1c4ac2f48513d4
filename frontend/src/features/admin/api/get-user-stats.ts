import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { UserStats } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const USER_STATS_KEY = [...ADMIN_QUERY_ROOT, 'stats', 'users'] as const;

/** GET /api/admin/stats/users */
function getUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<UserStats> {
  return fetchAdmin<UserStats>('/api/admin/stats/users', i18n.t('fetchErrors.userStats', { ns: NS }), signal);
}

const userStatsQueryOptions = () =>
  queryOptions({ queryKey: USER_STATS_KEY, queryFn: getUserStats, staleTime: 0 });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
