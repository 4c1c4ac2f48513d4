import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PeriodFigures } from '../domain/period-figures';

/** Counts over the read model for the organiser notices; erased leads never count. */
@Injectable()
export class LeadFiguresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countCapturedBetween(manager: EntityManager, eventId: string, after: Date | null, until: Date): Promise<number> {
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM leads WHERE event_id = $1 AND status <> 'erased' AND created_at <= $3 AND ($2::timestamptz IS NULL OR created_at > $2)`,
      [eventId, after, until],
    );
    return n;
  }

  async ofPeriod(eventIds: string[], from: Date, to: Date, manager: EntityManager = this.dataSource.manager): Promise<Map<string, PeriodFigures>> {
    const rows: (PeriodFigures & { eventId: string })[] = await manager.query(
      `SELECT event_id AS "eventId",
              count(*) FILTER (WHERE created_at >= $2 AND created_at < $3)::int AS "newLeads",
              count(*) FILTER (WHERE created_at < $3)::int AS "totalLeads",
              count(*) FILTER (WHERE created_at < $3 AND status = 'confirmed')::int AS "confirmedLeads"
         FROM leads
        WHERE event_id = ANY($1::uuid[]) AND status <> 'erased'
        GROUP BY event_id`,
      [eventIds, from, to],
    );
    return new Map(rows.map(({ eventId, ...figures }) => [eventId, figures]));
  }

  async firstCapturedAt(eventIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Date | null> {
    const [{ at }] = await manager.query(`SELECT min(created_at) AS at FROM leads WHERE event_id = ANY($1::uuid[]) AND status <> 'erased'`, [eventIds]);
    return at;
  }
}
