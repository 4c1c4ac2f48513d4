import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { format } from 'fast-csv';
import { neutraliseCell } from '../../../common/csv/spreadsheet-cell';
import { appConfig } from '../../../config';
import type { RowStatement } from '../../../database/row-stream';
import type { AccountActor } from '../../../common/auth/access-policy';
import { AccountAudit } from '../../identity';
import { CSV_HEADERS, LeadActors, LeadLog, type LeadRating } from '../../lead-log';
import { LEAD_SOURCE_LABELS, type LeadSource } from '@fairleads/shared/lead-source';
import { RATING_LABELS } from '../domain/lead-timeline';
import { LeadListRepository, type LeadListFilters } from '../repositories/lead-list.repository';

/** 'CSV (CRM)': the event CSV's columns, then the stand team's qualification, then where the lead came from (last: CRM imports that map by position keep theirs). */
export const CRM_HEADERS = [...CSV_HEADERS, 'Rating', 'Tags', 'Note', 'Source'];

export type ExportFormat = 'crm' | 'excel';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['crm', 'excel'];

/** The events an export covers, with their field labels (the Excel file's headers for one event). */
export interface ExportScope {
  events: { id: string; name: string; customField1: string | null; customField2: string | null }[];
}

interface DeskExportRow {
  id: string;
  event_id: string;
  status: string;
  rating: LeadRating | null;
  tags: string[];
  source: LeadSource;
  name: string | null;
  email: string;
  custom_field1: string | null;
  custom_field2: string | null;
  note: string | null;
  created: string;
  confirmed: string | null;
}

/**
 * The lead desk's export: rows stream from a PostgreSQL cursor through fast-csv to the response,
 * so memory stays flat however many leads there are. UTF-8 with BOM, so Excel reads umlauts right.
 */
@Injectable()
export class DeskExportService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly lists: LeadListRepository,
    private readonly log: LeadLog,
    private readonly actors: LeadActors,
    private readonly audit: AccountAudit,
  ) {}

  /**
   * The lead desk's export: every lead of the scope that matches the filters, in capture order.
   * 'crm': the event CSV plus Rating, Tags, Note and Source (comma, English status words, the source's code). 'excel':
   * semicolons, the event's own field labels (when the scope is one event), German status words,
   * ratings and headers. Both UTF-8 with BOM. Each exported lead gets its LeadExported fact
   * before the file ends (a download that breaks off records nothing), naming the member, and the
   * account's audit gets 'leads.exported' (the events with exported leads, count and format).
   */
  async exportForDesk(
    actor: AccountActor,
    scope: ExportScope,
    filters: LeadListFilters,
    kind: ExportFormat,
    output: NodeJS.WritableStream,
    correlationId?: string,
  ): Promise<number> {
    const names = new Map(scope.events.map((e) => [e.id, neutraliseCell(e.name)]));
    const single = scope.events.length === 1 ? scope.events[0] : null;
    const excel = kind === 'excel';
    const headers = excel
      ? ['Name', 'E-Mail', 'Event', single?.customField1 || 'Zusatzfeld 1', single?.customField2 || 'Zusatzfeld 2', 'Status', 'Erfasst am', 'Bestätigt am', 'Bewertung', 'Tags', 'Notiz', 'Quelle']
      : CRM_HEADERS;
    const ids: string[] = [];
    const exportedEvents = new Set<string>();
    const toRecord = new Transform({
      objectMode: true,
      transform(row: DeskExportRow, _encoding, done) {
        ids.push(row.id);
        exportedEvents.add(row.event_id);
        const confirmed = row.status === 'confirmed';
        done(null, [
          neutraliseCell(row.name),
          neutraliseCell(row.email),
          names.get(row.event_id) ?? '',
          neutraliseCell(row.custom_field1),
          neutraliseCell(row.custom_field2),
          excel ? (confirmed ? 'Bestätigt' : 'Ausstehend') : confirmed ? 'Confirmed' : 'Pending',
          row.created,
          row.confirmed ?? '',
          row.rating ? (excel ? RATING_LABELS[row.rating] : row.rating) : '',
          neutraliseCell(row.tags.join(', ')),
          neutraliseCell(row.note),
          excel ? LEAD_SOURCE_LABELS[row.source] : row.source,
        ]);
      },
    });
    const statement = this.lists.exportStatement(
      scope.events.map((e) => e.id),
      filters,
      this.app.businessTimeZone,
    );
    await this.stream(statement, [
      toRecord,
      format({ headers: headers.map((h) => neutraliseCell(h)), delimiter: excel ? ';' : ',', writeBOM: true, includeEndRowDelimiter: true }),
    ], output, { end: false });
    // the file ends only once the facts are written: a finished download is a recorded one
    await this.log.appendExported(ids, { format: kind, actor: await this.actors.ofMember(actor) }, { actor: 'organiser', correlationId });
    const eventNames = scope.events.filter((e) => single || exportedEvents.has(e.id)).map((e) => e.name);
    await this.audit.record(actor, 'leads.exported', eventNames.join(', ') || 'Alle Events', { count: ids.length, format: kind });
    output.end();
    return ids.length;
  }

  /** Rows from a PostgreSQL cursor through the transforms into `output`, with flat memory. */
  private stream(
    statement: RowStatement,
    transforms: NodeJS.ReadWriteStream[],
    output: NodeJS.WritableStream,
    options: { end?: boolean } = {},
  ): Promise<void> {
    return this.lists.stream(statement, (rows) => pipeline([rows, ...transforms, output], options));
  }
}
