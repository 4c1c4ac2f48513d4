import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { format } from 'fast-csv';
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
  id: string;
  created_key: string;
  name: string | null;
  email: string;
  status: string;
  created: string;
  confirmed: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
}

/** Rows per page: large enough to amortise a query, small enough for a quick first byte. */
const PAGE_SIZE = 5_000;

/**
 * The CSV writer of lead exports (organiser download now, admin export and backup mail later):
 * the leads are read page by page in capture order along the (event_id, created_at, id) index
 * (keyset pagination: each page starts after the last key, so the first row needs no sort of the
 * whole event and no connection is held between pages) and stream through fast-csv to the
 * response, so memory stays flat however many leads there are. UTF-8 with BOM for Excel.
 */
@Injectable()
export class LeadExportService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async writeCsv(event: { id: string; name: string }, output: NodeJS.WritableStream): Promise<void> {
    const eventName = neutraliseCell(event.name);
    const records = Readable.from(this.rows(event.id), { objectMode: true }).map((row: ExportRow) => [
      neutraliseCell(row.name),
      neutraliseCell(row.email),
      eventName,
      neutraliseCell(row.custom_field1),
      neutraliseCell(row.custom_field2),
      row.status === 'confirmed' ? 'Confirmed' : 'Pending',
      row.created,
      row.confirmed ?? '',
    ]);
    await pipeline(records, format({ headers: CSV_HEADERS, writeBOM: true, includeEndRowDelimiter: true }), output);
  }

  private async *rows(eventId: string): AsyncGenerator<ExportRow> {
    let after: { created: string; id: string } | null = null;
    for (;;) {
      const page: ExportRow[] = await this.dataSource.query(
        `SELECT l.id, l.created_at::text AS created_key, p.name, p.email, l.status, p.custom_field1, p.custom_field2,
                to_char(l.created_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS created,
                to_char(l.confirmed_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS confirmed
           FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id
          WHERE l.event_id = $1 AND l.status <> 'erased'
            AND ($3::timestamptz IS NULL OR (l.created_at, l.id) > ($3::timestamptz, $4::uuid))
          ORDER BY l.created_at, l.id
          LIMIT ${PAGE_SIZE}`,
        [eventId, this.app.businessTimeZone, after?.created ?? null, after?.id ?? null],
      );
      yield* page;
      if (page.length < PAGE_SIZE) return;
      const last = page[page.length - 1];
      after = { created: last.created_key, id: last.id };
    }
  }
}
