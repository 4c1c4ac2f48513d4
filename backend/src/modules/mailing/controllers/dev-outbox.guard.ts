import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { isPlatformAdmin, lacksRequiredSecondFactor } from '../../../common/auth/session-user';
import { isFromThisMachine } from '../../../common/security/client-address';

/**
 * The dev outbox holds every activation and double opt-in link: `make start` listens on all
 * interfaces so phones at the stand reach the form, but the outbox is only for the machine
 * itself or a signed-in platform admin (signed in with the second factor admins need). Everyone
 * else learns nothing, not even that it exists.
 */
export function maySeeDevOutbox(req: Request): boolean {
  return isFromThisMachine(req) || (req.user !== undefined && isPlatformAdmin(req.user) && !lacksRequiredSecondFactor(req.user));
}

@Injectable()
export class DevOutboxGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!maySeeDevOutbox(context.switchToHttp().getRequest<Request>())) throw new NotFoundException();
    return true;
  }
}
