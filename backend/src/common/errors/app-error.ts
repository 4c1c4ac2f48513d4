/**
 * A domain error: the module that raises it chooses its code, HTTP status and the German
 * sentence the SPA shows, in one errors file per module. The global filter only maps it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
