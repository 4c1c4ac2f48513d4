import type { NextFunction, Request, Response } from 'express';
import { defaultMessage } from './http-exception.filter';

/**
 * Errors raised by express middleware before Nest's router (a malformed JSON body, a body
 * too large, a session store that is down) also leave as `{message, statusCode}` in German.
 */
export function expressErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number }).status ?? 500;
  const statusCode = status >= 400 && status < 600 ? status : 500;
  const message =
    (error as { type?: string }).type === 'entity.parse.failed'
      ? 'Die Anfrage enthält kein gültiges JSON.'
      : defaultMessage(statusCode);
  res.status(statusCode).json({ message, statusCode });
}
