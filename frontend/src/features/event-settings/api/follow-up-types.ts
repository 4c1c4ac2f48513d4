/**
 * The follow-ups API as docs/architecture.md ("Follow-ups") describes it, typed by hand because
 * the OpenAPI document does not carry these routes yet. Once `npm run openapi` has them, these
 * become ApiSchema<'FollowUpStep'> etc. (from '@/lib/api/schema') here, and nothing else changes.
 */

/** When a step may go out: ISO weekdays 1 (Monday) – 7, `from` < `to` as HH:MM, an IANA time zone. */
export interface FollowUpSendWindow {
  days: number[];
  from: string;
  to: string;
  timeZone: string;
}

/** One step as GET/PUT /api/events/{id}/follow-ups carry it (a bare array, at most 3, in order). */
export interface FollowUpStep {
  /** 0–365, not smaller than the step before's; 0: the next scheduler run after confirming. */
  delayDays: number;
  subject: string;
  body: string;
  /** An https URL, shown as the mail's button (through our counted redirect). */
  bookingUrl?: string | null;
  /** Without one: any time. */
  sendWindow?: FollowUpSendWindow | null;
}

/** Per step (numbered from 1, by position): leads waiting for it, mailed it, unsubscribed right after it, clicked its booking button. */
export interface FollowUpStepFigures {
  step: number;
  scheduled: number;
  sent: number;
  unsubscribed: number;
  clicked: number;
}

/** GET /api/events/{id}/follow-ups/status. */
export interface FollowUpStatus {
  /** The form's consent text: what the confirmed visitors agreed to (German). */
  consentText: string;
  /** Whether it mentions further e-mails; the settings warn when not. */
  consentMentionsMail: boolean;
  steps: FollowUpStepFigures[];
}

export const MAX_FOLLOW_UP_STEPS = 3;
