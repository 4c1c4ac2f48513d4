import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { STAND_TOKEN_HEADER } from '@fairleads/shared/stand-mode';
import { countOrRefuse, RATE_LIMITS, STAND_DEVICE_ROUTE, type StandDeviceRouteOptions } from '../security/rate-limits';
import type { SessionUser } from './session-user';
import { StandDeviceTokens, type AuthenticatedStandDevice } from './stand-device';

type StandRequest = Request & { standDevice?: AuthenticatedStandDevice };

/**
 * Checks the X-Stand-Token header (401 when it is missing, unknown, revoked or expired), counts
 * the route's per-device limit (429) and hands the device to the handler (@CurrentStandDevice).
 * On a route where the device's limit replaces the address's, refused tokens count per address.
 */
@Injectable()
export class StandDeviceGuard implements CanActivate {
  constructor(
    private readonly devices: StandDeviceTokens,
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.reflector.get<StandDeviceRouteOptions | undefined>(STAND_DEVICE_ROUTE, context.getHandler()) ?? {};
    const req = context.switchToHttp().getRequest<StandRequest>();
    const token = req.get(STAND_TOKEN_HEADER);
    if (token === undefined && route.optional) {
      // the member's own allowance (the access guard has checked the session by now)
      const userId = (req.user as SessionUser | undefined)?.id;
      if (route.memberLimit && userId) {
        await countOrRefuse(this.storage, context, `member-${context.getClass().name}-${context.getHandler().name}-${userId}`, route.memberLimit, 'member');
      }
      return true;
    }
    const device = await this.devices.authenticate(token).catch(async (error: unknown) => {
      // a route whose device limit replaces the address's counts refused tokens per address
      if (route.replacesAddressLimit) await countOrRefuse(this.storage, context, `stand-token-refused-${req.ip}`, RATE_LIMITS.standTokenRefused, 'stand-device');
      throw error;
    });
    if (route.deviceLimit) {
      const key = `stand-device-${context.getClass().name}-${context.getHandler().name}-${device.id}`;
      await countOrRefuse(this.storage, context, key, route.deviceLimit, 'stand-device');
    }
    req.standDevice = device;
    return true;
  }
}

/** A route a stand device calls with its token: the guard, and how the route counts it. */
export const StandDeviceRoute = (options: StandDeviceRouteOptions = {}) =>
  applyDecorators(SetMetadata(STAND_DEVICE_ROUTE, options), UseGuards(StandDeviceGuard));

/** The device the guard checked; undefined on an optional route called without a token. */
export const CurrentStandDevice = createParamDecorator(
  (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<StandRequest>().standDevice,
);
