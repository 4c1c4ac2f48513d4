import { Injectable } from '@nestjs/common';
import { LeadCounts, LeadStatsPort } from '../../events';
import { LeadQueries } from '../repositories/lead-queries.repository';

/** Stored leads that are not erased, and how many of them arrived since a given time. */
export interface LeadTotals {
  totalLeads: number;
  leadsSince: number;
}

/** Lead figures for other modules: per event (events' LeadStatsPort) and for the whole installation (admin, public statistics). */
@Injectable()
export class LeadStatsService extends LeadStatsPort {
  constructor(private readonly queries: LeadQueries) {
    super();
  }

  async countsByEvent(eventIds: string[]): Promise<Map<string, LeadCounts>> {
    if (!eventIds.length) return new Map();
    return this.queries.countsByEvent(eventIds);
  }

  /** The admin panel's totals. */
  totalsSince(since: Date): Promise<LeadTotals> {
    return this.queries.adminTotals(since);
  }

  /** Every lead the installation captured, erased ones and those of deleted events too. */
  countAllCaptured(): Promise<number> {
    return this.queries.countAllCaptured();
  }

  /** Events deleted by the data lifecycle (they still count in the totals). */
  countDeletedEvents(): Promise<number> {
    return this.queries.countDeletedEvents();
  }
}
