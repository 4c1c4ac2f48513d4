import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api/schemas';
import { SECURITY_KEY } from './security-keys';

/** GET /api/account/security */
export type SecurityStatus = ApiSchema<'SecurityStatusAnswer'>;

export const securityQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_KEY, queryFn: getQueryFn<SecurityStatus>({ on401: 'throw' }) });
