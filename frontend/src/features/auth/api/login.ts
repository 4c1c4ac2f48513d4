import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  message: string;
  user: User;
  /** The account's very first sign-in: the dashboard greets it with the welcome dialog. */
  firstLogin?: boolean;
}

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', 'POST', input);
}

export function useLogin(options: { onSuccess?: (data: LoginResponse) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: login, ...options });
}
