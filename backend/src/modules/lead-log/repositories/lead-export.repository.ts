import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { streamRows, type RowStatement } from '../../../database/row-stream';

/** The exports' reads: rows from a PostgreSQL cursor, so memory stays flat however many leads there are. */
@Injectable()
export class LeadExportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * An event's leads for the organiser's CSV (organiser download, backup mail), in capture order,
   * times as text in `timeZone`. The personal data is joined per row behind a LATERAL fence
   * (OFFSET 0): with a nested loop the (event_id, created_at, id) index already gives capture
   * order, so PostgreSQL streams from the first row instead of hash-joining and sorting the
   * whole event before the first byte.
   */
  eventCsvStatement(eventId: string, timeZone: string): RowStatement {
    return {
      text: `SELECT p.name, p.email, l.status, l.source, p.custom_field1, p.custom_field2,
                  to_char(l.created_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS created,
                  to_char(l.confirmed_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS confirmed
             FROM leads l
             CROSS JOIN LATERAL (SELECT * FROM lead_personal_data pd WHERE pd.lead_id = l.id OFFSET 0) p
            WHERE l.event_id = $1 AND l.status <> 'erased'
            ORDER BY l.created_at, l.id`,
      values: [eventId, timeZone],
    };
  }

  /** Runs the statement on a connection of its own and hands its rows to `consume`; the connection goes back when consume ends. */
  stream(statement: RowStatement, consume: (rows: Readable) => Promise<void>): Promise<void> {
    return streamRows(this.dataSource, statement, consume);
  }
}
