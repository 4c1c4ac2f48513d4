import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import { PASSKEYS_KEY } from './security-keys';

/** One of GET /api/account/security/passkeys (and the answer of adding one). */
export type Passkey = ApiSchema<'PasskeyAnswer'>;

export const passkeysQueryOptions = () => queryOptions({ queryKey: PASSKEYS_KEY, queryFn: getQueryFn<Passkey[]>({ on401: 'throw' }) });
