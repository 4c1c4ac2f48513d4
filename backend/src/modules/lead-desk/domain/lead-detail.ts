import type { LeadSource } from '@fairleads/shared/lead-source';
import type { LeadRating } from '../../lead-log';
import type { TimelineEntry } from './lead-timeline';

export interface LeadAnswer {
  /** The event's own label of the field. */
  label: string;
  value: string;
}

/**
 * The answers to the event's own fields, under the event's labels as they are now; an answer to a
 * field switched off later still shows (as 'Zusatzfeld 1'). The detail and the public API show them so.
 */
export function customAnswers(
  labels: { customField1: string | null; customField2: string | null },
  values: { customField1: string | null; customField2: string | null },
): LeadAnswer[] {
  const answers: LeadAnswer[] = [];
  if (labels.customField1 || values.customField1) answers.push({ label: labels.customField1 || 'Zusatzfeld 1', value: values.customField1 ?? '' });
  if (labels.customField2 || values.customField2) answers.push({ label: labels.customField2 || 'Zusatzfeld 2', value: values.customField2 ?? '' });
  return answers;
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
  source: LeadSource;
  note: string | null;
  answers: LeadAnswer[];
  consent: ConsentRecord;
  timeline: TimelineEntry[];
}
