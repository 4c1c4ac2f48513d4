import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../security/session';

/**
 * The public API (/api/v1, the public-api module) answers only an API key in
 * `Authorization: Bearer`: it reads no session and no cookie, so it needs no CSRF token either.
 * Matched on the exact spelling, as the router matches (case-sensitive and strict): a path
 * spelled otherwise reaches no public API route and keeps every check of the rest of /api.
 */
export function isPublicApiPath(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}

/** The public form's submit routes (/api/form/{company}/{event}/submit, /api/form/{slug}/submit), spelled as the router matches them. */
const FORM_SUBMIT_PATH = /^\/api\/form\/[^/]+(?:\/[^/]+)?\/submit$/;

/**
 * Requests that read and make no session: the public API's, and a visitor's form submit that
 * brings no session cookie (a public route that signs no one in: loading an empty session, and
 * passport's and the session activity's steps, would be work for nothing on the busiest route).
 * CSRF, rate limits and the route's guards still apply to them; any other spelling of the path
 * reaches no submit route and keeps the full stack.
 */
export function isSessionFree(req: Request): boolean {
  if (isPublicApiPath(req.path)) return true;
  return req.method === 'POST' && FORM_SUBMIT_PATH.test(req.path) && (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE] === undefined;
}

/** `middleware` for every request that may have a session (sessions, passport, session activity). */
export function exceptSessionFree(middleware: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => (isSessionFree(req) ? next() : middleware(req, res, next));
}
