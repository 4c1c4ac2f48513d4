import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventsService } from '../../events';
import {
  formatChangeCursor,
  LeadListErrors,
  type LeadListQuery,
  type PageCursor,
} from '../domain/lead-list-query';
import type { LeadSource } from '@fairleads/shared/lead-source';
import { LeadLog, LeadLogErrors, type LeadRating } from '../../lead-log';
import type { ExportScope } from './desk-export.service';
import { LeadListRepository, type LeadListFilters, type LeadListRead, type LeadListRow } from '../repositories/lead-list.repository';
import type { FeedSnapshot } from './lead-change-feed.service';
import { UnchangedPolls } from './unchanged-polls.service';

export interface LeadView {
  id: string;
  eventId: string;
  event: { name: string };
  name: string | null;
  email: string;
  customField1: string | null;
  customField2: string | null;
  doiConfirmed: boolean;
  doiConfirmedAt: Date | null;
  doiResentAt: Date | null;
  createdAt: Date;
  status: 'pending' | 'confirmed';
  rating: LeadRating | null;
  tags: string[];
  /** Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan. */
  source: LeadSource;
  /** When the note last changed (the note itself is in the lead's detail). */
  notedAt: Date | null;
  /** When the rating or the tags last changed. */
  qualifiedAt: Date | null;
}

/** A lead that changed and no longer matches the filters (confirmed while filtering pending, erased). */
export interface RemovedLead {
  id: string;
  removed: true;
}

export type LeadListAnswer =
  | { kind: 'list'; leads: LeadView[]; cursor: string }
  | { kind: 'page'; leads: LeadView[]; cursor: string; total: number; next: PageCursor | null }
  | { kind: 'changes'; leads: (LeadView | RemovedLead)[]; cursor: string; eventIds: string[]; stamps: FeedSnapshot | null };

/** How long a cached total may stand without a change of its events (a purge deletes rows without one). */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_SIZE = 1_000;

/** More changes than this in one poll (a read-model rebuild, a bulk change): the client reads the list again. */
export const MAX_CHANGES_PER_POLL = 500;

interface Scope {
  events: { id: string; name: string; updatedAt: Date }[];
  /** Changes when an event is added, renamed or deleted: a `since` cursor of another scope is stale. */
  fingerprint: string;
}

@Injectable()
export class LeadsQueryService {
  /** X-Total-Count per scope and filters, valid while the events' newest change is the same. */
  private readonly totals = new Map<string, { version: string; total: number; at: number }>();

  constructor(
    private readonly events: EventsService,
    private readonly log: LeadLog,
    private readonly lists: LeadListRepository,
    private readonly polls: UnchangedPolls,
  ) {}

  /**
   * Counting 100,000 leads reads 100,000 index entries; the version is one index probe per
   * event. So a total is counted once per change of the list, not once per page (several desks,
   * 'Weitere Leads laden').
   */
  private async total(eventIds: string[], filters: LeadListFilters, version: string): Promise<number> {
    const cached = this.cachedTotal(eventIds, filters, version);
    if (cached !== undefined) return cached;
    const total = await this.lists.count(eventIds, filters);
    this.storeTotal(eventIds, filters, version, total);
    return total;
  }

  private cachedTotal(eventIds: string[], filters: LeadListFilters, version: string): number | undefined {
    const cached = this.totals.get(JSON.stringify([eventIds, filters]));
    return cached && cached.version === version && Date.now() - cached.at < COUNT_TTL_MS ? cached.total : undefined;
  }

  private storeTotal(eventIds: string[], filters: LeadListFilters, version: string, total: number): void {
    const key = JSON.stringify([eventIds, filters]);
    this.totals.delete(key);
    this.totals.set(key, { version, total, at: Date.now() });
    if (this.totals.size > COUNT_CACHE_SIZE) this.totals.delete(this.totals.keys().next().value!);
  }

  /** The events a query covers: one of the organiser's (else 404) or all of them. */
  private async scope(accountId: string, eventId?: string): Promise<Scope> {
    const events = eventId === undefined ? await this.events.listOwnedIdsAndNames(accountId) : [await this.events.getOwned(accountId, eventId)];
    const fingerprint = createHash('sha1')
      .update(JSON.stringify(events.map((e) => [e.id, e.name, e.updatedAt.getTime()])))
      .digest('base64url')
      .slice(0, 16);
    return { events: events.map(({ id, name, updatedAt }) => ({ id, name, updatedAt })), fingerprint };
  }

  /**
   * The version of a whole-list answer (no paging, no `since`): it changes with every new fact
   * about one of the listed leads, with every change of the organiser's events and with the
   * filters. Cheap: one index probe per event, so an unchanged poll answers 304 without the list.
   */
  async listVersion(accountId: string, query: LeadListQuery): Promise<{ etag: string; scope: Scope }> {
    const scope = await this.scope(accountId, query.eventId);
    const position = await this.log.latestPosition(scope.events.map((e) => e.id));
    const { mode: _, ...filters } = query;
    const fingerprint = createHash('sha1').update(JSON.stringify([position, scope.fingerprint, filters])).digest('base64url');
    return { etag: `W/"leads-${fingerprint}"`, scope };
  }

  /** The desk's figures for the organiser's leads (one event or all): totals by status and the tags in use. */
  async summary(accountId: string, eventId?: string): Promise<{ total: number; confirmed: number; pending: number; tags: string[] }> {
    const scope = await this.scope(accountId, eventId);
    const { confirmed, pending, tags } = await this.lists.summary(scope.events.map((e) => e.id));
    return { total: confirmed + pending, confirmed, pending, tags };
  }

  /** The events an export covers: with their field labels, and the slug of the one event for the file name. */
  async exportScope(accountId: string, eventId?: string): Promise<{ scope: ExportScope; slug: string | null }> {
    if (eventId !== undefined) {
      const event = await this.events.getOwned(accountId, eventId);
      const { id, name, customField1, customField2 } = event;
      return { scope: { events: [{ id, name, customField1, customField2 }] }, slug: event.slug };
    }
    const events = await this.events.listOwnedIdsAndNames(accountId);
    return { scope: { events: events.map(({ id, name }) => ({ id, name, customField1: null, customField2: null })) }, slug: null };
  }

  /** One of the account's leads as the list shows it; unknown, erased or another account's: 404 LEADS_NOT_FOUND. */
  async one(accountId: string, leadId: string): Promise<LeadView> {
    const scope = await this.scope(accountId);
    const row = isUuid(leadId) ? await this.lists.one(scope.events.map((e) => e.id), leadId) : null;
    if (!row) throw LeadLogErrors.leadNotFound();
    return toView(row, new Map(scope.events.map((e) => [e.id, e.name])));
  }

  async list(accountId: string, query: LeadListQuery, knownScope?: Scope): Promise<LeadListAnswer> {
    // change stamps before each read: a write after them is noticed, so an answer from memory is never stale
    const ownerStamp = query.mode.kind === 'changes' ? this.polls.ownerStamp(accountId) : null;
    const scope = knownScope ?? (await this.scope(accountId, query.eventId));
    const ids = scope.events.map((e) => e.id);
    const names = new Map(scope.events.map((e) => [e.id, e.name]));
    const { mode, eventId: _, ...filters } = query;
    const view = (row: LeadListRow) => toView(row, names);

    if (mode.kind === 'changes') {
      if (mode.since.scope !== scope.fingerprint) throw LeadListErrors.scopeChanged();
      const stamps = this.polls.withEvents(ownerStamp, ids);
      const read = await this.lists.changedSince(ids, filters, mode.since.snapshot, MAX_CHANGES_PER_POLL);
      if (read.rows.length > MAX_CHANGES_PER_POLL) throw LeadListErrors.scopeChanged();
      return {
        kind: 'changes',
        leads: read.rows.map((row) => (row.matches ? view(row) : { id: row.id, removed: true as const })),
        cursor: formatChangeCursor({ snapshot: read.snapshot, scope: scope.fingerprint }),
        eventIds: ids,
        stamps,
      };
    }
    if (mode.kind === 'page') {
      // one row more than asked tells whether a next page exists
      const version = await this.lists.version(ids);
      let read: LeadListRead;
      let total: number;
      if (filters.q && !mode.after && this.cachedTotal(ids, filters, version) === undefined) {
        // a new search: its first page and its total from one walk of the index
        const found = await this.lists.searchFirstPage(ids, filters, mode.limit + 1);
        this.storeTotal(ids, filters, version, found.total);
        [read, total] = [found, found.total];
      } else {
        [read, total] = await Promise.all([this.lists.page(ids, filters, mode.limit + 1, mode.after), this.total(ids, filters, version)]);
      }
      const rows = read.rows.slice(0, mode.limit);
      const last = rows[rows.length - 1];
      return {
        kind: 'page',
        leads: rows.map(view),
        cursor: formatChangeCursor({ snapshot: read.snapshot, scope: scope.fingerprint }),
        total,
        next: read.rows.length > mode.limit && last ? { createdAtMicros: last.created_us, id: last.id } : null,
      };
    }
    const read = await this.lists.all(ids, filters);
    return {
      kind: 'list',
      leads: read.rows.map(view),
      cursor: formatChangeCursor({ snapshot: read.snapshot, scope: scope.fingerprint }),
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);

function toView(row: LeadListRow, eventNames: Map<string, string>): LeadView {
  return {
    id: row.id,
    eventId: row.event_id,
    event: { name: eventNames.get(row.event_id) ?? '' },
    name: row.name,
    email: row.email ?? '',
    customField1: row.custom_field1,
    customField2: row.custom_field2,
    doiConfirmed: row.status === 'confirmed',
    doiConfirmedAt: row.confirmed_at,
    doiResentAt: row.doi_resent_at,
    createdAt: row.created_at,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    rating: row.rating,
    tags: row.tags,
    source: row.source,
    notedAt: row.noted_at,
    qualifiedAt: row.qualified_at,
  };
}
