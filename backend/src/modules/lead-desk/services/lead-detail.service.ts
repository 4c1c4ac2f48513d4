import { Injectable } from '@nestjs/common';
import { LeadLog, LeadLogErrors, OrganiserLeads, type StoredLeadEvent } from '../../lead-log';
import { customAnswers, type ConsentRecord, type LeadAnswer, type LeadDetail } from '../domain/lead-detail';
import { timelineOf } from '../domain/lead-timeline';

/** One lead as the detail panel and the consent proof show it: its answers, its log, its consent. */
@Injectable()
export class LeadDetailService {
  constructor(
    private readonly organiserLeads: OrganiserLeads,
    private readonly log: LeadLog,
  ) {}

  async detail(accountId: string, leadId: string): Promise<LeadDetail> {
    const { lead, event } = await this.organiserLeads.find(accountId, leadId);
    const [person, stream] = await Promise.all([this.log.findPersonal(lead.id), this.log.streamOf(lead.id)]);
    if (!person) throw LeadLogErrors.leadNotFound();
    const answers: LeadAnswer[] = [
      { label: 'Name', value: person.name ?? '' },
      { label: 'E-Mail', value: person.email },
      ...customAnswers(event, person),
    ];
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
      source: lead.source,
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
