import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { EVENTS_QUERY_KEY } from '@/lib/events';
import type { ApiSchema } from '@/lib/api/schemas';

export type CreateEventInput = ApiSchema<'CreateEventDto'>;

type CreateEventResponse = ApiSchema<'CreatedEventAnswer'>;

/** POST /api/events -> 201 { event }; 400/402/409 carry a German message. */
export function createEvent(input: CreateEventInput): Promise<CreateEventResponse> {
  return apiRequest<CreateEventResponse>('/api/events', 'POST', input);
}

/** Refreshes the events and the current user (credits) on success. */
export function useCreateEvent(
  options: { onSuccess?: (data: CreateEventResponse) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: async (data) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
      options.onSuccess?.(data);
    },
    onError: options.onError,
  });
}
