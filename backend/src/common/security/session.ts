import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createSessionStore } from './session-store.repository';

export const SESSION_COOKIE = 'fairleads.sid';
const SESSION_DAYS = 14;

export interface SessionOptions {
  databaseUrl: string;
  secret: string;
  secureCookies: boolean;
  /** Prune expired rows periodically (off in tests, whose process lives seconds). */
  pruneExpired: boolean;
}

/**
 * Sessions live in PostgreSQL (table `sessions`, made by the migrations), so any API replica
 * can serve any request. The cookie is HttpOnly, SameSite=Lax and Secure on https; a session
 * lasts SESSION_DAYS from sign-in.
 */
export function createSessionMiddleware(options: SessionOptions): { middleware: RequestHandler; close: () => Promise<void> } {
  const { store, close } = createSessionStore(options);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: SESSION_DAYS * 24 * 3_600_000,
      path: '/',
    },
  });
  return { middleware, close };
}

/** Logs out and removes the session row. */
export function endSession(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}

/**
 * Whatever the API answers a signed-in user is theirs alone: no browser or proxy keeps a copy
 * (a shared stand laptop, a CDN). A route that needs revalidation sends ETags; the client then
 * asks with If-None-Match itself.
 */
export function noStoreWhenSignedIn(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/') && req.isAuthenticated?.()) res.setHeader('Cache-Control', 'no-store');
  next();
}
