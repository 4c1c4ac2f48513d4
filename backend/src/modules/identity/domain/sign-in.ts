import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * How a session was signed in. 'password' alone is one factor; the others proved a second one
 * (a TOTP code or a recovery code after the password) or replaced both (a passkey). A route that
 * demands a second factor (the admin panel, an account that requires one) asks `strong`.
 */
export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'passkey';

/** What the session remembers of its sign-in (shown in the user's session list). */
export interface SessionSignIn {
  method: SignInMethod;
  /** ISO time of the sign-in. */
  at: string;
  userAgent: string | null;
  /** The client's network, never its full address: 203.0.113.x, 2001:db8:1::/48. */
  ipHint: string | null;
}

declare module 'express-session' {
  interface SessionData {
    /** Set when the session is signed in; missing in sessions from before it existed (counted as 'password'). */
    signIn?: SessionSignIn;
  }
}

export function isStrongSignIn(method: SignInMethod | undefined): boolean {
  return method !== undefined && method !== 'password';
}

/** The client's network for the session list: the first three bytes of IPv4, the first 48 bits of IPv6. */
export function ipHintOf(address: string | undefined): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.x`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(':')}::/48`;
}

/** A short, bounded copy of the browser's User-Agent header. */
export function userAgentOf(req: Request): string | null {
  const header = req.headers['user-agent'];
  if (typeof header !== 'string' || !header.trim()) return null;
  return header.trim().slice(0, 300);
}

/** express-session's callback steps as promises. */
export function sessionStep(req: Request, step: 'regenerate' | 'save'): Promise<void> {
  return new Promise((resolve, reject) => req.session[step]((error?: unknown) => (error ? reject(error) : resolve())));
}

/**
 * Signs the request's session in as `user` (passport regenerates the session id, so a planted id
 * is worthless) and records how and from where. Every sign-in route ends here.
 */
export async function beginSignedInSession(req: Request, user: Express.User, method: SignInMethod): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (error?: unknown) => (error ? reject(error) : resolve())));
  req.session.signIn = { method, at: new Date().toISOString(), userAgent: userAgentOf(req), ipHint: ipHintOf(req.ip) };
  await sessionStep(req, 'save');
}
