import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';

type VerifyEmailResponse = ApiSchema<'ActivationAnswer'>;

function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>(`/api/verify-email/${encodeURIComponent(token)}`);
}

/**
 * One activation call per token: the query cache de-duplicates StrictMode's double mount,
 * and the server answers 200 again for an already used token.
 */
const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
