import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import { STAND_DEVICE_ROUTE, type StandDeviceRouteOptions } from '../security/rate-limits';
import { can, type Permission } from './access-policy';
import { ACCESS_METADATA, API_KEY_ROUTE, METRICS_ROUTE, type RouteAccess } from './access.decorators';
import { AccessErrors } from './access.errors';
import { accountActorOf, isPlatformAdmin, lacksRequiredSecondFactor, type SessionUser } from './session-user';

/** The route's declaration: the handler's, else its controller's. */
export function routeAccessOf(reflector: Reflector, context: Pick<ExecutionContext, 'getHandler' | 'getClass'>): RouteAccess | undefined {
  return reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
}

/**
 * The one gate of every HTTP route (an APP_GUARD): it reads the route's declaration
 * (access.decorators.ts) and refuses a route that has none. Guards run after the middleware, so
 * the passport session is read by then; the user is read fresh on each request, so a changed
 * role or a demoted admin counts at once. Where a second factor is required (a platform admin; an
 * account whose owner requires it), a session that did not prove one gets only the @SignedIn
 * routes (the own settings, where it enrols): the admin's and the account's routes answer 403
 * SECOND_FACTOR_REQUIRED.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const access = routeAccessOf(this.reflector, context);
    if (!access) throw AccessErrors.undeclared();
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.isAuthenticated?.() && req.user ? (req.user as SessionUser) : undefined;
    switch (access.kind) {
      case 'public':
        return true;
      // the stand device guard on the route (StandDeviceRoute) checks the device's token; without it, nothing would
      case 'stand-device':
        if (this.reflector.get(STAND_DEVICE_ROUTE, context.getHandler()) === undefined) throw AccessErrors.undeclared();
        return true;
      // likewise the API key guard on the route (ApiKeyRoute, public API) checks the bearer key and its scope
      case 'api-key':
        if (this.reflector.get(API_KEY_ROUTE, context.getHandler()) === undefined) throw AccessErrors.undeclared();
        return true;
      // and the metrics route's own guard (MetricsRoute) lets only this machine or the token's bearer scrape
      case 'metrics-scrape':
        if (this.reflector.get(METRICS_ROUTE, context.getHandler()) === undefined) throw AccessErrors.undeclared();
        return true;
      // a request with a stand token is the device's (the route's optional StandDeviceRoute checks
      // it); without one, the member's permission as for @Allow
      case 'permission-or-stand-device': {
        const route = this.reflector.get<StandDeviceRouteOptions | undefined>(STAND_DEVICE_ROUTE, context.getHandler());
        if (!route?.optional) throw AccessErrors.undeclared();
        if (req.get(STAND_TOKEN_HEADER) !== undefined) return true;
        return this.member(user, access.permission);
      }
      case 'signed-in':
        if (!user) throw AccessErrors.notSignedIn();
        return true;
      case 'platform-admin':
        if (!user) throw AccessErrors.notSignedIn();
        if (!isPlatformAdmin(user)) throw AccessErrors.notPlatformAdmin();
        if (lacksRequiredSecondFactor(user)) throw AccessErrors.secondFactorRequired();
        return true;
      case 'permission':
        return this.member(user, access.permission);
    }
  }

  private member(user: SessionUser | undefined, permission: Permission): boolean {
    if (!user) throw AccessErrors.notSignedIn();
    const actor = accountActorOf(user);
    if (!actor) throw AccessErrors.noAccount();
    if (!can(actor, permission)) throw AccessErrors.roleLacksPermission();
    if (lacksRequiredSecondFactor(user)) throw AccessErrors.secondFactorRequired();
    return true;
  }
}
