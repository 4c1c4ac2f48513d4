import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { EventFacts } from '../domain/event-facts';

const FACT_COLUMNS = `id, account_id AS "accountId", name, slug, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
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

  ofOwners(accountIds: string[], manager: EntityManager = this.dataSource.manager): Promise<{ id: string; accountId: string }[]> {
    return manager.query(`SELECT id, account_id AS "accountId" FROM events WHERE account_id = ANY($1::uuid[])`, [accountIds]);
  }

  async ownersWithEvents(accountIds: string[], manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { accountId: string }[] = await manager.query(
      `SELECT DISTINCT account_id AS "accountId" FROM events WHERE account_id = ANY($1::uuid[])`,
      [accountIds],
    );
    return rows.map((row) => row.accountId);
  }

  ofOwner(accountId: string, manager: EntityManager = this.dataSource.manager): Promise<EventFacts[]> {
    return manager.query(`SELECT ${FACT_COLUMNS} FROM events WHERE account_id = $1 ORDER BY start_date DESC, name`, [accountId]);
  }
}
