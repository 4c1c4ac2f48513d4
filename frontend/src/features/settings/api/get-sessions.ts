import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import { SESSIONS_KEY } from './security-keys';

/** One of GET /api/account/sessions (`id` is the row's public id, never the session id). */
export type SignedInSession = ApiSchema<'SessionAnswer'>;

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: getQueryFn<SignedInSession[]>({ on401: 'throw' }) });
