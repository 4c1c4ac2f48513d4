import { RequestMethod, type INestApplication } from '@nestjs/common';
import type { RouteInfo } from '@nestjs/common/interfaces';
import type { NextFunction, Request, Response } from 'express';

/**
 * The visitor pages, rendered by the API (leads module, VisitorPagesController) and posted to
 * without a script:
 *   /form/{slug}, /form/{companySlug}/{eventSlug}        the form
 *   /confirm/{token}, /{companySlug}/confirm/{token}      double opt-in
 *   /email-confirmation, /{companySlug}/email-confirmation
 *   /q/{code}, /d/{token}                                 the funnel's counted redirects (FunnelLinksController)
 *   /erase/{token}                                        the visitor erases their data (issue 19)
 *   /unsubscribe/{token}                                  no more follow-up mails (RFC 8058 one-click, follow-ups)
 *   /b/{token}/{step}                                     a follow-up's counted booking button (follow-ups)
 * The SPA's own routes /blog/* and /verify-email/* win over /{companySlug}/…
 */
export const VISITOR_PAGE_PATH =
  /^\/(form\/[^/]+(\/[^/]+)?|confirm\/[^/]+|[qd]\/[^/]+|erase\/[^/]+|unsubscribe\/[^/]+|b\/[^/]+\/[^/]+|email-confirmation|(?!(?:api|assets|blog|verify-email)\/)[^/]+\/(confirm\/[^/]+|email-confirmation))$/;

/**
 * Where the page routes live inside the router. The API's own routes `form/...` and `confirm/...`
 * under /api have the same shapes, and Nest's prefix exclusion goes by shape; so page requests
 * are handed to the router under this prefix (routeVisitorPages) and it alone is excluded.
 */
export const VISITOR_PAGES_ROUTE_PREFIX = '_visitor';

/** The page routes as Nest's global prefix exclusion lists them (VisitorPagesController). */
export const VISITOR_PAGE_ROUTES: RouteInfo[] = [
  'form/:slug',
  'form/:companySlug/:eventSlug',
  'confirm/:token',
  ':companySlug/confirm/:token',
  'email-confirmation',
  ':companySlug/email-confirmation',
  'q/:code',
  'd/:token',
  'erase/:token',
  'unsubscribe/:token',
  'b/:token/:step',
].map((path) => ({ path: `${VISITOR_PAGES_ROUTE_PREFIX}/${path}`, method: RequestMethod.ALL }));

/**
 * Hands a visitor page's request to its controller: the address the visitor sees stays in
 * req.originalUrl. Runs after CSRF and body parsing, which judge the real path.
 */
export function routeVisitorPages(req: Request, _res: Response, next: NextFunction): void {
  if ((req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') && VISITOR_PAGE_PATH.test(req.path)) {
    req.url = `/${VISITOR_PAGES_ROUTE_PREFIX}${req.url}`;
  }
  next();
}

/** Prometheus' scrape path, outside /api (common/metrics/metrics.controller.ts). */
export const METRICS_PATH = '/metrics';

/** The API's routes under /api, the visitor pages' and the metrics outside it (the running app and its OpenAPI document). */
export function prefixApiRoutes(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: [...VISITOR_PAGE_ROUTES, { path: METRICS_PATH.slice(1), method: RequestMethod.GET }] });
}
