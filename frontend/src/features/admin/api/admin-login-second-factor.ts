import { apiRequest } from '@/lib/api-client';
import type { AdminSignedIn } from './admin-login';

/**
 * POST /api/admin/login/2fa {code}: completes the admin's pending sign-in (TOTP or recovery code);
 * 401 IDENTITY_WRONG_SECOND_FACTOR, any other 401 when the pending sign-in expired, 429 locked.
 */
export function adminLoginSecondFactor(code: string): Promise<AdminSignedIn> {
  return apiRequest<AdminSignedIn>('/api/admin/login/2fa', 'POST', { code });
}
