import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, requestLocale, type Locale } from '../i18n/locale';
import { fieldWordsIn, localized, wordIn, type Localized, type Wording } from '../i18n/localized';
import { redactUrl } from '../logging/logger.options';
import { AppError } from './app-error';
import { codeOfInputError, codeOfStatus, type ErrorCode } from './error-codes';

/** The body of every error answer: a machine code beside a sentence in the request's language, and the refused fields if any. */
export interface ErrorAnswer {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** A refused input's sentence per field. */
  errors?: Record<string, string>;
}

/** Sentences for the statuses that the framework raises on its own. */
const DEFAULT_MESSAGES: Record<number, Localized> = {
  400: localized('Die Anfrage ist ungültig.', 'The request is invalid.'),
  401: localized('Bitte melde dich an.', 'Please sign in.'),
  403: localized('Dafür fehlt dir die Berechtigung.', 'You are not allowed to do this.'),
  404: localized('Nicht gefunden.', 'Not found.'),
  405: localized('Diese Aktion ist hier nicht erlaubt.', 'This action is not allowed here.'),
  409: localized('Die Anfrage steht im Konflikt mit vorhandenen Daten.', 'The request conflicts with existing data.'),
  413: localized('Die Anfrage ist zu groß.', 'The request is too large.'),
  415: localized('Bitte sende die Daten als JSON.', 'Please send the data as JSON.'),
  429: localized('Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.', 'Too many requests. Please wait a moment and try again.'),
  500: localized('Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später erneut.', 'An unexpected error occurred. Please try again later.'),
  503: localized('Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut.', 'The service is unavailable right now. Please try again later.'),
};

/** Sentences for the input errors of body-parser and our input guard, by their `type`. */
const INPUT_ERROR_MESSAGES: Record<string, Localized> = {
  'entity.parse.failed': localized('Die Anfrage enthält kein gültiges JSON.', 'The request does not contain valid JSON.'),
  'entity.too.deep': localized('Die Anfrage ist zu tief verschachtelt.', 'The request is nested too deeply.'),
  'text.invalid': localized(
    'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.',
    'The input contains invalid characters (such as NUL bytes or incomplete Unicode characters). Please remove them.',
  ),
  'charset.unsupported': localized('Bitte sende die Daten als UTF-8.', 'Please send the data as UTF-8.'),
  'encoding.unsupported': localized('Diese Komprimierung der Anfrage wird nicht unterstützt.', 'This compression of the request is not supported.'),
};

/** The sentence of an input error by its `type`, else the one of its status. */
export function inputErrorMessage(type: string | undefined, status: number, locale: Locale = DEFAULT_LOCALE): string {
  return (type && INPUT_ERROR_MESSAGES[type]?.[locale]) || defaultMessage(status, locale);
}

/** Marks an HttpException whose message was written for the user (German, made bilingual by `bilingual`), not by the framework. */
export const USER_FACING = Symbol('userFacing');
/** The code a user-facing HttpException carries when its status alone does not say enough. */
const ERROR_CODE = Symbol('errorCode');

export function userFacing<T extends HttpException>(exception: T, code?: ErrorCode): T {
  const marks = exception as unknown as Record<symbol, unknown>;
  marks[USER_FACING] = true;
  if (code) marks[ERROR_CODE] = code;
  return exception;
}

export function defaultMessage(status: number, locale: Locale = DEFAULT_LOCALE): string {
  return (DEFAULT_MESSAGES[status] ?? (status >= 500 ? DEFAULT_MESSAGES[500] : DEFAULT_MESSAGES[400]))[locale];
}

/** The per-field messages a user-facing exception carries (the validation pipe's), if any. */
function fieldErrorsOf(exception: unknown): Record<string, Wording> | undefined {
  if (!(exception instanceof HttpException) || !(exception as unknown as Record<symbol, boolean>)[USER_FACING]) return undefined;
  const body = exception.getResponse();
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  return typeof errors === 'object' && errors !== null && !Array.isArray(errors) ? (errors as Record<string, Wording>) : undefined;
}

/**
 * The answer to any error: an AppError as its module worded it, an HttpException by its status
 * (with its own message and code where one of ours wrote it), an express middleware's input error
 * by its type, anything else a 500. Sentences in `locale` (German by default), never a stack trace.
 */
export function describeError(exception: unknown, locale: Locale = DEFAULT_LOCALE): ErrorAnswer {
  if (exception instanceof AppError) {
    const { errors, ...details } = exception.details ?? {};
    return {
      ...details,
      ...(errors && { errors: fieldWordsIn(errors, locale) }),
      statusCode: exception.status,
      code: exception.code,
      message: wordIn(exception.wording, locale),
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const marks = exception as unknown as Record<symbol, unknown>;
    const errors = fieldErrorsOf(exception);
    const code = (marks[ERROR_CODE] as ErrorCode | undefined) ?? codeOfStatus(statusCode);
    const message = marks[USER_FACING] ? wordIn(exception.message, locale) : defaultMessage(statusCode, locale);
    return { ...(errors && { errors: fieldWordsIn(errors, locale) }), statusCode, code, message };
  }
  // body-parser and other express middleware errors carry a status and a type
  const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    return { statusCode: status, code: codeOfInputError(type, status), message: inputErrorMessage(type, status, locale) };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_ERROR', message: defaultMessage(500, locale) };
}

/** Every error leaves as describeError words it, in the language the request asks for (Accept-Language). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const answer = describeError(exception, requestLocale(request));
    // a deliberate 5xx (an AppError: the image host failed, payments are not set up) is logged by
    // the module that raised it, at the level it deserves; anything else here is a bug
    if (answer.statusCode >= 500 && !(exception instanceof AppError)) {
      this.logger.error({ err: exception, path: redactUrl(request.path) }, 'request failed');
    }
    if (response.headersSent) return;
    response.status(answer.statusCode).json(answer);
  }
}
