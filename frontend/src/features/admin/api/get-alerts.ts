import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AdminAlert } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const ALERTS_KEY = [...ADMIN_QUERY_ROOT, 'alerts'] as const;

/** GET /api/admin/alerts (failed mail jobs, webhook failures, queue backlog, overdue deletions). */
async function getAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<AdminAlert[]> {
  const data = await fetchAdmin<unknown>('/api/admin/alerts', i18n.t('fetchErrors.alerts', { ns: NS }), signal);
  return Array.isArray(data) ? (data as AdminAlert[]) : [];
}

const alertsQueryOptions = () => queryOptions({ queryKey: ALERTS_KEY, queryFn: getAlerts, staleTime: 0 });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
