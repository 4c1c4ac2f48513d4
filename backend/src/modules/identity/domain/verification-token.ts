import { createHash, randomBytes } from 'node:crypto';

/** How long an activation link works. */
export const VERIFICATION_VALID_HOURS = 48;

export function newVerificationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
