import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { User } from '@/lib/auth';

interface AdminLoginInput {
  email: string;
  password: string;
}

interface AdminLoginResponse {
  message: string;
  user: User;
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
