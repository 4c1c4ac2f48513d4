import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { streamRows, type RowStatement } from '../../../database/row-stream';
import type { LeadListQuery, PageCursor } from '../domain/lead-list-query';
import type { LeadSource } from '@fairleads/shared/lead-source';
import type { LeadRating, LeadStatus } from '../../lead-log';

export interface LeadListRow {
  id: string;
  event_id: string;
  status: LeadStatus;
  created_at: Date;
  /** created_at in microseconds since the epoch: the page cursor (a Date keeps only milliseconds). */
  created_us: string;
  confirmed_at: Date | null;
  doi_resent_at: Date | null;
  rating: LeadRating | null;
  tags: string[];
  source: LeadSource;
  noted_at: Date | null;
  qualified_at: Date | null;
  name: string | null;
  email: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  /** Changes only: whether the lead (still) matches the filters; an erased one never does. */
  matches?: boolean;
}

/** Rows and the snapshot they were read in (`xmin:xmax:xip,…`, the next `since` cursor). */
export interface LeadListRead {
  snapshot: string;
  rows: LeadListRow[];
}

export type LeadListFilters = Omit<LeadListQuery, 'mode' | 'eventId'>;

const COLUMNS = `l.id, l.event_id, l.status, l.created_at, (extract(epoch FROM l.created_at) * 1000000)::bigint::text AS created_us,
  l.confirmed_at, l.doi_resent_at, l.rating, l.tags, l.source, l.noted_at, l.qualified_at, p.name, p.email, p.custom_field1, p.custom_field2`;

/** Newest first; (created_at, id) is unique, so a page cursor is exact. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const NOT_ERASED = `l.status <> 'erased'`;

/** The WHERE conditions of the filters on leads `l` (not the search); pushes their values. */
function leadConditions(filters: LeadListFilters, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (filters.status === 'all') conditions.push(NOT_ERASED);
  else {
    params.push(filters.status);
    conditions.push(`l.status = $${params.length}`);
  }
  if (filters.rating) {
    params.push(filters.rating);
    conditions.push(`l.rating = $${params.length}`);
  }
  if (filters.tag) {
    params.push([filters.tag]);
    conditions.push(`l.tags @> $${params.length}::text[]`);
  }
  if (filters.source) {
    params.push(filters.source);
    conditions.push(`l.source = $${params.length}`);
  }
  return conditions;
}

/** The search on lead_personal_data `p` (its generated search_text), if there is one; pushes its value. */
function searchCondition(filters: LeadListFilters, params: unknown[]): string[] {
  if (!filters.q) return [];
  params.push(likePattern(filters.q));
  return [`p.search_text LIKE $${params.length}`];
}

/**
 * The read-model filters a search still needs: an erased lead has no personal data row, so a
 * search hit is never erased and 'all' needs no look at the read model.
 */
function leadConditionsForHits(filters: LeadListFilters, params: unknown[]): string[] {
  return leadConditions(filters, params).filter((condition) => condition !== NOT_ERASED);
}

/** The join that keeps a search hit `p` only if its lead `l` passes the read-model filters (none: no join). */
function hitFilterJoin(leadFilter: string[]): string {
  return leadFilter.length ? `JOIN leads l ON l.id = p.lead_id AND ${leadFilter.join(' AND ')}` : '';
}

/** Every filter on leads `l` joined with lead_personal_data `p`; pushes their values. */
function filterConditions(filters: LeadListFilters, params: unknown[]): string[] {
  return [...leadConditions(filters, params), ...searchCondition(filters, params)];
}

/**
 * The organiser's lead list at scale: pages by cursor, totals, and the changes since an earlier
 * answer. Every read returns its own snapshot (in the same statement), so a later `since` poll
 * that asks for the leads whose changed_tx that snapshot could not see gets exactly what the read
 * missed: what committed after it, and what was still in progress then. A transaction that stays
 * open elsewhere on the server (a backup's pg_dump) holds the snapshot's xmin back but no longer
 * makes every poll repeat everything changed since it began.
 */
@Injectable()
export class LeadListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every matching lead, newest first (the plain array an unfiltered GET /api/leads answers). */
  async all(eventIds: string[], filters: LeadListFilters): Promise<LeadListRead> {
    const params: unknown[] = [eventIds];
    const where = ['l.event_id = ANY($1)', ...filterConditions(filters, params)].join(' AND ');
    return this.read(`SELECT ${COLUMNS} FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE ${where}`, params);
  }

  /** One lead of the events, as the list shows it; null when it is not theirs or erased. */
  async one(eventIds: string[], leadId: string): Promise<LeadListRow | null> {
    const rows: LeadListRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id
        WHERE l.id = $1 AND l.event_id = ANY($2) AND ${NOT_ERASED}`,
      [leadId, eventIds],
    );
    return rows[0] ?? null;
  }

  /**
   * One page, newest first, after `after`. Per event a backward walk of (event_id, created_at, id)
   * takes at most `limit` rows, then the events' rows merge: no event's leads are sorted whole.
   */
  async page(eventIds: string[], filters: LeadListFilters, limit: number, after?: PageCursor): Promise<LeadListRead> {
    const params: unknown[] = [eventIds];
    const afterCondition = (createdAt: string, id: string) => {
      if (!after) return [];
      params.push(after.createdAtMicros, after.id);
      return [`(${createdAt}, ${id}) < ('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::uuid)`];
    };
    if (filters.q) {
      // a search walks the covering index of the organiser's personal data newest first (no table
      // row read for a miss) and joins the read model only for hits; it stops at the page's end
      const conditions = ['p.owner_event_id = s.event_id', ...searchCondition(filters, params), ...afterCondition('p.captured_at', 'p.lead_id')];
      const leadFilter = leadConditionsForHits(filters, params);
      params.push(limit);
      return this.read(
        `SELECT ${COLUMNS} FROM unnest($1::uuid[]) AS s(event_id)
           CROSS JOIN LATERAL (
             SELECT p.lead_id FROM lead_personal_data p
               ${hitFilterJoin(leadFilter)}
              WHERE ${conditions.join(' AND ')}
              ORDER BY p.captured_at DESC, p.lead_id DESC LIMIT $${params.length}
           ) hit
           JOIN leads l ON l.id = hit.lead_id JOIN lead_personal_data p ON p.lead_id = hit.lead_id
          ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
        params,
      );
    }
    const conditions = ['l.event_id = s.event_id', ...leadConditions(filters, params), ...afterCondition('l.created_at', 'l.id')];
    params.push(limit);
    return this.read(
      `SELECT x.* FROM unnest($1::uuid[]) AS s(event_id)
         CROSS JOIN LATERAL (
           SELECT ${COLUMNS} FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id
            WHERE ${conditions.join(' AND ')}
            ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}
         ) x
        ${NEWEST_FIRST} LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * The first page of a search and its total in one walk of the organiser's covering index: the
   * hits are collected once, counted, and the newest `limit` joined. A search for a person has a
   * handful of hits, so this halves its work against a page walk beside a count walk.
   */
  async searchFirstPage(eventIds: string[], filters: LeadListFilters, limit: number): Promise<LeadListRead & { total: number }> {
    const params: unknown[] = [eventIds];
    const search = searchCondition(filters, params);
    const leadFilter = leadConditionsForHits(filters, params);
    params.push(limit);
    const read = await this.read(
      `WITH hits AS MATERIALIZED (
         SELECT p.lead_id, p.captured_at FROM lead_personal_data p
           ${hitFilterJoin(leadFilter)}
          WHERE p.owner_event_id = ANY($1) AND ${search.join(' AND ')}
       ), page AS (
         SELECT lead_id FROM hits ORDER BY captured_at DESC, lead_id DESC LIMIT $${params.length}
       )
       SELECT ${COLUMNS}, (SELECT count(*) FROM hits)::int AS total
         FROM page JOIN leads l ON l.id = page.lead_id JOIN lead_personal_data p ON p.lead_id = page.lead_id`,
      params,
    );
    const total = (read.rows[0] as (LeadListRow & { total?: number }) | undefined)?.total ?? 0;
    return { ...read, total };
  }

  /**
   * How many leads match (X-Total-Count). A search counts the hits in the covering index of the
   * organiser's personal data (an erased lead has none) and joins the read model only for hits.
   */
  async count(eventIds: string[], filters: LeadListFilters): Promise<number> {
    if (!eventIds.length) return 0;
    const params: unknown[] = [eventIds];
    let sql: string;
    if (filters.q) {
      const search = searchCondition(filters, params);
      const leadFilter = leadConditionsForHits(filters, params);
      sql = `SELECT count(*)::int AS n FROM lead_personal_data p
               ${hitFilterJoin(leadFilter)}
              WHERE p.owner_event_id = ANY($1) AND ${search.join(' AND ')}`;
    } else {
      sql = `SELECT count(*)::int AS n FROM leads l WHERE l.event_id = ANY($1) AND ${leadConditions(filters, params).join(' AND ')}`;
    }
    const [{ n }] = await this.dataSource.query(sql, params);
    return n;
  }

  /**
   * What the count of the events' leads depends on: the newest shown change of each event
   * (changed_tx, one index probe per event). Equal versions give equal counts, except after a
   * purge deletes rows (the caller's cache also expires by time).
   */
  async version(eventIds: string[]): Promise<string> {
    if (!eventIds.length) return '';
    const rows: { v: string | null }[] = await this.dataSource.query(
      // a lateral join walks each event's index backwards; a scalar subquery was planned as a full scan
      `SELECT m.changed_tx::text AS v
         FROM unnest($1::uuid[]) WITH ORDINALITY AS e(id, n)
         LEFT JOIN LATERAL (SELECT changed_tx FROM leads WHERE event_id = e.id ORDER BY changed_tx DESC LIMIT 1) m ON true
        ORDER BY e.n`,
      [eventIds],
    );
    return rows.map((row) => row.v ?? '-').join(',');
  }

  /** Confirmed and pending leads of the events (index-only), and the tags in use (the tag filter's choices). */
  async summary(eventIds: string[]): Promise<{ confirmed: number; pending: number; tags: string[] }> {
    if (!eventIds.length) return { confirmed: 0, pending: 0, tags: [] };
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM leads WHERE event_id = ANY($1) AND status = 'confirmed')::int AS confirmed,
              (SELECT count(*) FROM leads WHERE event_id = ANY($1) AND status = 'pending')::int AS pending,
              coalesce((SELECT array_agg(tag ORDER BY lower(tag)) FROM (
                 SELECT DISTINCT unnest(tags) AS tag FROM leads WHERE event_id = ANY($1) AND tags <> '{}' AND status <> 'erased') t), '{}') AS tags`,
      [eventIds],
    );
    return row;
  }

  /**
   * Leads whose shown state changed in a transaction the earlier `snapshot` could not see
   * (created, confirmed, resent, rated, noted, erased), each with whether it matches the filters
   * now. At most `max + 1` rows, so the caller can tell "too many".
   */
  async changedSince(eventIds: string[], filters: LeadListFilters, snapshot: string, max: number): Promise<LeadListRead> {
    const params: unknown[] = [eventIds, snapshot];
    const matches = [...filterConditions(filters, params), 'p.lead_id IS NOT NULL'].join(' AND ');
    params.push(max + 1);
    return this.read(
      `SELECT ${COLUMNS}, coalesce(${matches}, false) AS matches
         FROM leads l LEFT JOIN lead_personal_data p ON p.lead_id = l.id
        WHERE l.event_id = ANY($1) AND l.changed_tx >= pg_snapshot_xmin($2::text::pg_snapshot)
          AND NOT pg_visible_in_snapshot(l.changed_tx, $2::text::pg_snapshot)
        ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * The statement of an export of every matching lead in capture order, for a cursor (the
   * caller streams it): times as text in `timeZone`, so the file shows the business day's clock.
   * The personal data joins per row behind a LATERAL fence, so one event streams from its first
   * row in index order instead of being hash-joined and sorted whole (see DeskExportService).
   */
  exportStatement(eventIds: string[], filters: LeadListFilters, timeZone: string): RowStatement {
    const params: unknown[] = [eventIds, timeZone];
    const where = ['l.event_id = ANY($1)', ...filterConditions(filters, params)].join(' AND ');
    return {
      text: `SELECT l.id, l.event_id, l.status, l.rating, l.tags, l.source, p.name, p.email, p.custom_field1, p.custom_field2, p.note,
                    to_char(l.created_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS created,
                    to_char(l.confirmed_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS confirmed
               FROM leads l
               CROSS JOIN LATERAL (SELECT * FROM lead_personal_data pd WHERE pd.lead_id = l.id OFFSET 0) p
              WHERE ${where}
              ORDER BY l.created_at, l.id`,
      values: params,
    };
  }

  /** Runs the statement on a connection of its own and hands its rows to `consume`; the connection goes back when consume ends. */
  stream(statement: RowStatement, consume: (rows: Readable) => Promise<void>): Promise<void> {
    return streamRows(this.dataSource, statement, consume);
  }

  /** The snapshot beside the rows, in one statement: one row of nulls when there are none. */
  private async read(sql: string, params: unknown[]): Promise<LeadListRead> {
    const result: (LeadListRow & { read_snapshot: string })[] = await this.dataSource.query(
      `SELECT s.read_snapshot, r.* FROM (SELECT pg_current_snapshot()::text AS read_snapshot) s
         LEFT JOIN LATERAL (${sql}) r ON true
        ORDER BY r.created_at DESC, r.id DESC`,
      params,
    );
    const snapshot = result[0].read_snapshot;
    const rows = result[0].id === null ? [] : result.map(({ read_snapshot: _, ...row }) => row);
    return { snapshot, rows };
  }
}
