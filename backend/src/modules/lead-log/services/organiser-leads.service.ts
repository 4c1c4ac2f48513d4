import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventsService, type EventRecord } from '../../events';
import type { Lead } from '../entities/lead.entity';
import { LeadLogErrors } from '../lead-log.errors';
import { LeadQueries } from '../repositories/lead-queries.repository';

/** A lead as its organiser reaches it (detail, qualification, resend): with its event, else 404. */
@Injectable()
export class OrganiserLeads {
  constructor(
    private readonly events: EventsService,
    private readonly queries: LeadQueries,
  ) {}

  /**
   * The organiser's lead and its event. An unknown, erased or other organiser's lead is the same
   * 404 'Lead nicht gefunden'. `lock`: the lead's row is locked for the rest of the transaction.
   */
  async find(accountId: string, leadId: string, manager?: EntityManager, lock = false): Promise<{ lead: Lead; event: EventRecord }> {
    const lead = await this.queries.findLead(leadId, manager, lock);
    if (!lead || lead.status === 'erased') throw LeadLogErrors.leadNotFound();
    const event = await this.events.getOwned(accountId, lead.eventId).catch(() => {
      throw LeadLogErrors.leadNotFound();
    });
    return { lead, event };
  }
}
