import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RecoveryCodesAnswer } from './recovery-codes';
import { SECURITY_KEY } from './security-keys';

/** POST /api/account/security/recovery-codes {password}: a new set; the old codes stop working. */
function newRecoveryCodes(password: string): Promise<RecoveryCodesAnswer> {
  return apiRequest<RecoveryCodesAnswer>('/api/account/security/recovery-codes', 'POST', { password });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: newRecoveryCodes, onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }) });
}
