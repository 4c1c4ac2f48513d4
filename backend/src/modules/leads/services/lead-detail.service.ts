import { Injectable } from '@nestjs/common';
import type { StoredLeadEvent } from '../domain/lead-events';
import { timelineOf, type TimelineEntry } from '../domain/lead-timeline';
import type { LeadRating } from '../entities/lead.entity';
import { LeadErrors } from '../leads.errors';
import { LeadQueries } from '../repositories/lead-queries.repository';
import { LeadStore } from '../repositories/lead-store';
import { OrganiserLeads } from './organiser-leads';

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

/** One lead as the detail panel and the consent proof show it: its answers, its log, its consent. */
@Injectable()
export class LeadDetailService {
  constructor(
    private readonly organiserLeads: OrganiserLeads,
    private readonly queries: LeadQueries,
    private readonly store: LeadStore,
  ) {}

  async detail(userId: string, leadId: string): Promise<LeadDetail> {
    const { lead, event } = await this.organiserLeads.find(userId, leadId);
    const [person, stream] = await Promise.all([this.queries.findPersonal(lead.id), this.store.streamOf(lead.id)]);
    if (!person) throw LeadErrors.leadNotFound();
    const answers: LeadAnswer[] = [
      { label: 'Name', value: person.name ?? '' },
      { label: 'E-Mail', value: person.email },
    ];
    // the event's labels as they are now; an answer to a field switched off later still shows
    if (event.customField1 || person.customField1) answers.push({ label: event.customField1 || 'Zusatzfeld 1', value: person.customField1 ?? '' });
    if (event.customField2 || person.customField2) answers.push({ label: event.customField2 || 'Zusatzfeld 2', value: person.customField2 ?? '' });
    return {
      id: lead.id,
      eventId: event.id,
      event: { name: event.name },
      status: lead.status === 'confirmed' ? 'confirmed' : 'pending',
      name: person.name,
      email: person.email,
      createdAt: lead.createdAt,
      rating: lead.rating,
      tags: lead.tags,
      note: person.note,
      answers,
      consent: consentOf(stream),
      timeline: timelineOf(stream),
    };
  }
}

function consentOf(stream: readonly StoredLeadEvent[]): ConsentRecord {
  const captured = stream.find((e): e is StoredLeadEvent<'LeadCaptured'> => e.type === 'LeadCaptured');
  if (!captured) throw new Error(`lead ${stream[0]?.leadId}: no LeadCaptured`);
  const confirmed = stream.find((e): e is StoredLeadEvent<'LeadConfirmed'> => e.type === 'LeadConfirmed');
  const messageIds = (type: 'DoiMailSent' | 'WelcomeMailSent') =>
    stream.filter((e) => e.type === type).map((e) => (e.data as { messageId: string }).messageId);
  return {
    text: captured.data.consentText,
    textHash: captured.data.consentTextHash,
    formVersion: captured.data.formVersion,
    doubleOptIn: captured.data.doubleOptIn,
    submittedAt: captured.occurredAt,
    submitIpHash: captured.data.ipHash,
    submitUserAgent: captured.data.userAgent,
    // without double opt-in the capture itself is the confirmation
    confirmedAt: confirmed?.occurredAt ?? (captured.data.doubleOptIn ? null : captured.occurredAt),
    confirmIpHash: confirmed?.data.ipHash ?? null,
    confirmUserAgent: confirmed?.data.userAgent ?? null,
    doiMessageIds: messageIds('DoiMailSent'),
    welcomeMessageIds: messageIds('WelcomeMailSent'),
  };
}
