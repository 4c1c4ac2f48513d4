import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';

export interface RegisterInput {
  email: string;
  name: string;
  companySlug: string;
  password: string;
}

export interface RegisterResponse {
  requiresVerification?: boolean;
  email?: string;
  message?: string;
  user?: User;
}

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', 'POST', input);
}

export function useRegister(
  options: { onSuccess?: (data: RegisterResponse, input: RegisterInput) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: register, ...options });
}
