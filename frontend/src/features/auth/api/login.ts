import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type LoginInput = ApiSchema<'LoginDto'>;

/** A completed sign-in (password, second step or passkey). */
export type SignedIn = ApiSchema<'LoginAnswer'>;

/** With a second factor on, the password alone signs nothing in: the code step follows. */
export type SecondFactorPending = ApiSchema<'SecondFactorPendingAnswer'>;

export type LoginResponse = SignedIn | SecondFactorPending;

export function isSecondFactorPending(answer: LoginResponse): answer is SecondFactorPending {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', 'POST', input);
}

export function useLogin(options: { onSuccess?: (data: LoginResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
