import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type AdminLoginInput = ApiSchema<'LoginDto'>;

export type AdminSignedIn = ApiSchema<'AdminLoginAnswer'>;

/** With an authenticator app on, the password alone signs nothing in. Written by hand until the generated schema has it. */
interface AdminTwoFactorChallenge {
  twoFactorRequired: true;
  message: string;
}

type AdminLoginResponse = AdminSignedIn | AdminTwoFactorChallenge;

export function isAdminTwoFactorChallenge(answer: AdminLoginResponse): answer is AdminTwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
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
