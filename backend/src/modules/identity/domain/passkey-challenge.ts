import type { Request } from 'express';
import { IdentityErrors } from '../identity.errors';

/** How long a registration or sign-in challenge holds. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

type ChallengePurpose = 'registration' | 'sign-in';

interface PendingChallenge {
  purpose: ChallengePurpose;
  /** base64url, as the options carried it. */
  challenge: string;
  /** epoch ms */
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    /** The one open WebAuthn challenge of this session; a new options call replaces it. */
    passkeyChallenge?: PendingChallenge;
  }
}

/**
 * Keeps the challenge in the session for PASSKEY_CHALLENGE_TTL_MS. A session made only for it (a
 * sign-in that has not happened yet) lives no longer than the challenge, so abandoned attempts
 * leave no rows behind for long; the sign-in itself gets a new session of full length.
 */
export function keepChallenge(req: Request, purpose: ChallengePurpose, challenge: string, now = Date.now()): void {
  req.session.passkeyChallenge = { purpose, challenge, expiresAt: now + PASSKEY_CHALLENGE_TTL_MS };
  if (!req.isAuthenticated()) req.session.cookie.maxAge = PASSKEY_CHALLENGE_TTL_MS;
}

/** Takes the session's challenge for `purpose` out (it answers once, right or wrong); 400 when there is none or it expired. */
export function takeChallenge(req: Request, purpose: ChallengePurpose, now = Date.now()): string {
  const pending = req.session?.passkeyChallenge;
  if (pending) delete req.session.passkeyChallenge;
  if (!pending || pending.purpose !== purpose || pending.expiresAt <= now) throw IdentityErrors.passkeyChallengeMissing();
  return pending.challenge;
}
