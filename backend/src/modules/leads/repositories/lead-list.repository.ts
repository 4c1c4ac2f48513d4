import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LeadListQuery, PageCursor } from '../domain/lead-list-query';
import type { LeadRating, LeadStatus } from '../entities/lead.entity';

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
  noted_at: Date | null;
  name: string | null;
  email: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  /** Changes only: whether the lead (still) matches the filters; an erased one never does. */
  matches?: boolean;
}

/** Rows and the xmin of the snapshot they were read in (the next `since` cursor). */
export interface LeadListRead {
  xmin: string;
  rows: LeadListRow[];
}

export type LeadListFilters = Omit<LeadListQuery, 'mode' | 'eventId'>;

/**
 * The search expression, exactly as lead_personal_data_search_idx has it (the planner uses the
 * trigram index only for the identical expression).
 */
const SEARCH_TEXT = `lower(coalesce(p.name, '') || ' ' || p.email || ' ' || coalesce(p.custom_field1, '') || ' ' || coalesce(p.custom_field2, '') || ' ' || coalesce(p.note, ''))`;

const COLUMNS = `l.id, l.event_id, l.status, l.created_at, (extract(epoch FROM l.created_at) * 1000000)::bigint::text AS created_us,
  l.confirmed_at, l.doi_resent_at, l.rating, l.tags, l.noted_at, p.name, p.email, p.custom_field1, p.custom_field2`;

/** Newest first; (created_at, id) is unique, so a page cursor is exact. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE conditions of the filters on leads `l` joined with lead_personal_data `p`; pushes their values. */
export function filterConditions(filters: LeadListFilters, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (filters.status === 'all') conditions.push(`l.status <> 'erased'`);
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
  if (filters.q) {
    params.push(likePattern(filters.q));
    conditions.push(`${SEARCH_TEXT} LIKE $${params.length}`);
  }
  return conditions;
}

/**
 * The organiser's lead list at scale: pages by cursor, totals, and the changes since an earlier
 * answer. Every read returns the xmin of its own snapshot (in the same statement), so a later
 * `since` poll that asks for changed_tx >= xmin sees everything the read could not have seen.
 */
@Injectable()
export class LeadListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every matching lead, newest first (the spec's array). */
  async all(eventIds: string[], filters: LeadListFilters): Promise<LeadListRead> {
    const params: unknown[] = [eventIds];
    const where = ['l.event_id = ANY($1)', ...filterConditions(filters, params)].join(' AND ');
    return this.read(`SELECT ${COLUMNS} FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE ${where}`, params);
  }

  /**
   * One page, newest first, after `after`. Per event a backward walk of (event_id, created_at, id)
   * takes at most `limit` rows, then the events' rows merge: no event's leads are sorted whole.
   */
  async page(eventIds: string[], filters: LeadListFilters, limit: number, after?: PageCursor): Promise<LeadListRead> {
    const params: unknown[] = [eventIds];
    const conditions = ['l.event_id = s.event_id', ...filterConditions(filters, params)];
    if (after) {
      params.push(after.createdAtMicros, after.id);
      conditions.push(
        `(l.created_at, l.id) < ('epoch'::timestamptz + $${params.length - 1}::bigint * interval '1 microsecond', $${params.length}::uuid)`,
      );
    }
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

  /** How many leads match (X-Total-Count). */
  async count(eventIds: string[], filters: LeadListFilters): Promise<number> {
    if (!eventIds.length) return 0;
    const params: unknown[] = [eventIds];
    const conditions = ['l.event_id = ANY($1)', ...filterConditions(filters, params)];
    const join = filters.q ? 'JOIN lead_personal_data p ON p.lead_id = l.id' : '';
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM leads l ${join} WHERE ${conditions.join(' AND ')}`, params);
    return n;
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
   * Leads whose shown state changed in a transaction at or after `xmin` (created, confirmed,
   * resent, rated, noted, erased), each with whether it matches the filters now. At most
   * `max + 1` rows, so the caller can tell "too many".
   */
  async changedSince(eventIds: string[], filters: LeadListFilters, xmin: string, max: number): Promise<LeadListRead> {
    const params: unknown[] = [eventIds, xmin];
    const matches = [...filterConditions(filters, params), 'p.lead_id IS NOT NULL'].join(' AND ');
    params.push(max + 1);
    return this.read(
      `SELECT ${COLUMNS}, coalesce(${matches}, false) AS matches
         FROM leads l LEFT JOIN lead_personal_data p ON p.lead_id = l.id
        WHERE l.event_id = ANY($1) AND l.changed_tx >= $2::text::xid8
        ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * The statement of an export of every matching lead in capture order, for a cursor (the
   * caller streams it): times as text in `timeZone`, so the file shows the business day's clock.
   * The personal data joins per row behind a LATERAL fence, so one event streams from its first
   * row in index order instead of being hash-joined and sorted whole (see LeadExportService).
   */
  exportStatement(eventIds: string[], filters: LeadListFilters, timeZone: string): { text: string; values: unknown[] } {
    const params: unknown[] = [eventIds, timeZone];
    const where = ['l.event_id = ANY($1)', ...filterConditions(filters, params)].join(' AND ');
    return {
      text: `SELECT l.id, l.event_id, l.status, l.rating, l.tags, p.name, p.email, p.custom_field1, p.custom_field2, p.note,
                    to_char(l.created_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS created,
                    to_char(l.confirmed_at AT TIME ZONE $2, 'DD.MM.YYYY HH24:MI') AS confirmed
               FROM leads l
               CROSS JOIN LATERAL (SELECT * FROM lead_personal_data pd WHERE pd.lead_id = l.id OFFSET 0) p
              WHERE ${where}
              ORDER BY l.created_at, l.id`,
      values: params,
    };
  }

  /** The snapshot's xmin beside the rows, in one statement: one row of nulls when there are none. */
  private async read(sql: string, params: unknown[]): Promise<LeadListRead> {
    const result: (LeadListRow & { snapshot_xmin: string })[] = await this.dataSource.query(
      `SELECT s.snapshot_xmin, r.* FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS snapshot_xmin) s
         LEFT JOIN LATERAL (${sql}) r ON true
        ORDER BY r.created_at DESC, r.id DESC`,
      params,
    );
    const xmin = result[0].snapshot_xmin;
    const rows = result[0].id === null ? [] : result.map(({ snapshot_xmin: _, ...row }) => row);
    return { xmin, rows };
  }
}
