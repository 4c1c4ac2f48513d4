import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import { ME_QUERY_KEY } from '@/lib/auth';
import { SECURITY_KEY } from './security-keys';

/** 409 when the account or role requires a second factor and this is the last one (also removing the last passkey). */
export const SECOND_FACTOR_REQUIRED_BY_POLICY = 'SECOND_FACTOR_REQUIRED_BY_POLICY';

/** POST /api/account/security/totp/disable {password, code}: 400 SECOND_FACTOR_WRONG_PASSWORD / _WRONG_CODE at their field. */
function disableTotp(input: ApiSchema<'DisableTotpDto'>): Promise<ApiSchema<'MessageAnswer'>> {
  return apiRequest<ApiSchema<'MessageAnswer'>>('/api/account/security/totp/disable', 'POST', input);
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
