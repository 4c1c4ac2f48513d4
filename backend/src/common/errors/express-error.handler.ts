import type { NextFunction, Request, Response } from 'express';
import { requestLocale } from '../i18n/locale';
import { codeOfStatus } from './error-codes';
import { defaultMessage, describeError } from './http-exception.filter';

/**
 * Errors raised by express middleware before Nest's router (a malformed or too deeply nested
 * JSON body, a body too large, broken characters, a session store that is down) leave in the
 * same shape as every other error: `{statusCode, code, message}`, in the request's language.
 */
export function expressErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number }).status ?? 500;
  const statusCode = status >= 400 && status < 600 ? status : 500;
  const locale = requestLocale(req);
  if (statusCode < 500) {
    res.status(statusCode).json(describeError({ status: statusCode, type: (error as { type?: string }).type }, locale));
    return;
  }
  res.status(statusCode).json({ statusCode, code: codeOfStatus(statusCode), message: defaultMessage(statusCode, locale) });
}
