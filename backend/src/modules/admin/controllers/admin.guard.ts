import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { isPlatformAdmin } from '../../../common/auth/session-user';
import { userFacing } from '../../../common/errors/http-exception.filter';
import { AdminErrors, NOT_SIGNED_IN } from '../admin.errors';

/**
 * Every /api/admin route except the login: not signed in 401, signed in without the admin or
 * superadmin role 403. The session's user is read fresh on each request, so a demoted or
 * deactivated admin loses access at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) throw userFacing(new UnauthorizedException(NOT_SIGNED_IN));
    if (!isPlatformAdmin(request.user)) throw AdminErrors.notAdmin();
    return true;
  }
}
