import type { ErrorCode } from './error-codes';

/**
 * A domain error: the module that raises it chooses its code, HTTP status and the German
 * sentence the SPA shows, in one errors file per module; its code is one of error-codes.ts. The
 * global filter only maps it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** More for the client, e.g. `{ errors: { email: '…' } }`: every field's message of a form. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
