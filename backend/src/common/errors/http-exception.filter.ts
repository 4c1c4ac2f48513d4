import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { redactUrl } from '../logging/logger.options';
import { AppError } from './app-error';
import { codeOfInputError, codeOfStatus, type ErrorCode } from './error-codes';

/** The body of every error answer: a machine code beside the German sentence, and the refused fields if any. */
export interface ErrorAnswer {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** A refused input's German sentence per field. */
  errors?: Record<string, string>;
}

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
/** The code a user-facing HttpException carries when its status alone does not say enough. */
const ERROR_CODE = Symbol('errorCode');

export function userFacing<T extends HttpException>(exception: T, code?: ErrorCode): T {
  const marks = exception as unknown as Record<symbol, unknown>;
  marks[USER_FACING] = true;
  if (code) marks[ERROR_CODE] = code;
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
 * The answer to any error: an AppError as its module worded it, an HttpException by its status
 * (with its own message and code where one of ours wrote it), an express middleware's input error
 * by its type, anything else a 500. German messages, never a stack trace.
 */
export function describeError(exception: unknown): ErrorAnswer {
  if (exception instanceof AppError) {
    return { ...(exception.details as Partial<ErrorAnswer> | undefined), statusCode: exception.status, code: exception.code, message: exception.message };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const marks = exception as unknown as Record<symbol, unknown>;
    const errors = fieldErrorsOf(exception);
    const code = (marks[ERROR_CODE] as ErrorCode | undefined) ?? codeOfStatus(statusCode);
    return { ...(errors && { errors }), statusCode, code, message: marks[USER_FACING] ? exception.message : defaultMessage(statusCode) };
  }
  // body-parser and other express middleware errors carry a status and a type
  const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    return { statusCode: status, code: codeOfInputError(type, status), message: inputErrorMessage(type, status) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_ERROR', message: defaultMessage(500) };
}

/** Every error leaves as describeError words it. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const answer = describeError(exception);
    // a deliberate 5xx (an AppError: the image host failed, payments are not set up) is logged by
    // the module that raised it, at the level it deserves; anything else here is a bug
    if (answer.statusCode >= 500 && !(exception instanceof AppError)) {
      this.logger.error({ err: exception, path: redactUrl(request.path) }, 'request failed');
    }
    if (response.headersSent) return;
    response.status(answer.statusCode).json(answer);
  }
}
