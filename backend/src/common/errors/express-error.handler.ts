import type { NextFunction, Request, Response } from 'express';
import { defaultMessage, inputErrorMessage } from './http-exception.filter';

/**
 * Errors raised by express middleware before Nest's router (a malformed or too deeply nested
 * JSON body, a body too large, broken characters, a session store that is down) also leave as
 * `{message, statusCode}` in German.
 */
export function expressErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number }).status ?? 500;
  const statusCode = status >= 400 && status < 600 ? status : 500;
  const message = statusCode < 500 ? inputErrorMessage((error as { type?: string }).type, statusCode) : defaultMessage(statusCode);
  res.status(statusCode).json({ message, statusCode });
}
