import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FunnelStep } from '@fairleads/shared/funnel';
import { DataSource, EntityManager } from 'typeorm';

/** A day's count of one step (the day in the time zone the query asked for). */
export interface FunnelDayCount {
  date: string;
  step: FunnelStep;
  count: number;
}

/**
 * The only place that touches funnel_hits: an insert per counted step (append-only, nothing
 * personal in it) and the counts per day. A hit inside a capture or confirmation takes the
 * caller's transaction, so it counts exactly when the fact commits.
 */
@Injectable()
export class FunnelHitsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(eventId: string, step: FunnelStep, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('INSERT INTO funnel_hits (event_id, step) VALUES ($1, $2)', [eventId, step]);
  }

  /** When the event's first hit was counted; null before any. */
  async firstAt(eventId: string): Promise<Date | null> {
    const [row] = (await this.dataSource.query('SELECT min(at) AS first FROM funnel_hits WHERE event_id = $1', [eventId])) as { first: Date | null }[];
    return row?.first ?? null;
  }

  /** Counts per calendar day in `timeZone` and step, of the hits in [from, until). */
  async countsByDay(eventId: string, from: Date, until: Date, timeZone: string): Promise<FunnelDayCount[]> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(at AT TIME ZONE $4, 'YYYY-MM-DD') AS date, step, count(*)::int AS count
         FROM funnel_hits WHERE event_id = $1 AND at >= $2 AND at < $3
        GROUP BY 1, 2`,
      [eventId, from, until, timeZone],
    )) as FunnelDayCount[];
    return rows;
  }
}
