import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type LoginInput = ApiSchema<'LoginDto'>;

/** A completed sign-in (password, second step or passkey). */
export type SignedIn = ApiSchema<'LoginAnswer'>;

/** With an authenticator app on, the password alone signs nothing in: the code step follows. Written by hand until the generated schema has it. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  message: string;
}

export type LoginResponse = SignedIn | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: LoginResponse): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', 'POST', input);
}

export function useLogin(options: { onSuccess?: (data: LoginResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
