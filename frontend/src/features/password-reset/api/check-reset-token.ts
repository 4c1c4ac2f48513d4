import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/** GET /api/auth/password-reset/{token}: 200 while it holds; 404 PASSWORD_RESET_INVALID (unknown, used, replaced), 410 PASSWORD_RESET_EXPIRED. */
type ResetTokenState = ApiSchema<'PasswordResetLinkAnswer'>;

export const PASSWORD_RESET_EXPIRED = 'PASSWORD_RESET_EXPIRED';

function checkResetToken(token: string): Promise<ResetTokenState> {
  return apiRequest<ResetTokenState>(`/api/auth/password-reset/${encodeURIComponent(token)}`);
}

const resetTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/auth/password-reset', token], queryFn: () => checkResetToken(token), retry: false, staleTime: Infinity });

export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: Boolean(token) });
}
