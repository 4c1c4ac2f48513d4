/**
 * POST /api/auth/password-reset: the sign-in dialog's 'Passwort vergessen?' and the reset page's
 * 'Neuen Link anfordern' (features must not import each other). Always 202 with one sentence,
 * known address or not.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Written by hand until the generated schema has it. */
export interface PasswordResetRequestAnswer {
  message: string;
}

export function requestPasswordReset(email: string): Promise<PasswordResetRequestAnswer> {
  return apiRequest<PasswordResetRequestAnswer>('/api/auth/password-reset', 'POST', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
