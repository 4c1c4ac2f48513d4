import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/password-reset/{token}: 200 while it holds; 404 PASSWORD_RESET_INVALID, 410 PASSWORD_RESET_EXPIRED. Written by hand until the generated schema has it. */
export interface ResetTokenState {
  expiresAt: string;
}

export const PASSWORD_RESET_INVALID = 'PASSWORD_RESET_INVALID';
export const PASSWORD_RESET_EXPIRED = 'PASSWORD_RESET_EXPIRED';

function checkResetToken(token: string): Promise<ResetTokenState> {
  return apiRequest<ResetTokenState>(`/api/auth/password-reset/${encodeURIComponent(token)}`);
}

const resetTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/auth/password-reset', token], queryFn: () => checkResetToken(token), retry: false, staleTime: Infinity });

export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: Boolean(token) });
}
