import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { API_KEYS_KEY } from './get-api-keys';

/** DELETE /api/account/api-keys/{id} -> 204: refused at once from then on. */
function revokeApiKey(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/api-keys/${encodeURIComponent(id)}`, 'DELETE');
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
