import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LeadCounts, LeadStatsPort } from '../events';

@Injectable()
export class LeadStatsService extends LeadStatsPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async countsByEvent(eventIds: string[]): Promise<Map<string, LeadCounts>> {
    if (!eventIds.length) return new Map();
    const rows: { event_id: string; total: number; confirmed: number }[] = await this.dataSource.query(
      `SELECT event_id, count(*)::int AS total, count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed
         FROM leads WHERE event_id = ANY($1) AND status <> 'erased' GROUP BY event_id`,
      [eventIds],
    );
    return new Map(rows.map((r) => [r.event_id, { total: r.total, confirmed: r.confirmed }]));
  }
}
