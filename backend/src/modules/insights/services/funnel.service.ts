import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { FUNNEL_MAX_DAYS, FUNNEL_STEPS, type FunnelCounts, type FunnelDay, type FunnelReport, type FunnelStep } from '@fairleads/shared/funnel';
import type { EntityManager } from 'typeorm';
import { addDays, dateIn, startOfDay } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { retentionConfig } from '../../../config';
import { EventsService } from '../../events';
import { InsightsErrors } from '../insights.errors';
import { FunnelHitsRepository } from '../repositories/funnel-hits.repository';

const noCounts = (): FunnelCounts => ({ scans: 0, views: 0, submits: 0, confirmed: 0, downloads: 0, followUpClicked: 0 });

/** Whole days from `from` to `to` (YYYY-MM-DD), both included. */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The funnel of an event (shared/src/funnel.ts): counts its steps (an anonymous hit per step,
 * FunnelHitsRepository) and answers them per day in the business time zone.
 */
@Injectable()
export class FunnelService {
  private readonly logger = new Logger(FunnelService.name);

  constructor(
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly hits: FunnelHitsRepository,
  ) {}

  /** A step inside the caller's transaction (submit, confirmation, download, booking click): it counts when the fact commits. */
  count(manager: EntityManager, eventId: string, step: FunnelStep): Promise<void> {
    return this.hits.insert(eventId, step, manager);
  }

  /** A scan or a view: a failed count is logged and never costs the visitor the page. */
  async countVisit(eventId: string, step: 'scans' | 'views'): Promise<void> {
    try {
      await this.hits.insert(eventId, step);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, eventId, step }, 'a funnel hit was not counted');
    }
  }

  /**
   * The owner's event's funnel from `from` to `to` (YYYY-MM-DD, checked by the DTO), every day
   * listed. Without `from`: from the first count (today before any); without `to`: today.
   */
  async report(accountId: string, eventId: string, range: { from?: string; to?: string }): Promise<FunnelReport> {
    const event = await this.events.getOwned(accountId, eventId);
    const timeZone = this.retention.timeZone;
    const today = dateIn(this.clock.now(), timeZone);
    const to = range.to ?? today;
    let from = range.from;
    if (!from) {
      const first = await this.hits.firstAt(event.id);
      from = first ? dateIn(first, timeZone) : to;
      // the default covers the newest FUNNEL_MAX_DAYS days up to `to`
      if (from > to) from = to;
      if (daysInRange(from, to) > FUNNEL_MAX_DAYS) from = addDays(to, 1 - FUNNEL_MAX_DAYS);
    }
    if (from > to) throw InsightsErrors.funnelRangeReversed();
    if (daysInRange(from, to) > FUNNEL_MAX_DAYS) throw InsightsErrors.funnelRangeTooLong(FUNNEL_MAX_DAYS);

    const counted = await this.hits.countsByDay(event.id, startOfDay(from, timeZone), startOfDay(addDays(to, 1), timeZone), timeZone);
    const byDate = new Map<string, FunnelDay>();
    for (let date = from; date <= to; date = addDays(date, 1)) byDate.set(date, { date, ...noCounts() });
    const totals = noCounts();
    for (const { date, step, count } of counted) {
      const day = byDate.get(date);
      if (!day || !FUNNEL_STEPS.includes(step)) continue;
      day[step] += count;
      totals[step] += count;
    }
    return { from, to, days: [...byDate.values()], totals };
  }
}
