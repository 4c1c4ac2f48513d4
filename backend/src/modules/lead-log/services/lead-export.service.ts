import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { format } from 'fast-csv';
import { neutraliseCell } from '../../../common/csv/spreadsheet-cell';
import type { LeadSource } from '@fairleads/shared/lead-source';
import { appConfig } from '../../../config';
import { LeadExportRepository } from '../repositories/lead-export.repository';

export const CSV_HEADERS = ['Name', 'Email', 'Event', 'Custom Field 1', 'Custom Field 2', 'Status', 'Date', 'Confirmed At'];
/** The event CSV (download, backup, admin): its columns, then where each lead came from (German label, as the desk's exports). */
export const EVENT_CSV_HEADERS = [...CSV_HEADERS, 'Source'];

interface ExportRow {
  name: string | null;
  email: string;
  status: string;
  created: string;
  confirmed: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  source: LeadSource;
}

/**
 * An event's leads as the organiser's CSV (the columns of EVENT_CSV_HEADERS) (the organiser's download of an event, the backup mail, the
 * admin's export): rows stream from a PostgreSQL cursor through fast-csv to the response, so memory stays flat
 * however many leads there are. UTF-8 with BOM, so Excel reads umlauts right.
 */
@Injectable()
export class LeadExportService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly rows: LeadExportRepository,
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

  /** Answers how many leads the file holds. `end: false` leaves the output open (to record the download before the file ends). */
  async writeCsv(event: { id: string; name: string }, output: NodeJS.WritableStream, options: { end?: boolean } = {}): Promise<number> {
    let count = 0;
    const statement = this.rows.eventCsvStatement(event.id, this.app.businessTimeZone);
    const eventName = neutraliseCell(event.name);
    const toRecord = new Transform({
      objectMode: true,
      transform(row: ExportRow, _encoding, done) {
        count += 1;
        done(null, [
          neutraliseCell(row.name),
          neutraliseCell(row.email),
          eventName,
          neutraliseCell(row.custom_field1),
          neutraliseCell(row.custom_field2),
          row.status === 'confirmed' ? 'Confirmed' : 'Pending',
          row.created,
          row.confirmed ?? '',
          row.source,
        ]);
      },
    });
    const csv = format({ headers: EVENT_CSV_HEADERS, writeBOM: true, includeEndRowDelimiter: true });
    await this.rows.stream(statement, (rows) => pipeline([rows, toRecord, csv, output], options));
    return count;
  }
}
