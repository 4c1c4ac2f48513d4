import { Injectable } from '@nestjs/common';
import type { ApiKeyActor } from '../../../common/auth/access-policy';
import { EventsService, type EventRecord } from '../../events';
import { customAnswers, DEFAULT_PAGE_SIZE, LeadQualificationService, LeadsQueryService, type LeadListQuery, type LeadView, type PageCursor } from '../../lead-desk';
import type { PublicLeadAnswer, PublicRemovedLeadAnswer } from '../dto/public-lead.answer';
import type { PublicLeadChangeDto } from '../dto/public-lead-change.dto';

type Labels = Pick<EventRecord, 'customField1' | 'customField2'>;

export interface PublicLeadList {
  leads: (PublicLeadAnswer | PublicRemovedLeadAnswer)[];
  /** The X-Leads-Cursor: given back as `since`, the changes after this answer. */
  cursor: string;
  /** Where the next page starts (page mode, while more follow). */
  next: PageCursor | null;
}

/**
 * The public API's leads: the lead desk's query (its pages, its `since` changes, its rules and
 * errors) and its qualification, in the public shape. One page costs the desk's queries and one
 * for the events' field labels, whatever its length.
 */
@Injectable()
export class PublicLeadsService {
  constructor(
    private readonly leads: LeadsQueryService,
    private readonly events: EventsService,
    private readonly qualification: LeadQualificationService,
  ) {}

  /** Without limit, cursor and since: the first page of the default size (never the whole list). */
  async list(key: ApiKeyActor, query: LeadListQuery): Promise<PublicLeadList> {
    const paged: LeadListQuery = query.mode.kind === 'all' ? { ...query, mode: { kind: 'page', limit: DEFAULT_PAGE_SIZE } } : query;
    const [answer, labels] = await Promise.all([this.leads.list(key.accountId, paged), this.labels(key.accountId)]);
    const leads = answer.leads.map((lead) => ('removed' in lead ? { id: lead.id, removed: true as const } : publicLead(lead, labels.get(lead.eventId))));
    return { leads, cursor: answer.cursor, next: answer.kind === 'page' ? answer.next : null };
  }

  async get(key: ApiKeyActor, leadId: string): Promise<PublicLeadAnswer> {
    const lead = await this.leads.one(key.accountId, leadId);
    const event = await this.events.getOwned(key.accountId, lead.eventId);
    return publicLead(lead, event);
  }

  /** The desk's qualification (rating, tags), its fact naming the key. */
  async qualify(key: ApiKeyActor, leadId: string, change: PublicLeadChangeDto, correlationId?: string): Promise<PublicLeadAnswer> {
    await this.qualification.qualify(key, leadId, { rating: change.rating, tags: change.tags }, correlationId);
    return this.get(key, leadId);
  }

  private async labels(accountId: string): Promise<Map<string, Labels>> {
    return new Map((await this.events.listOwned(accountId)).map((event) => [event.id, event]));
  }
}

function latest(...times: (Date | null)[]): Date {
  return new Date(Math.max(...times.filter((time): time is Date => time !== null).map((time) => time.getTime())));
}

function publicLead(lead: LeadView, labels: Labels | undefined): PublicLeadAnswer {
  return {
    id: lead.id,
    eventId: lead.eventId,
    eventName: lead.event.name,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    answers: customAnswers(labels ?? { customField1: null, customField2: null }, lead),
    rating: lead.rating,
    tags: lead.tags,
    source: lead.source,
    createdAt: lead.createdAt,
    confirmedAt: lead.doiConfirmedAt,
    updatedAt: latest(lead.createdAt, lead.doiConfirmedAt, lead.qualifiedAt),
  };
}
