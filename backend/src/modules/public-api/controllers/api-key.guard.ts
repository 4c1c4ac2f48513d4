import { applyDecorators, CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerStorage, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { ApiKeyActor, ApiKeyScope } from '../../../common/auth/access-policy';
import { ACCESS_METADATA, API_KEY_ROUTE, type RouteAccess } from '../../../common/auth/access.decorators';
import { countOrRefuse, RATE_LIMITS } from '../../../common/security/rate-limits';
import { PublicApiErrors } from '../public-api.errors';
import { ApiKeysService } from '../services/api-keys.service';

type ApiKeyRequest = Request & { apiKey?: ApiKeyActor };

/** The throttler storage's name of the per-key count (its keys: `api-key-<keyId>`). */
export const API_KEY_THROTTLER = 'api-key';
export const apiKeyLimitKey = (keyId: string) => `api-key-${keyId}`;
/** The IETF RateLimit policy every answer names (draft-ietf-httpapi-ratelimit-headers). */
const POLICY = `"per-key";q=${RATE_LIMITS.apiKey.limit};w=${RATE_LIMITS.apiKey.ttl / 1000}`;

/**
 * The public API's gate, after the access guard let the `api-key` declaration through:
 * `Authorization: Bearer <key>` (missing or malformed 401 API_KEY_MISSING, unknown or revoked 401
 * API_KEY_INVALID, both with `WWW-Authenticate: Bearer`; refusals count per address), the route's
 * scope (403 API_KEY_SCOPE_MISSING), then the key's own limit (300 a minute, 429 with
 * Retry-After), told in the RateLimit headers of every answer after it. The key's actor goes to
 * the handler (@CurrentApiKey). No answer of the public API may be cached.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly reflector: Reflector,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.get<RouteAccess | undefined>(ACCESS_METADATA, context.getHandler());
    if (access?.kind !== 'api-key') throw new Error('ApiKeyGuard on a route not declared with ApiKeyRoute');
    const req = context.switchToHttp().getRequest<ApiKeyRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Cache-Control', 'no-store');
    const key = await this.keys.authenticate(req.get('authorization')).catch(async (error: unknown) => {
      res.setHeader('WWW-Authenticate', 'Bearer');
      await countOrRefuse(this.storage, context, `api-key-refused-${req.ip}`, RATE_LIMITS.apiKeyRefused, API_KEY_THROTTLER);
      throw error;
    });
    await this.count(key, res);
    if (!key.scopes.includes(access.scope)) throw PublicApiErrors.scopeMissing(access.scope);
    req.apiKey = key;
    return true;
  }

  /** One more request of the key; every answer from here on says what is left, a used-up key gets 429. */
  private async count(key: ApiKeyActor, res: Response): Promise<void> {
    const { limit, ttl } = RATE_LIMITS.apiKey;
    const counted = await this.storage.increment(apiKeyLimitKey(key.keyId), ttl, limit, ttl, API_KEY_THROTTLER);
    const reset = counted.isBlocked ? counted.timeToBlockExpire : counted.timeToExpire;
    res.setHeader('RateLimit-Policy', POLICY);
    res.setHeader('RateLimit', `"per-key";r=${Math.max(0, limit - counted.totalHits)};t=${Math.max(0, reset)}`);
    if (!counted.isBlocked) return;
    res.setHeader('Retry-After', String(Math.max(1, counted.timeToBlockExpire)));
    throw new ThrottlerException();
  }
}

/** A route of the public API: the `api-key` access declaration with its scope, and the guard that checks the key. */
export const ApiKeyRoute = (scope: ApiKeyScope) =>
  applyDecorators(SetMetadata(ACCESS_METADATA, { kind: 'api-key', scope } satisfies RouteAccess), SetMetadata(API_KEY_ROUTE, true), UseGuards(ApiKeyGuard));

/** The key the guard checked: its account, scopes and name. */
export const CurrentApiKey = createParamDecorator((_: unknown, context: ExecutionContext): ApiKeyActor => {
  const key = context.switchToHttp().getRequest<ApiKeyRequest>().apiKey;
  if (!key) throw new Error('CurrentApiKey used on a route without ApiKeyRoute');
  return key;
});
