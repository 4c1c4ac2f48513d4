import type { EventBrand } from '@fairleads/shared/visitor-page';
import type { Locale } from '../../../common/i18n/locale';

/**
 * What the way out of the follow-ups knows about a link: ready (the button), unsubscribed (no
 * further follow-ups of the event, also after an erasure), invalid (the token names no lead).
 * `locale` is the lead's language (null for an invalid link), the page's unless the visitor chose one.
 */
export interface UnsubscribeView {
  state: 'ready' | 'unsubscribed' | 'invalid';
  eventName: string | null;
  brand: EventBrand | null;
  locale: Locale | null;
}

/**
 * The visitor side of the follow-up mails' links, as FollowUpLinksController needs it:
 * the unsubscribe page and its post (RFC 8058) and the counted booking button.
 */
export abstract class FollowUpLinks {
  /** The page on a GET: changes nothing (mail scanners open links). */
  abstract unsubscribePage(token: string): Promise<UnsubscribeView>;
  /** Stops every further follow-up of the event for that lead; the same answer the second time. */
  abstract unsubscribe(token: string): Promise<UnsubscribeView>;
  /**
   * Where the step's booking button leads (null: an unknown token, a step without a URL). A
   * person's visit (`personVisit`: not HEAD, not a link preview) marks the click once per lead and
   * step and counts it in the funnel; anything else only leads on.
   */
  abstract bookingTarget(token: string, step: number, personVisit: boolean): Promise<string | null>;
}
