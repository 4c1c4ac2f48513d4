import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { PASSKEYS_KEY, SECURITY_KEY } from './security-keys';

/** DELETE /api/account/security/passkeys/{id} */
function removePasskey(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/security/passkeys/${encodeURIComponent(id)}`, 'DELETE');
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
