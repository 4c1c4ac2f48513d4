import type { Localized, Wording } from '../i18n/localized';
import type { ErrorCode } from './error-codes';

/**
 * A domain error: the module that raises it chooses its code, HTTP status and its sentence for
 * people (German, and English for `Accept-Language: en`), in one errors file per module; its code
 * is one of error-codes.ts. The global filter only maps it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** A Localized pair, or a German sentence declared with `bilingual`. */
    readonly wording: Wording,
    /** More for the client, e.g. `{ errors: { email: localized(…) } }`: every field's message of a form. */
    readonly details?: { errors?: Record<string, Wording> } & Record<string, unknown>,
  ) {
    super(typeof wording === 'string' ? wording : wording.de);
    this.name = 'AppError';
  }
}

export type { Localized };
