import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

/**
 * POST /api/auth/email-change/{token}: 200 {message, email}; 404 EMAIL_CHANGE_INVALID (unknown,
 * used, replaced), 410 EMAIL_CHANGE_EXPIRED, 409 IDENTITY_EMAIL_TAKEN (someone took the address meanwhile).
 */
type EmailChanged = ApiSchema<'EmailChangedAnswer'>;

function confirmEmailChange(token: string): Promise<EmailChanged> {
  return apiRequest<EmailChanged>(`/api/auth/email-change/${encodeURIComponent(token)}`, 'POST');
}

/**
 * Confirmed when the page opens: a query (not a mutation) so StrictMode's double mount and the
 * cache make it one call per token; a retry is the person's choice.
 */
const confirmEmailChangeQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/auth/email-change', token], queryFn: () => confirmEmailChange(token), retry: false, staleTime: Infinity });

export function useConfirmEmailChange(token: string) {
  return useQuery({ ...confirmEmailChangeQueryOptions(token), enabled: Boolean(token) });
}
