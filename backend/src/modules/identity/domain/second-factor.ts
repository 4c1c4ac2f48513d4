import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The second factor's keys, derived from the session secret (common/security/sealed-secret.ts), each for one purpose. */
export const TOTP_SECRET_KEY_INFO = 'fairleads:totp-secret:v1';
export const RECOVERY_CODE_KEY_INFO = 'fairleads:recovery-code:v1';

/** SHA1, 6 digits, 30 s: what every authenticator app understands. */
const TOTP_PERIOD_S = 30;
/** A code of the step before or after counts too (clocks drift, people type slowly). */
const TOTP_WINDOW = 1;
/** 160 bits, as RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

export function newTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

export function totpFor(secret: Buffer, email: string): TOTP {
  return new TOTP({
    issuer: 'FairLeads',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
  });
}

/** The time step a six-digit code belongs to (±1 around `now`), or null. */
export function matchingTotpStep(secret: Buffer, token: string, now: Date): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** How many recovery codes a set has. */
export const RECOVERY_CODE_COUNT = 10;
/** Lower case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const RECOVERY_GROUP = 5;

/** Ten codes like 'k7m2x-9qh4t' (two groups of five, about 50 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () => Array.from({ length: RECOVERY_GROUP * 2 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => {
    const code = one();
    return `${code.slice(0, RECOVERY_GROUP)}-${code.slice(RECOVERY_GROUP)}`;
  });
}

/** What the user typed, without spaces and hyphens, in lower case: 'K7M2X 9QH4T' is 'k7m2x9qh4t'. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * A keyed hash per user: a leaked table alone does not let anyone try codes offline, and one
 * code means nothing for another user.
 */
export function hashRecoveryCode(key: Buffer, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${normaliseCode(code)}`).digest('hex');
}

/** A code the sign-in's second step accepts: six digits are a TOTP code, anything else is tried as a recovery code. */
export function isTotpCode(normalised: string): boolean {
  return /^\d{6}$/.test(normalised);
}

/** How long a sign-in waits for its second step after the password. */
export const PENDING_SECOND_FACTOR_MS = 5 * 60_000;

/** Who signed in with the password and still owes the second step; the session holds nothing else then. */
export interface PendingSecondFactor {
  userId: string;
  email: string;
  /** Begun at the admin sign-in: only the admin's second step completes it. */
  admin: boolean;
  /** Epoch milliseconds. */
  until: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingSecondFactor?: PendingSecondFactor;
  }
}
