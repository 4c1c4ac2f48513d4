import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { isPublicApiPath } from '../http/public-api-path';

/**
 * Rate limits per client IP. Generous enough for a team sharing one trade-fair network,
 * tight enough to stop password guessing and mail bombing.
 */
export const RATE_LIMITS = {
  /** Every /api request. The leads page polls every 5 s, so 600 a minute leaves room for tabs. */
  default: { limit: 600, ttl: 60_000 },
  login: { limit: 10, ttl: 60_000 },
  /** Registering and re-sending the activation mail (the resend repeats the register call). */
  register: { limit: 10, ttl: 15 * 60_000 },
  verifyEmail: { limit: 30, ttl: 60_000 },
  /** An organiser's test of an event's DOI or welcome mail (each one a real mail). */
  eventTestMail: { limit: 10, ttl: 10 * 60_000 },
  /**
   * Form submits per address and form, counted once across the form's submit routes (API and page
   * post, by company and event slug or by the event slug): a stand's visitors often share one
   * trade-fair network, so this is generous; bots are stopped by the honeypot and the minimum fill
   * time instead. Also the e-mail confirmation page's resend, per route.
   */
  formSubmit: { limit: 30, ttl: 60_000 },
  /**
   * A registered stand device's submits, per device instead of per address and form: a tablet
   * sends a whole queue at once when the hall's network returns.
   */
  standDeviceSubmit: { limit: 120, ttl: 60_000 },
  /**
   * A member's captures on the lead desk ('Scannen'), per address: each one is a visitor at the
   * stand and a mail; a team on one trade-fair network shares it.
   */
  memberCapture: { limit: 60, ttl: 60_000 },
  /**
   * Refused stand tokens per address (missing, unknown, revoked, expired): such a request leaves the
   * per-address limits of the route, so its refusals are counted here instead.
   */
  standTokenRefused: { limit: 30, ttl: 60_000 },
  /**
   * Card photos read by the OCR, per member or stand device: a card takes the OCR about a second
   * of a worker thread, and a team scans a card now and then, not dozens a minute.
   */
  cardScan: { limit: 30, ttl: 60_000 },
  /** Tries at the PIN that leaves stand mode, per device: a 4-digit PIN must not be guessed. */
  standExit: { limit: 5, ttl: 60_000 },
  confirm: { limit: 30, ttl: 60_000 },
  /** The visitor's erase link (page post and API): one use each, a few tries to spare. */
  erase: { limit: 30, ttl: 60_000 },
  /** The follow-up mails' unsubscribe link (page post and the mail provider's one-click post), as the erase link. */
  unsubscribe: { limit: 30, ttl: 60_000 },
  /** 'Test senden' and 'Erneut senden' of webhooks: each one a signed POST to an address the organiser chose. */
  webhookSend: { limit: 20, ttl: 10 * 60_000 },
  /** Blog images fetched through the server; an article page shows a dozen or so. */
  imageProxy: { limit: 120, ttl: 60_000 },
  /** An event's readiness checklist: each call fetches up to three outside addresses (download, logo, header). */
  eventReadiness: { limit: 30, ttl: 60_000 },
  /** Logo and header uploads: each one is decoded and encoded anew. */
  eventImageUpload: { limit: 30, ttl: 10 * 60_000 },
  /** Support tickets and organiser enquiries: each one is two mails (to support and a receipt). */
  supportTicket: { limit: 5, ttl: 15 * 60_000 },
  /** Opening a checkout, a payment intent or the billing portal: each one is calls to Stripe. */
  payment: { limit: 20, ttl: 10 * 60_000 },
  /** 'Passwort vergessen': each request may be a mail (an address also gets at most 3 an hour, see credential-links.ts). */
  passwordReset: { limit: 5, ttl: 15 * 60_000 },
  /** Checking and following a reset or address-change link: its token cannot be guessed, this keeps scanners off. */
  credentialLink: { limit: 20, ttl: 15 * 60_000 },
  /** Changing the password or the address while signed in: each checks the current password (behind the login throttle too). */
  credentialsChange: { limit: 10, ttl: 15 * 60_000 },
  /**
   * The public API (/api/v1), per API key instead of per address: an integration platform calls
   * for many customers from a few addresses. Its answers say so in the IETF RateLimit headers.
   */
  apiKey: { limit: 300, ttl: 60_000 },
  /** Refused API keys per address (missing, unknown, revoked): such a request counts here instead. */
  apiKeyRefused: { limit: 30, ttl: 60_000 },
} as const;

/** Metadata of a route that a stand device may call (see StandDeviceRoute in common/auth/stand-device.guard.ts). */
export const STAND_DEVICE_ROUTE = 'fairleads:stand-device-route';
/** The header that carries a stand device's token (STAND_TOKEN_HEADER), as Express names it. */
const STAND_TOKEN_HEADER_LOWER = 'x-stand-token';

export interface StandDeviceRouteOptions {
  /** Without the header the route works as before (the public submit); with it the token must be valid. */
  optional?: boolean;
  /** A limit per device, counted after its token was checked. */
  deviceLimit?: { limit: number; ttl: number };
  /** A device's request leaves the per-address limits (its deviceLimit counts instead). */
  replacesAddressLimit?: boolean;
  /** On an optional route a member may also call: a limit per member for a request without a token. */
  memberLimit?: { limit: number; ttl: number };
}

/**
 * The throttler's skipIf: a request with a stand token on a route whose device limit replaces
 * the per-address one. The route's guard checks the token before anything else: a header that
 * is no valid token answers 401 and records nothing, and such refusals are counted per address
 * (standTokenRefused).
 */
export function countedPerStandDevice(context: ExecutionContext): boolean {
  const route = Reflect.getMetadata(STAND_DEVICE_ROUTE, context.getHandler()) as StandDeviceRouteOptions | undefined;
  if (!route?.replacesAddressLimit) return false;
  const req = context.switchToHttp().getRequest<{ headers?: Record<string, unknown> }>();
  return req.headers?.[STAND_TOKEN_HEADER_LOWER] !== undefined;
}

/**
 * The throttler's skipIf for the public API: a request to /api/v1 that carries an Authorization
 * header counts per key (RATE_LIMITS.apiKey, in the route's ApiKeyGuard), not per address; a
 * header that is no valid key counts per address there (apiKeyRefused).
 */
export function countedPerApiKey(context: ExecutionContext): boolean {
  const req = context.switchToHttp().getRequest<{ path?: string; headers?: Record<string, unknown> }>();
  return typeof req.path === 'string' && isPublicApiPath(req.path) && req.headers?.authorization !== undefined;
}

/** The default throttler's skipIf: what a route's own guard counts per stand device or API key instead. */
export function countedElsewhere(context: ExecutionContext): boolean {
  return countedPerStandDevice(context) || countedPerApiKey(context);
}

/**
 * Counts per route and client address, and for the public form also per form, so that one
 * busy stand does not use up the allowance of another event's visitors on the same network.
 */
export function throttleKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
  const params = (context.switchToHttp().getRequest<{ params?: Record<string, string> }>().params ?? {}) as Record<string, string>;
  const form = [params.companySlug, params.eventSlug, params.slug].filter(Boolean).join('/');
  return `${context.getClass().name}-${context.getHandler().name}-${throttlerName}-${tracker}-${form}`;
}

/**
 * One more request under `key` in the throttler's storage (Redis with REDIS_URL, so every replica
 * counts against one limit); once the limit is used up, 429 with Retry-After, as @Throttle answers.
 * For limits that @Throttle cannot key (per form, per stand device).
 */
export async function countOrRefuse(
  storage: ThrottlerStorage,
  context: ExecutionContext,
  key: string,
  { limit, ttl }: { limit: number; ttl: number },
  throttlerName: string,
): Promise<void> {
  const counted = await storage.increment(key, ttl, limit, ttl, throttlerName);
  if (!counted.isBlocked) return;
  context.switchToHttp().getResponse<Response>().header('Retry-After', String(Math.max(1, counted.timeToBlockExpire)));
  throw new ThrottlerException();
}
