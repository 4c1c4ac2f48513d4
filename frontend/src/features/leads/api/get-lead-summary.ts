import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LeadSummary } from '../types';

export const leadSummaryKey = (eventId: string | null) => ['/api/leads/summary', eventId ?? 'all'] as const;

/** GET /api/leads/summary: the stats panel's figures and the tags in use; refreshed when a poll brings changes. */
export function useLeadSummary(eventId: string | null) {
  return useQuery({
    queryKey: leadSummaryKey(eventId),
    queryFn: () => apiRequest<LeadSummary>(`/api/leads/summary${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}
