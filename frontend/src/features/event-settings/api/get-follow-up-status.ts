import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { FollowUpStatus } from './follow-up-types';

export const followUpStatusQueryKey = (eventId: string) => ['/api/events', eventId, 'follow-ups', 'status'] as const;

/** GET /api/events/{id}/follow-ups/status: the consent the leads gave, and the figures per step. */
export function useFollowUpStatus(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: followUpStatusQueryKey(eventId),
    queryFn: () => apiRequest<FollowUpStatus>(`/api/events/${encodeURIComponent(eventId)}/follow-ups/status`),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
