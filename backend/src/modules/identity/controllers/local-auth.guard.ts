import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { requireCredentials } from '../services/authentication.service';

/**
 * Signs in with e-mail and password and starts a fresh session (passport regenerates the
 * session id on login, so a planted session id is worthless).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as Record<string, unknown>;
    // passport-local answers missing fields with a bare 401; the user deserves the real reason
    requireCredentials(body.email, body.password);
    const result = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return result;
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}
