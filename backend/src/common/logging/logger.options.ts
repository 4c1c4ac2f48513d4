import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { Options } from 'pino-http';

/**
 * Secrets that travel in URLs never reach the log: the activation, double opt-in, erase and
 * download links' tokens (each opens one person's data or acts for them). Nor do the lead desk's
 * search words, which are often a visitor's name or address.
 */
export function redactUrl(url = ''): string {
  return url
    // any letter case: a path that routes nowhere is still logged, and a secret in it must not be
    .replace(/\/(verify-email|confirm|erase|d)\/[^/?#]+/gi, '/$1/[redacted]')
    .replace(/([?&](token|session_id|q)=)[^&#]+/gi, '$1[redacted]');
}

/**
 * One JSON line per request: method, redacted URL, status, duration, user id. No bodies,
 * no cookies, no headers, so passwords, tokens and mail texts cannot leak into the log.
 */
export function httpLoggerOptions(): Options {
  return {
    level: process.env.NODE_ENV === 'test' ? 'silent' : 'info',
    quietReqLogger: true,
    autoLogging: {
      // Prometheus' scrapes too: a line every few seconds per scraper says nothing
      ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/assets/') || req.url === '/api/health' || req.url === '/metrics',
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (req: IncomingMessage & { user?: { id?: string } }) => (req.user?.id ? { userId: req.user.id } : {}),
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${redactUrl(req.url)} ${res.statusCode}`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${redactUrl(req.url)} ${res.statusCode}`,
  };
}

/**
 * The API registers pino-http itself as its first middleware (app.setup.ts), so requests that
 * end before Nest's router (a CSRF refusal, a malformed body) get their line too; nestjs-pino
 * then only binds Nest's logger to that request logger. The worker has no requests.
 */
export function loggerModuleParams(process: 'api' | 'worker'): Params {
  return process === 'api'
    ? { pinoHttp: httpLoggerOptions(), useExisting: true, forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }] }
    : { pinoHttp: httpLoggerOptions() };
}
