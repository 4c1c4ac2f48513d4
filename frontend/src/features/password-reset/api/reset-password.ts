import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** POST /api/auth/password-reset/{token} {password}: every session of the user ends; 400 VALIDATION_FAILED with errors.password, 404/410 like the check. */
function resetPassword({ token, password }: { token: string } & ApiSchema<'PasswordResetDto'>): Promise<ApiSchema<'MessageAnswer'>> {
  const body: ApiSchema<'PasswordResetDto'> = { password };
  return apiRequest<ApiSchema<'MessageAnswer'>>(`/api/auth/password-reset/${encodeURIComponent(token)}`, 'POST', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
