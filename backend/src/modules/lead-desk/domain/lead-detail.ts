import type { LeadRating } from '../../lead-log';
import type { TimelineEntry } from './lead-timeline';

export interface LeadAnswer {
  /** The event's own label of the field. */
  label: string;
  value: string;
}

/** The consent as the log proves it: what the visitor saw and agreed to, when, from where. */
export interface ConsentRecord {
  text: string;
  textHash: string;
  formVersion: number;
  doubleOptIn: boolean;
  submittedAt: Date;
  submitIpHash: string | null;
  submitUserAgent: string | null;
  confirmedAt: Date | null;
  confirmIpHash: string | null;
  confirmUserAgent: string | null;
  /** Message ids of the double opt-in mails (first and resends) and of the welcome mail. */
  doiMessageIds: string[];
  welcomeMessageIds: string[];
}

export interface LeadDetail {
  id: string;
  eventId: string;
  event: { name: string };
  status: 'pending' | 'confirmed';
  name: string | null;
  email: string;
  createdAt: Date;
  rating: LeadRating | null;
  tags: string[];
  note: string | null;
  answers: LeadAnswer[];
  consent: ConsentRecord;
  timeline: TimelineEntry[];
}
