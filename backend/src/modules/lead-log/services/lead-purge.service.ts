import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LeadPurgeRepository } from '../repositories/lead-purge.repository';

export interface PurgedEvent {
  leadCount: number;
  confirmedCount: number;
  /** The visitors' addresses and the purged leads, so that mails still queued or kept for them can be forgotten too. */
  emails: string[];
  leadIds: string[];
}

/**
 * Deletes every lead of an event for the data lifecycle: the log streams (through the guard's
 * purge switch, for this transaction only), the personal data and the read model. What stays
 * is one row of anonymous totals, the deletion record, which the public statistics count.
 */
@Injectable()
export class LeadPurge {
  constructor(private readonly leads: LeadPurgeRepository) {}

  async purgeEvent(manager: EntityManager, event: { id: string; accountId: string; endDate: string }): Promise<PurgedEvent> {
    const visitors = await this.leads.visitors(manager, event.id);
    const counts = await this.leads.counts(manager, event.id);
    await this.leads.deleteStreams(manager, event.id);
    await this.leads.deleteReadModelAndPersonalData(manager, event.id);
    await this.leads.recordDeletedTotals(manager, {
      eventId: event.id,
      accountId: event.accountId,
      endDate: event.endDate,
      leadCount: counts.total,
      confirmedCount: counts.confirmed,
    });
    return { leadCount: counts.total, confirmedCount: counts.confirmed, emails: visitors.map((v) => v.email), leadIds: visitors.map((v) => v.leadId) };
  }
}
