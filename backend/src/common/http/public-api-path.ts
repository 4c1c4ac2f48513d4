import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The public API (/api/v1, the public-api module) answers only an API key in
 * `Authorization: Bearer`: it reads no session and no cookie, so it needs no CSRF token either.
 * Matched on the exact spelling, as the router matches (case-sensitive and strict): a path
 * spelled otherwise reaches no public API route and keeps every check of the rest of /api.
 */
export function isPublicApiPath(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}

/** `middleware` for every request but the public API's (sessions, passport, session activity). */
export function exceptPublicApi(middleware: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => (isPublicApiPath(req.path) ? next() : middleware(req, res, next));
}
