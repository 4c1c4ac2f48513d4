import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-reset/{token} {password}: every session of the user ends; 400 VALIDATION_FAILED with errors.password. */
function resetPassword({ token, password }: { token: string; password: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/auth/password-reset/${encodeURIComponent(token)}`, 'POST', { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
