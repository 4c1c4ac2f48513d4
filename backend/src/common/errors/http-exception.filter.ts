import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { redactUrl } from '../logging/logger.options';
import { AppError } from './app-error';

/** German sentences for the statuses that the framework raises on its own. */
const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melde dich an.',
  403: 'Dafür fehlt dir die Berechtigung.',
  404: 'Nicht gefunden.',
  405: 'Diese Aktion ist hier nicht erlaubt.',
  409: 'Die Anfrage steht im Konflikt mit vorhandenen Daten.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Bitte sende die Daten als JSON.',
  429: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
  500: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später erneut.',
  503: 'Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut.',
};

/** German sentences for the input errors of body-parser and our input guard, by their `type`. */
const INPUT_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Die Anfrage enthält kein gültiges JSON.',
  'entity.too.deep': 'Die Anfrage ist zu tief verschachtelt.',
  'text.invalid': 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.',
  'charset.unsupported': 'Bitte sende die Daten als UTF-8.',
  'encoding.unsupported': 'Diese Komprimierung der Anfrage wird nicht unterstützt.',
};

/** The German sentence of an input error by its `type`, else the one of its status. */
export function inputErrorMessage(type: string | undefined, status: number): string {
  return (type && INPUT_ERROR_MESSAGES[type]) || defaultMessage(status);
}

/** Marks an HttpException whose message was written for the user (German), not by the framework. */
export const USER_FACING = Symbol('userFacing');

export function userFacing<T extends HttpException>(exception: T): T {
  (exception as unknown as Record<symbol, boolean>)[USER_FACING] = true;
  return exception;
}

export function defaultMessage(status: number): string {
  return DEFAULT_MESSAGES[status] ?? (status >= 500 ? DEFAULT_MESSAGES[500] : DEFAULT_MESSAGES[400]);
}

/** The per-field messages a user-facing exception carries (the validation pipe's), if any. */
function fieldErrorsOf(exception: unknown): Record<string, string> | undefined {
  if (!(exception instanceof HttpException) || !(exception as unknown as Record<symbol, boolean>)[USER_FACING]) return undefined;
  const body = exception.getResponse();
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors) ? (errors as Record<string, string>) : undefined;
}

/**
 * Every error leaves as `{message, statusCode}` (plus an AppError's details, or a refused input's
 * `errors` by field) with a German message and no stack trace.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const { statusCode, message } = this.describe(exception);
    const errors = fieldErrorsOf(exception);
    const details = exception instanceof AppError ? exception.details : errors && { errors };
    // a deliberate 5xx (an AppError: the image host failed, payments are not set up) is logged by
    // the module that raised it, at the level it deserves; anything else here is a bug
    if (statusCode >= 500 && !(exception instanceof AppError)) {
      this.logger.error({ err: exception, path: redactUrl(request.path) }, 'request failed');
    }
    if (response.headersSent) return;
    response.status(statusCode).json({ ...details, message, statusCode });
  }

  private describe(exception: unknown): { statusCode: number; message: string } {
    if (exception instanceof AppError) return { statusCode: exception.status, message: exception.message };
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const written = (exception as unknown as Record<symbol, boolean>)[USER_FACING];
      return { statusCode, message: written ? exception.message : defaultMessage(statusCode) };
    }
    // body-parser and other express middleware errors carry a status and a type
    const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: inputErrorMessage((exception as { type?: string }).type, status) };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: defaultMessage(500) };
  }
}
