import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSIONS_KEY } from './security-keys';

/** DELETE /api/account/sessions/{id}: 204, that device is signed out on its next request; 404 SESSION_NOT_FOUND when it already ended. */
function endSession(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/sessions/${encodeURIComponent(id)}`, 'DELETE');
}

export function useEndSession() {
  const queryClient = useQueryClient();
  // also after a refusal: a session that already ended (404) leaves the list
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
