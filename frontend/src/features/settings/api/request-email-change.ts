import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/**
 * POST /api/account/email-change: 202, a link to the new address. 403 IDENTITY_CURRENT_PASSWORD_WRONG,
 * 400 IDENTITY_EMAIL_UNCHANGED, 409 IDENTITY_EMAIL_TAKEN (each with its field in `errors`).
 */
function requestEmailChange(input: ApiSchema<'EmailChangeDto'>): Promise<ApiSchema<'MessageAnswer'>> {
  return apiRequest<ApiSchema<'MessageAnswer'>>('/api/account/email-change', 'POST', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
