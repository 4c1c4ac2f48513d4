import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { EventFacts } from '../domain/event-facts';

const FACT_COLUMNS = `id, user_id AS "userId", name, slug, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate", status, is_free AS "isFree"`;

/** The events table as scheduled work reads it: unscoped, by id lists, as plain rows. */
@Injectable()
export class EventFactsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  endedBefore(today: string, excluding: string[], limit: number, manager: EntityManager = this.dataSource.manager): Promise<EventFacts[]> {
    return manager.query(
      `SELECT ${FACT_COLUMNS} FROM events
        WHERE end_date < $1::date AND NOT (id = ANY($2::uuid[]))
        ORDER BY end_date, id
        LIMIT $3`,
      [today, excluding, limit],
    );
  }

  async lock(manager: EntityManager, eventId: string): Promise<EventFacts | null> {
    const [row] = await manager.query(`SELECT ${FACT_COLUMNS} FROM events WHERE id = $1 FOR UPDATE`, [eventId]);
    return row ?? null;
  }

  async lockKeyShare(manager: EntityManager, eventId: string): Promise<EventFacts | null> {
    const [row] = await manager.query(`SELECT ${FACT_COLUMNS} FROM events WHERE id = $1 FOR KEY SHARE`, [eventId]);
    return row ?? null;
  }

  ofOwners(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<{ id: string; userId: string }[]> {
    return manager.query(`SELECT id, user_id AS "userId" FROM events WHERE user_id = ANY($1::uuid[])`, [userIds]);
  }

  async ownersWithEvents(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { userId: string }[] = await manager.query(
      `SELECT DISTINCT user_id AS "userId" FROM events WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return rows.map((row) => row.userId);
  }

  ofOwner(userId: string, manager: EntityManager = this.dataSource.manager): Promise<EventFacts[]> {
    return manager.query(`SELECT ${FACT_COLUMNS} FROM events WHERE user_id = $1 ORDER BY start_date DESC, name`, [userId]);
  }
}
