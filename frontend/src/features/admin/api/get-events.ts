import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/i18n';
import { NS } from '../i18n';
import type { AdminEvent } from '../types';
import { ADMIN_QUERY_ROOT, fetchAdmin } from './fetch-admin';

const ADMIN_EVENTS_KEY = [...ADMIN_QUERY_ROOT, 'events'] as const;

/** GET /api/admin/events (every event with its owner). */
export async function getEvents({ signal }: { signal?: AbortSignal } = {}): Promise<AdminEvent[]> {
  const data = await fetchAdmin<unknown>('/api/admin/events', i18n.t('fetchErrors.events', { ns: NS }), signal);
  if (!Array.isArray(data)) throw new ApiError(i18n.t('fetchErrors.events', { ns: NS }), 200);
  return data as AdminEvent[];
}

export const eventsQueryOptions = () => queryOptions({ queryKey: ADMIN_EVENTS_KEY, queryFn: getEvents, staleTime: 0 });

export function useAdminEvents() {
  return useQuery(eventsQueryOptions());
}
