import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { PASSKEYS_KEY, SECURITY_KEY } from './security-keys';

/** DELETE /api/account/security/passkeys/{id}: 204; 404 PASSKEY_NOT_FOUND, 409 SECOND_FACTOR_REQUIRED_BY_POLICY for the last factor of someone who must keep one. */
function removePasskey(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/security/passkeys/${encodeURIComponent(id)}`, 'DELETE');
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    // also after a refusal: a passkey already gone (404) leaves the list
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
