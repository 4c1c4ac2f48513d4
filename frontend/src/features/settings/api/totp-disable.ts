import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth';
import { SECURITY_KEY } from './security-keys';

/** 409 when the account or role requires a second factor and this is the last one. */
export const SECOND_FACTOR_REQUIRED_BY_POLICY = 'SECOND_FACTOR_REQUIRED_BY_POLICY';

/** POST /api/account/security/totp/disable {password, code}. Written by hand until the generated schema has it. */
export interface DisableTotpInput {
  password: string;
  code: string;
}

function disableTotp(input: DisableTotpInput): Promise<unknown> {
  return apiRequest('/api/account/security/totp/disable', 'POST', input);
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
