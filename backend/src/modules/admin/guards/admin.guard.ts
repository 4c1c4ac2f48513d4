import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { userFacing } from '../../../common/errors/http-exception.filter';
import { ADMIN_ROLES } from '../../identity/services/user-administration.service';
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
    if (!ADMIN_ROLES.includes(request.user.role)) throw AdminErrors.notAdmin();
    return true;
  }
}
