import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { SESSIONS_KEY } from './security-keys';

/** One of GET /api/account/sessions (`id` is the row's public id). Written by hand until the generated schema has it. */
export interface SignedInSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ipHint: string | null;
  current: boolean;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: getQueryFn<SignedInSession[]>({ on401: 'throw' }) });
