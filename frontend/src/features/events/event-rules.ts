/** The free first event is capped at 10 leads (the server's rule). */
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import { eventSlugFrom } from '@fairleads/shared/slug-rules';
import type { User } from '@/lib/auth';
import { isActiveEvent } from '@/lib/events';
import { i18n } from '@/i18n';
import './i18n';

/** Redirect to the settings 500 ms after creating an event. */
export const REDIRECT_AFTER_CREATE_MS = 500;

export type CreateTarget = 'payment' | 'create';

/** The demo event that /events?auto_create=true lays out for a new account runs 14 days from today. */
const DEMO_EVENT_DAYS = 14;

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The welcome dialog's first event: the organiser's name for it, the rest a ready-to-edit example
 * on the free first event. Its download is our blog's exhibitor guides, a real page the organiser
 * replaces with the own material.
 */
export function demoEventInput(today: Date, origin: string, name: string) {
  const end = new Date(today);
  end.setDate(end.getDate() + DEMO_EVENT_DAYS);
  return {
    name,
    slug: eventSlugFrom(name),
    startDate: isoDay(today),
    endDate: isoDay(end),
    downloadUrl: `${origin}/blog`,
  };
}

/**
 * Pay before filling: without a credit, once the free event is used (or, for a server that does
 * not say so, while an event is active), the purchase opens before the create dialog.
 */
export function createTarget(
  events: { status?: string | null }[],
  user: Pick<User, 'eventCredits'> & Partial<Pick<User, 'freeEventAvailable'>> | null | undefined,
): CreateTarget {
  if ((user?.eventCredits ?? 0) > 0) return 'create';
  const freeEventUsed = user?.freeEventAvailable === undefined ? events.some(isActiveEvent) : !user.freeEventAvailable;
  return freeEventUsed ? 'payment' : 'create';
}

/** The events page's way back from a purchase made to lift this event's limit. */
export function upgradeAfterPaymentPath(eventId: string): string {
  return `/events?upgrade=${encodeURIComponent(eventId)}&after_payment=true`;
}

interface LeadCounterText {
  value: string;
  status: string;
  limitReached: boolean;
}

/**
 * First-event counter: '3 von 10' ('3 of 10') with '7 verbleibend', or '10 von 10 (1 gelöscht)' with 'Limit
 * erreicht'. The cap counts every captured lead (erased ones keep their slot), the list only those
 * still there, so the count says how many of the used slots belong to erased leads.
 */
export function leadCounterText(capturedLeadCount: number, leadCount: number, limit = FREE_EVENT_LEAD_LIMIT): LeadCounterText {
  const limitReached = capturedLeadCount >= limit;
  return {
    // worded as the shared leadCapUsage counts it, in the SPA's language
    value: i18n.t('events:counter.usage', {
      used: Math.min(capturedLeadCount, limit),
      limit,
      erased: Math.max(0, capturedLeadCount - leadCount),
    }),
    status: limitReached ? i18n.t('events:counter.limitReached') : i18n.t('events:counter.remaining', { count: limit - capturedLeadCount }),
    limitReached,
  };
}

/** 'qr-code-' + lowercased name with spaces replaced by hyphens. */
export function qrFileName(eventName: string, extension: 'png' | 'svg'): string {
  return `qr-code-${eventName.toLowerCase().replace(/ /g, '-')}.${extension}`;
}

/** The QR must point to the public form (otherwise 'URL-Fehler'). */
export function isValidFormUrl(formUrl: string | null | undefined): boolean {
  return typeof formUrl === 'string' && formUrl.includes('/form/');
}
