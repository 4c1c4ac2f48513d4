import { LeadEventNameAnswer } from './lead-list.answer';

/** One answer of the visitor, under the event's own label of the field. */
export class LeadFieldAnswer {
  label!: string;
  value!: string;
}

/** The consent as the log proves it: what the visitor saw and agreed to, when, from where. */
export class LeadConsentAnswer {
  text!: string;
  textHash!: string;
  formVersion!: number;
  doubleOptIn!: boolean;
  submittedAt!: Date;
  submitIpHash!: string | null;
  submitUserAgent!: string | null;
  confirmedAt!: Date | null;
  confirmIpHash!: string | null;
  confirmUserAgent!: string | null;
  /** Message ids of the double opt-in mails (first and resends). */
  doiMessageIds!: string[];
  /** Message ids of the welcome mail. */
  welcomeMessageIds!: string[];
}

/** Who caused a fact: a member of the account, a paired stand device or an API key, under the name it had then. */
export class LeadTimelineActorAnswer {
  /** A member of the account, a paired stand device, or an API key (an integration on the public API). */
  kind!: 'member' | 'device' | 'api-key';
  name!: string;
}

/** One fact of the lead's log, oldest first. */
export class LeadTimelineEntryAnswer {
  type!: string;
  at!: Date;
  actor!: 'visitor' | 'organiser' | 'system';
  /** What happened, in German, with who did it when the fact names them ('Notiz geändert · von Olga Schneider'). */
  label!: string;
  /** Who did it; null when the fact names no one (facts recorded before, the visitor's and the system's). */
  by!: LeadTimelineActorAnswer | null;
}

/** GET /api/leads/{id}: one lead for the detail panel. */
export class LeadDetailAnswer {
  id!: string;
  eventId!: string;
  event!: LeadEventNameAnswer;
  status!: 'pending' | 'confirmed';
  name!: string | null;
  email!: string;
  createdAt!: Date;
  rating!: 'hot' | 'warm' | 'cold' | null;
  tags!: string[];
  /** Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan. */
  source!: 'form' | 'stand' | 'badge' | 'card';
  note!: string | null;
  answers!: LeadFieldAnswer[];
  consent!: LeadConsentAnswer;
  timeline!: LeadTimelineEntryAnswer[];
}

/** POST /api/leads/{id}/resend-doi */
export class ResendDoiAnswer {
  message!: string;
  /** No further resend before this time. */
  lockedUntil!: Date;
}
