import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/**
 * `invitationToken` (joining an account by invitation; then no companySlug) is written by hand:
 * replaced by the generated schema once the route takes it.
 */
export type RegisterInput = Omit<ApiSchema<'RegisterDto'>, 'companySlug'> & { companySlug?: string; invitationToken?: string };

export type RegisterResponse = ApiSchema<'RegistrationAnswer'>;

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', 'POST', input);
}

export function useRegister(
  options: { onSuccess?: (data: RegisterResponse, input: RegisterInput) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: register, ...options });
}
