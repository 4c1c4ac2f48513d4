import type { EventStatus } from '../entities/event.entity';

/** An event as work outside a request (the data lifecycle, the lead notices) needs it. */
export interface EventFacts {
  id: string;
  /** The owning account. */
  accountId: string;
  name: string;
  slug: string;
  /** Calendar days (YYYY-MM-DD) in the business time zone. */
  startDate: string;
  endDate: string;
  status: EventStatus;
  /** The account's free first event, still capped (false once upgraded). */
  isFree: boolean;
}
