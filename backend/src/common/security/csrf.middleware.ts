import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '../errors/error-codes';
import { isPublicApiPath } from '../http/public-api-path';
import { VISITOR_PAGE_PATH } from '../http/visitor-paths';
import { requestLocale } from '../i18n/locale';
import { localized } from '../i18n/localized';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Methods that change nothing; every other method, known or not, is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes that other servers call, proven by their own signature instead. Matched on the exact
 * spelling only: the router is case-sensitive and strict, so no other spelling reaches them.
 */
const EXEMPT_ROUTES = new Set(['POST /api/webhooks/stripe']);
/**
 * The follow-up mails' one-click unsubscribe (RFC 8058): the mail provider's server posts
 * `List-Unsubscribe=One-Click` without Origin, Referer or cookie; the link's signed token is the
 * proof. Only this exact spelling with a lead link's characters (uuid, dot, base64url), so no
 * other path, case, trailing slash or encoded character is let through.
 */
const EXEMPT_PATTERNS: readonly { method: string; path: RegExp }[] = [{ method: 'POST', path: /^\/unsubscribe\/[A-Za-z0-9_.-]{1,200}$/ }];

function isExempt(req: Request): boolean {
  return EXEMPT_ROUTES.has(`${req.method} ${req.path}`) || EXEMPT_PATTERNS.some(({ method, path }) => req.method === method && path.test(req.path));
}

export interface CsrfOptions {
  secret: string;
  appOrigin: string;
  secureCookies: boolean;
}

/**
 * Double-submit CSRF protection as the README's API conventions describe it: a script-readable XSRF-TOKEN
 * cookie that every state-changing call echoes in X-XSRF-TOKEN, plus an Origin check.
 * The token is signed with the session secret so a cookie planted from a sibling domain
 * is not accepted. The decision depends on the method alone, never on how the path is
 * spelled; only API answers set the cookie, so assets and pages stay cacheable.
 */
export function csrfProtection(options: CsrfOptions) {
  const sign = (nonce: string) => createHmac('sha256', options.secret).update(nonce).digest('base64url');
  const isGenuine = (token: unknown): token is string => {
    if (typeof token !== 'string') return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    return safeEqual(signature, sign(nonce));
  };

  return (req: Request, res: Response, next: NextFunction) => {
    // the public API reads no session or cookie (an API key in the Authorization header is its
    // only proof), so a forged cross-site request carries nothing it would accept
    if (isPublicApiPath(req.path)) return next();
    const cookieToken: unknown = req.cookies?.[XSRF_COOKIE];
    if (!isGenuine(cookieToken) && req.path.startsWith('/api/')) {
      const nonce = randomBytes(18).toString('base64url');
      res.cookie(XSRF_COOKIE, `${nonce}.${sign(nonce)}`, {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/',
      });
    }
    if (SAFE_METHODS.has(req.method) || isExempt(req)) return next();
    const origin = req.headers.origin;
    // The visitor pages' forms post without a script, so without the header: there the browser's
    // Origin (or, where a browser leaves it out, the Referer) must be ours, and the form's own
    // signed token or the link's token proves the rest.
    if (req.method === 'POST' && VISITOR_PAGE_PATH.test(req.path)) {
      if (fromOurPages(req, options.appOrigin)) return next();
      return refuse(req, res);
    }
    const headerToken = req.headers[XSRF_HEADER];
    const originAllowed = origin === undefined || origin === options.appOrigin;
    const tokenMatches = isGenuine(cookieToken) && typeof headerToken === 'string' && safeEqual(headerToken, cookieToken);
    if (originAllowed && tokenMatches) return next();
    refuse(req, res);
  };
}

const REFUSED = localized(
  'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu und versuche es erneut.',
  'The request was refused for security reasons. Please reload the page and try again.',
);

/** The 403 in the request's language (Accept-Language), in the shape of every error answer. */
function refuse(req: Request, res: Response): void {
  res.status(403).json({ statusCode: 403, code: 'CSRF_FAILED' satisfies ErrorCode, message: REFUSED[requestLocale(req)] });
}

function fromOurPages(req: Request, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  const referer = req.headers.referer;
  return typeof referer === 'string' && (referer === appOrigin || referer.startsWith(`${appOrigin}/`));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
