/**
 * POST /api/auth/password-reset: the sign-in dialog's 'Passwort vergessen?' and the reset page's
 * 'Neuen Link anfordern' (features must not import each other). Always 202 with one sentence,
 * known address or not.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { ApiSchema } from './api/schemas';

export function requestPasswordReset(email: string): Promise<ApiSchema<'MessageAnswer'>> {
  const body: ApiSchema<'PasswordResetRequestDto'> = { email };
  return apiRequest<ApiSchema<'MessageAnswer'>>('/api/auth/password-reset', 'POST', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
