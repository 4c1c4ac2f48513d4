import { useMutation } from '@tanstack/react-query';
import { browserLocale } from '@/i18n/locale';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** With `invitationToken` (joining an account by invitation) and no companySlug. */
export type RegisterInput = ApiSchema<'RegisterDto'>;

export type RegisterResponse = ApiSchema<'RegistrationAnswer'>;

/** A new user's language is the browser's (their mails and, once signed in, the SPA follow it). */
export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', 'POST', { ...input, locale: browserLocale() });
}

export function useRegister(
  options: { onSuccess?: (data: RegisterResponse, input: RegisterInput) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: register, ...options });
}
