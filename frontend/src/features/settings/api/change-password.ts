import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type ChangePasswordInput = ApiSchema<'ChangePasswordDto'>;

/** PUT /api/account/password: every other session ends; 403 IDENTITY_CURRENT_PASSWORD_WRONG. */
function changePassword(input: ChangePasswordInput): Promise<ApiSchema<'MessageAnswer'>> {
  return apiRequest<ApiSchema<'MessageAnswer'>>('/api/account/password', 'PUT', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
