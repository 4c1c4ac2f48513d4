import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import type { RecoveryCodesAnswer } from './recovery-codes';
import { SECURITY_KEY } from './security-keys';

/** POST /api/account/security/totp/enable {code}: the ten recovery codes, shown once; the session counts as strong. */
function enableTotp(code: string): Promise<RecoveryCodesAnswer> {
  return apiRequest<RecoveryCodesAnswer>('/api/account/security/totp/enable', 'POST', { code });
}

/** The status and the signed-in user are read afresh: its secondFactor opens the rest of the app. */
export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
