import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import { SESSIONS_KEY } from './security-keys';

/** DELETE /api/account/sessions: every session but this one ends. */
type EndedSessions = ApiSchema<'EndedSessionsAnswer'>;

function endOtherSessions(): Promise<EndedSessions> {
  return apiRequest<EndedSessions>('/api/account/sessions', 'DELETE');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
