import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type AdminLoginInput = ApiSchema<'LoginDto'>;

export type AdminSignedIn = ApiSchema<'AdminLoginAnswer'>;

/** With a second factor on, the password alone signs nothing in: POST /api/admin/login/2fa follows. */
type AdminSecondFactorPending = ApiSchema<'SecondFactorPendingAnswer'>;

type AdminLoginResponse = AdminSignedIn | AdminSecondFactorPending;

export function isAdminSecondFactorPending(answer: AdminLoginResponse): answer is AdminSecondFactorPending {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired;
}

/** POST /api/admin/login: a session only for admin accounts; others get 403 'Sie haben keine Admin-Berechtigung'. */
function adminLogin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/api/admin/login', 'POST', input);
}

export function useAdminLogin(options: {
  onSuccess?: (data: AdminLoginResponse) => void;
  onError?: (error: Error) => void;
} = {}) {
  return useMutation({ mutationFn: adminLogin, ...options });
}
