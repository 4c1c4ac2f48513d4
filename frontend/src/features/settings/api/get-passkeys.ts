import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { PASSKEYS_KEY } from './security-keys';

/** One of GET /api/account/security/passkeys (and the answer of adding one). Written by hand until the generated schema has it. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: PASSKEYS_KEY, queryFn: getQueryFn<Passkey[]>({ on401: 'throw' }) });
