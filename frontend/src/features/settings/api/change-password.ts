import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/account/password: every other session ends. Written by hand until the generated schema has it. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/account/password', 'PUT', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
