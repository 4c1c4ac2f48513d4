import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelReport } from '@fairleads/shared/funnel';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/events/{id}/funnel: every day from the first count until today, and the totals. Here
 * and not in a feature: the event page and the dashboard both show it (with the shared chart).
 */
export function fetchEventFunnel(id: string): Promise<FunnelReport> {
  return apiRequest<FunnelReport>(`/api/events/${encodeURIComponent(id)}/funnel`);
}

export const eventFunnelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['event-funnel', id] as const,
    queryFn: () => fetchEventFunnel(id),
    // the stand is busy while the page is open: new scans show up without a reload
    refetchInterval: 30_000,
    staleTime: 10_000,
  });

/** `id` null: no event to show yet (the events are loading, or there are none). */
export function useEventFunnel(id: string | null) {
  return useQuery({ ...eventFunnelQueryOptions(id ?? ''), enabled: id !== null });
}
