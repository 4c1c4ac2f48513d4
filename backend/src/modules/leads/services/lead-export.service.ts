import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { format } from 'fast-csv';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import { appConfig } from '../../../config';

export const CSV_HEADERS = ['Name', 'Email', 'Event', 'Custom Field 1', 'Custom Field 2', 'Status', 'Date', 'Confirmed At'];

/** Cells a spreadsheet would read as a formula start with one of these; they get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | null): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

interface ExportRow {
  name: string | null;
  email: string;
  status: string;
  created: string;
  confirmed: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
}

/**
 * The CSV writer of lead exports (organiser download, the backup mail, admin export later):
 * rows stream from a PostgreSQL cursor through fast-csv to the response, so memory stays flat
 * however many leads there are. UTF-8 with BOM, so Excel reads umlauts right.
 *
 * The personal data is joined per row behind a LATERAL fence (OFFSET 0): with a nested loop
 * the (event_id, created_at, id) index already gives capture order, so PostgreSQL streams from
 * the first row instead of hash-joining and sorting the whole event before the first byte.
 */
@Injectable()
export class LeadExportService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The same CSV as one string (the backup mail's attachment). */
  async csvText(event: { id: string; name: string }): Promise<string> {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    await this.writeCsv(event, sink);
    return Buffer.concat(chunks).toString('utf8');
  }

  async writeCsv(event: { id: string; name: string }, output: NodeJS.WritableStream): Promise<void> {
    const runner = this.dataSource.createQueryRunner('slave');
    await runner.connect();
    const client = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
    try {
      const rows = client.query(
        new QueryStream(
          `SELECT p.name, p.email, l.status, p.custom_field1, p.custom_field2,
                  to_char(l.created_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS created,
                  to_char(l.confirmed_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS confirmed
             FROM leads l
             CROSS JOIN LATERAL (SELECT * FROM lead_personal_data pd WHERE pd.lead_id = l.id OFFSET 0) p
            WHERE l.event_id = $1 AND l.status <> 'erased'
            ORDER BY l.created_at, l.id`,
          [event.id, this.app.businessTimeZone],
          { batchSize: 2_000, highWaterMark: 2_000 },
        ),
      );
      const eventName = neutraliseCell(event.name);
      const toRecord = new Transform({
        objectMode: true,
        transform(row: ExportRow, _encoding, done) {
          done(null, [
            neutraliseCell(row.name),
            neutraliseCell(row.email),
            eventName,
            neutraliseCell(row.custom_field1),
            neutraliseCell(row.custom_field2),
            row.status === 'confirmed' ? 'Confirmed' : 'Pending',
            row.created,
            row.confirmed ?? '',
          ]);
        },
      });
      await pipeline(rows, toRecord, format({ headers: CSV_HEADERS, writeBOM: true, includeEndRowDelimiter: true }), output);
    } finally {
      await runner.release();
    }
  }
}
