import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { userFacing } from '../errors/http-exception.filter';

/** Lets a request through only with a live session. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw userFacing(new UnauthorizedException('Nicht angemeldet. Bitte melde dich an.'));
  }
}
