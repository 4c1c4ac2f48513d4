import { join } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Files under assets/ carry a hash of their content in their name, so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** However the API prefix is spelled, it is never a file. */
const API_PATH = /^\/api(\/|$)/i;

/**
 * The built SPA's files. The build puts a brotli (.br) and a gzip (.gz) copy next to each text
 * file of 1 KB or more (frontend/vite.config.ts); a client that accepts them gets that copy with
 * the original's Content-Type and `Vary: Accept-Encoding`, so nothing is compressed per request.
 * Hashed assets are immutable, everything else is revalidated; source maps stay with developers
 * in production. API paths skip the file lookup (a stat per request was 3.7 % of the API's CPU
 * under the leads poll).
 */
export function staticAssets(dir: string, options: { production: boolean }): RequestHandler {
  const hashedAssets = join(dir, 'assets', '/');
  const files = expressStaticGzip(dir, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache'),
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (API_PATH.test(req.path)) return next();
    if (options.production && req.path.endsWith('.map')) return next(notFound());
    // express-static-gzip would answer a broken escape with its own plain-text 400; such a path
    // names no file, so it goes on to the page or the 404 like any other
    if (!decodable(req.path)) return next();
    files(req, res, next);
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function notFound(): Error {
  return Object.assign(new Error('not found'), { status: 404 });
}
