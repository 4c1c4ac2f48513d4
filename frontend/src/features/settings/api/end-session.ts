import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SESSIONS_KEY } from './security-keys';

/** DELETE /api/account/sessions/{id}: that device is signed out on its next request. */
function endSession(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/sessions/${encodeURIComponent(id)}`, 'DELETE');
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
