import { VISITOR_PAGE_PATH } from '../http/visitor-paths';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** No form or setting of ours nests deeper than a few levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;
export const JSON_BODY_LIMIT = '100kb';

/** An input error raised before Nest's router; the express error handler words it in the request's language. */
export class InputError extends Error {
  readonly status = 400;
  constructor(readonly type: 'entity.too.deep' | 'text.invalid') {
    super(type);
  }
}

/**
 * The JSON body parser. Before JSON.parse builds anything, one linear pass over the raw bytes
 * refuses a body nested deeper than MAX_JSON_DEPTH (50,000 `[` used to overflow the stack of the
 * validation pipe). It keeps the raw bytes for signature checks (the Stripe webhook).
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (req, _res, raw) => {
      (req as Request & { rawBody?: Buffer }).rawBody = raw;
      if (nestingExceeds(raw, MAX_JSON_DEPTH)) throw new InputError('entity.too.deep');
    },
  });
}

/**
 * The visitor pages' forms post urlencoded without a script: flat fields only (no `a[b]`
 * nesting), small, and only on page paths; the API takes JSON alone.
 */
export function visitorFormBodyParser(): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  return (req, res, next) => (VISITOR_PAGE_PATH.test(req.path) ? parse(req, res, next) : next());
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Counts brackets outside strings; malformed JSON is left for JSON.parse to refuse. */
export function nestingExceeds(raw: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i += 1) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1; // the escaped character cannot end the string
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}

/** NUL (PostgreSQL refuses it in text) and UTF-16 halves without their partner (not text at all). */
const BROKEN_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBrokenText(text: string): boolean {
  return BROKEN_TEXT.test(text);
}

/** Strings anywhere in a parsed body or query, keys included. Depth is bounded by the parser. */
function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return isBrokenText(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => isBrokenText(key) || holdsBrokenText(item));
  }
  return false;
}

/** Path segments as the router will decode them into parameters; undecodable ones count as broken. */
function pathHoldsBrokenText(path: string): boolean {
  if (!path.includes('%')) return false;
  return path.split('/').some((segment) => {
    try {
      return isBrokenText(decodeURIComponent(segment));
    } catch {
      return true;
    }
  });
}

/**
 * One gate for every route, before validation: a NUL or a lone surrogate in the path, the query
 * or the body is a 400, never a database error or a validator's URIError.
 */
export function refuseBrokenText(req: Request, _res: Response, next: NextFunction): void {
  if (pathHoldsBrokenText(req.path) || holdsBrokenText(req.query) || holdsBrokenText(req.body)) {
    return next(new InputError('text.invalid'));
  }
  next();
}
