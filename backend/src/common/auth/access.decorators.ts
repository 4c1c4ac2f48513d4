import { SetMetadata } from '@nestjs/common';
import type { ApiKeyScope, Permission } from './access-policy';

/**
 * Every route declares who may call it, with exactly one of these; the access guard refuses a
 * route without a declaration, and a test walks the route table for them.
 */
export const ACCESS_METADATA = 'fairleads:access';

export type RouteAccess =
  /** anyone: visitor pages, sign-in, registration, health */
  | { kind: 'public' }
  /** any signed-in user, with or without an account: their own profile, switching, invitations */
  | { kind: 'signed-in' }
  /** a member of the current account whose role holds the permission */
  | { kind: 'permission'; permission: Permission }
  /** the platform's own staff (admin panel) */
  | { kind: 'platform-admin' }
  /** a paired stand device (its own guard checks the device token) */
  | { kind: 'stand-device' }
  /**
   * a member whose role holds the permission, or a paired stand device of the route's event (its
   * X-Stand-Token header; the route's StandDeviceRoute guard checks it and the handler the event)
   */
  | { kind: 'permission-or-stand-device'; permission: Permission }
  /** an account's API key with this scope (the public API's own guard checks the bearer key) */
  | { kind: 'api-key'; scope: ApiKeyScope }
  /** a metrics scraper: this machine, or the bearer of METRICS_TOKEN (the route's MetricsRoute guard checks it) */
  | { kind: 'metrics-scrape' };

export const Public = () => SetMetadata(ACCESS_METADATA, { kind: 'public' } satisfies RouteAccess);
export const SignedIn = () => SetMetadata(ACCESS_METADATA, { kind: 'signed-in' } satisfies RouteAccess);
export const Allow = (permission: Permission) => SetMetadata(ACCESS_METADATA, { kind: 'permission', permission } satisfies RouteAccess);
export const PlatformAdmin = () => SetMetadata(ACCESS_METADATA, { kind: 'platform-admin' } satisfies RouteAccess);
export const StandDevice = () => SetMetadata(ACCESS_METADATA, { kind: 'stand-device' } satisfies RouteAccess);
export const AllowOrStandDevice = (permission: Permission) =>
  SetMetadata(ACCESS_METADATA, { kind: 'permission-or-stand-device', permission } satisfies RouteAccess);

/**
 * Metadata of a route whose own guard checks an API key (the public API's `ApiKeyRoute`, which
 * also declares the access): without that guard the access guard refuses the route.
 */
export const API_KEY_ROUTE = 'fairleads:api-key-route';

/**
 * Metadata of a route whose own guard decides who may scrape it (`MetricsRoute`,
 * common/metrics/metrics.controller.ts, which also declares the access).
 */
export const METRICS_ROUTE = 'fairleads:metrics-route';
