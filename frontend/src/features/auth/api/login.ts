import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

export type LoginInput = ApiSchema<'LoginDto'>;

export type LoginResponse = ApiSchema<'LoginAnswer'>;

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', 'POST', input);
}

export function useLogin(options: { onSuccess?: (data: LoginResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
