import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LeadFiguresRepository } from '../repositories/lead-figures.repository';
import type { PeriodFigures } from '../domain/period-figures';
import { LeadQueries } from '../repositories/lead-queries.repository';

/** How many leads events have, for the mails that tell organisers (lifecycle mails, notices). */
@Injectable()
export class LeadFigures {
  constructor(
    private readonly queries: LeadQueries,
    private readonly figures: LeadFiguresRepository,
  ) {}

  /** The event's leads that are not erased. */
  count(eventId: string, manager?: EntityManager): Promise<number> {
    return this.queries.countActive(eventId, manager);
  }

  /**
   * The free event's cap as the event view counts it: every lead captured (`capturedLeadCount`,
   * erased ones too) and the ones still in the list (`leadCount`).
   */
  async capCounts(eventId: string, manager?: EntityManager): Promise<{ capturedLeadCount: number; leadCount: number }> {
    const counts = (await this.queries.countsByEvent([eventId], manager)).get(eventId);
    return { capturedLeadCount: counts?.captured ?? 0, leadCount: counts?.total ?? 0 };
  }

  /** Leads captured after `after` (from the start when null) up to `until`. */
  countCapturedBetween(manager: EntityManager, eventId: string, after: Date | null, until: Date): Promise<number> {
    return this.figures.countCapturedBetween(manager, eventId, after, until);
  }

  /** Per event; events without leads are missing from the map. */
  ofPeriod(eventIds: string[], from: Date, to: Date, manager?: EntityManager): Promise<Map<string, PeriodFigures>> {
    return eventIds.length ? this.figures.ofPeriod(eventIds, from, to, manager) : Promise.resolve(new Map());
  }

  /** When the first of these events' leads was captured; null without leads. */
  firstCapturedAt(eventIds: string[], manager?: EntityManager): Promise<Date | null> {
    return eventIds.length ? this.figures.firstCapturedAt(eventIds, manager) : Promise.resolve(null);
  }
}
