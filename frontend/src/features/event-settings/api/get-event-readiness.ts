import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ReadinessItemId = 'privacyUrl' | 'downloadUrl' | 'logo' | 'headerImage' | 'testMail';

export interface ReadinessItem {
  id: ReadinessItemId;
  ok: boolean;
  /** The server's German sentence: what it found, or what is missing and why. */
  reason: string;
}

export interface EventReadiness {
  ready: boolean;
  items: ReadinessItem[];
}

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
