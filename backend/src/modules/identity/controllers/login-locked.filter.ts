import { ArgumentsHost, Catch } from '@nestjs/common';
import type { Response } from 'express';
import { HttpExceptionFilter } from '../../../common/errors/http-exception.filter';
import { LoginLockedError } from '../identity.errors';

/**
 * On the sign-in routes: a locked account's 429 also says in Retry-After how many seconds the
 * lock still runs; the body is the one every error gets.
 */
@Catch(LoginLockedError)
export class LoginLockedFilter extends HttpExceptionFilter {
  override catch(error: LoginLockedError, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
    super.catch(error, host);
  }
}
