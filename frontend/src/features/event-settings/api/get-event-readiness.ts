import { useQuery } from '@tanstack/react-query';
import type { EventReadiness } from '@fairleads/shared/event-readiness';
import { apiRequest } from '@/lib/api-client';

export const eventReadinessQueryKey = (id: string) => ['event-readiness', id] as const;

/** GET /api/events/{id}/readiness; `version` (the event's updatedAt) asks again after every save. */
export function useEventReadiness(id: string, version: string | undefined) {
  return useQuery({
    queryKey: [...eventReadinessQueryKey(id), version ?? ''],
    queryFn: () => apiRequest<EventReadiness>(`/api/events/${encodeURIComponent(id)}/readiness`),
    retry: false,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}
