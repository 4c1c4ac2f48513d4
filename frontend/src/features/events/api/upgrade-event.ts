import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import type { ApiSchema } from '@/lib/api/schemas';

type UpgradeEventResponse = ApiSchema<'UpgradedEventAnswer'>;

/** POST /api/events/{id}/upgrade: one credit lifts the free event's cap (402 no credit, 409 not free). */
export function upgradeEvent(eventId: string): Promise<UpgradeEventResponse> {
  return apiRequest<UpgradeEventResponse>(`/api/events/${encodeURIComponent(eventId)}/upgrade`, 'POST');
}

/** Refreshes the events (counter gone) and the user (one credit less), also after a refusal. */
export function useUpgradeEvent(
  options: { onSuccess?: (data: UpgradeEventResponse) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeEvent,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
