import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { SECURITY_KEY } from './security-keys';

/** GET /api/account/security. Written by hand until the generated schema has it. */
export interface SecurityStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  /** The user's role or account asks for a second factor. */
  secondFactorRequired: boolean;
  /** This session was signed in (or enrolled) with a second factor. */
  sessionStrong: boolean;
}

export const securityQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_KEY, queryFn: getQueryFn<SecurityStatus>({ on401: 'throw' }) });
