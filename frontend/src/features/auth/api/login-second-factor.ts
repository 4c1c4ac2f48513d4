import { apiRequest } from '@/lib/api-client';
import type { SignedIn } from './login';

/**
 * POST /api/auth/login/2fa {code}: completes the pending sign-in with a TOTP code or a recovery
 * code. 401 IDENTITY_WRONG_SECOND_FACTOR: wrong code; any other 401: the pending sign-in expired;
 * 429 IDENTITY_LOGIN_LOCKED: too many tries.
 */
export function loginSecondFactor(code: string): Promise<SignedIn> {
  return apiRequest<SignedIn>('/api/auth/login/2fa', 'POST', { code });
}
