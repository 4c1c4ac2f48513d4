import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { FollowUpStep } from './follow-up-types';

export const followUpsQueryKey = (eventId: string) => ['/api/events', eventId, 'follow-ups'] as const;

/** GET /api/events/{id}/follow-ups: the saved steps, in order ([]: follow-ups are off). */
export function useFollowUps(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: followUpsQueryKey(eventId),
    queryFn: () => apiRequest<FollowUpStep[]>(`/api/events/${encodeURIComponent(eventId)}/follow-ups`),
    enabled,
    retry: false,
    // the editor keeps its own draft; a refetch must not replace what is being typed
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
