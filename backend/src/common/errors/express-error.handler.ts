import type { NextFunction, Request, Response } from 'express';
import { defaultMessage } from './http-exception.filter';

/** German sentences for the input errors of body-parser and our input guard, by their `type`. */
const INPUT_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Die Anfrage enthält kein gültiges JSON.',
  'entity.too.deep': 'Die Anfrage ist zu tief verschachtelt.',
  'text.invalid': 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.',
  'charset.unsupported': 'Bitte sende die Daten als UTF-8.',
  'encoding.unsupported': 'Diese Komprimierung der Anfrage wird nicht unterstützt.',
};

/**
 * Errors raised by express middleware before Nest's router (a malformed or too deeply nested
 * JSON body, a body too large, broken characters, a session store that is down) also leave as
 * `{message, statusCode}` in German.
 */
export function expressErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number }).status ?? 500;
  const statusCode = status >= 400 && status < 600 ? status : 500;
  const type = (error as { type?: string }).type;
  const message = (statusCode < 500 && type && INPUT_ERROR_MESSAGES[type]) || defaultMessage(statusCode);
  res.status(statusCode).json({ message, statusCode });
}
