import type { ExecutionContext } from '@nestjs/common';

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
   * Form submits per address and form: a stand's visitors often share one trade-fair network,
   * so this is generous; bots are stopped by the honeypot and the minimum fill time instead.
   */
  formSubmit: { limit: 30, ttl: 60_000 },
  confirm: { limit: 30, ttl: 60_000 },
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
} as const;

/**
 * Counts per route and client address, and for the public form also per form, so that one
 * busy stand does not use up the allowance of another event's visitors on the same network.
 */
export function throttleKey(context: ExecutionContext, tracker: string, throttlerName: string): string {
  const params = (context.switchToHttp().getRequest<{ params?: Record<string, string> }>().params ?? {}) as Record<string, string>;
  const form = [params.companySlug, params.eventSlug, params.slug].filter(Boolean).join('/');
  return `${context.getClass().name}-${context.getHandler().name}-${throttlerName}-${tracker}-${form}`;
}
