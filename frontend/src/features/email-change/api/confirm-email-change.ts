import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/email-change/{token}: 200 {message, email}; 404 unknown or used, 410 expired. Written by hand until the generated schema has it. */
export interface EmailChanged {
  message: string;
  email: string;
}

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
