import { AppError } from '../../../common/errors/app-error';
import type { ErrorCode } from '../../../common/errors/error-codes';
import { localized, type Localized } from '../../../common/i18n/localized';
import { isLeadSource, type LeadSource } from '@fairleads/shared/lead-source';
import { LEAD_RATINGS, type LeadRating } from '../../lead-log';

/**
 * The query parameters of GET /api/leads, checked. Every one is optional and they combine:
 * filters (eventId, status, q, rating, tag, source) narrow the list; `limit`/`cursor` page through it,
 * newest first; `since` asks only for what changed after an earlier answer. Without `limit`,
 * `cursor` and `since` the answer is the whole (filtered) array, as clients without the desk's parameters expect.
 */
export interface LeadListQuery {
  eventId?: string;
  status: 'all' | 'confirmed' | 'pending';
  /** Lowercased search text; matches a substring of name, e-mail, the two answers or the note. */
  q?: string;
  rating?: LeadRating;
  tag?: string;
  /** Where the leads came from: the visitor's form, typed at the stand, a badge or a card scan. */
  source?: LeadSource;
  mode: { kind: 'all' } | { kind: 'page'; limit: number; after?: PageCursor } | { kind: 'changes'; since: ChangeCursor };
}

/** Where the previous page ended: the last lead's creation time (microseconds) and id. */
export interface PageCursor {
  createdAtMicros: string;
  id: string;
}

/**
 * What the previous answer had seen: the snapshot it was read in (PostgreSQL's
 * `xmin:xmax:xip,…` text), and the fingerprint of its event scope.
 */
export interface ChangeCursor {
  snapshot: string;
  scope: string;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_TAG_LENGTH = 30;

const STATUSES = ['all', 'confirmed', 'pending'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// control characters (NUL included) never belong in a search; PostgreSQL refuses NUL outright
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (value: string, max: number) => value.length > max || CONTROL.test(value) || LONE_SURROGATE.test(value);

/** The part of a query error's code after LEADS_QUERY_ (error-codes.ts lists them). */
type QueryErrorName = ErrorCode extends infer C ? (C extends `LEADS_QUERY_${infer Name}` ? Name : never) : never;
const invalid = (name: QueryErrorName, message: Localized) => new AppError(400, `LEADS_QUERY_${name}` as const, message);

export const LeadListErrors = {
  status: () =>
    invalid('STATUS', localized("Unbekannter Status. Erlaubt sind 'all', 'confirmed' und 'pending'.", "Unknown status. Allowed are 'all', 'confirmed' and 'pending'.")),
  search: () =>
    invalid(
      'SEARCH',
      localized(
        `Der Suchbegriff darf höchstens ${MAX_SEARCH_LENGTH} Zeichen lang sein und keine Steuerzeichen enthalten.`,
        `The search term can be at most ${MAX_SEARCH_LENGTH} characters long and must not contain control characters.`,
      ),
    ),
  rating: () => invalid('RATING', localized("Unbekannte Bewertung. Erlaubt sind 'hot', 'warm' und 'cold'.", "Unknown rating. Allowed are 'hot', 'warm' and 'cold'.")),
  source: () =>
    invalid('SOURCE', localized("Unbekannte Quelle. Erlaubt sind 'form', 'stand', 'badge' und 'card'.", "Unknown source. Allowed are 'form', 'stand', 'badge' and 'card'.")),
  tag: () =>
    invalid(
      'TAG',
      localized(
        `Ein Tag ist höchstens ${MAX_TAG_LENGTH} Zeichen lang und enthält keine Steuerzeichen.`,
        `A tag is at most ${MAX_TAG_LENGTH} characters long and contains no control characters.`,
      ),
    ),
  limit: () => invalid('LIMIT', localized(`'limit' muss eine ganze Zahl von 1 bis ${MAX_PAGE_SIZE} sein.`, `'limit' must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)),
  cursor: () => invalid('CURSOR', localized('Der Cursor ist ungültig. Bitte lade die Liste neu.', 'The cursor is invalid. Please reload the list.')),
  since: () =>
    invalid(
      'SINCE',
      localized(
        "'since' ist ungültig. Nimm den Wert aus dem Header X-Leads-Cursor der vorigen Antwort.",
        "'since' is invalid. Take the value from the X-Leads-Cursor header of the previous answer.",
      ),
    ),
  sinceWithCursor: () => invalid('SINCE_WITH_CURSOR', localized("'since' und 'cursor' lassen sich nicht kombinieren.", "'since' and 'cursor' cannot be combined.")),
  exportFormat: () =>
    invalid('EXPORT_FORMAT', localized("Unbekanntes Exportformat. Erlaubt sind 'crm' und 'excel'.", "Unknown export format. Allowed are 'crm' and 'excel'.")),
  /** The events behind a `since` cursor changed (one added, renamed or deleted): the list must be read again. */
  scopeChanged: () =>
    new AppError(
      410,
      'LEADS_SCOPE_CHANGED',
      localized('Deine Events haben sich geändert. Bitte lade die Liste neu.', 'Your events have changed. Please reload the list.'),
    ),
} as const;

/** A single text parameter: absent, or one string (a repeated parameter is refused). */
function text(raw: unknown, error: () => AppError): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw error();
  return raw;
}

export function parseLeadListQuery(raw: Record<string, unknown>): LeadListQuery {
  const eventIdText = raw.eventId;
  // a repeated or malformed eventId names none of the organiser's events: the same 404 as a foreign one
  const eventId = eventIdText === undefined || eventIdText === '' ? undefined : String(eventIdText);

  const statusText = text(raw.status, LeadListErrors.status);
  const status = statusText === undefined || statusText === '' ? 'all' : statusText;
  if (!(STATUSES as readonly string[]).includes(status)) throw LeadListErrors.status();

  const qText = text(raw.q, LeadListErrors.search)?.trim();
  if (qText && badText(qText, MAX_SEARCH_LENGTH)) throw LeadListErrors.search();

  const ratingText = text(raw.rating, LeadListErrors.rating);
  if (ratingText && !(LEAD_RATINGS as readonly string[]).includes(ratingText)) throw LeadListErrors.rating();

  const tag = text(raw.tag, LeadListErrors.tag)?.trim();
  if (tag && badText(tag, MAX_TAG_LENGTH)) throw LeadListErrors.tag();

  const sourceText = text(raw.source, LeadListErrors.source);
  if (sourceText && !isLeadSource(sourceText)) throw LeadListErrors.source();

  const limitText = text(raw.limit, LeadListErrors.limit);
  let limit: number | undefined;
  if (limitText !== undefined) {
    if (!/^\d{1,3}$/.test(limitText)) throw LeadListErrors.limit();
    limit = Number(limitText);
    if (limit < 1 || limit > MAX_PAGE_SIZE) throw LeadListErrors.limit();
  }
  const cursorText = text(raw.cursor, LeadListErrors.cursor);
  const sinceText = text(raw.since, LeadListErrors.since);
  if (cursorText && sinceText) throw LeadListErrors.sinceWithCursor();

  let mode: LeadListQuery['mode'] = { kind: 'all' };
  if (sinceText !== undefined) mode = { kind: 'changes', since: parseChangeCursor(sinceText) };
  else if (limit !== undefined || cursorText) {
    mode = { kind: 'page', limit: limit ?? DEFAULT_PAGE_SIZE, after: cursorText ? parsePageCursor(cursorText) : undefined };
  }

  return {
    eventId,
    status: status as LeadListQuery['status'],
    q: qText ? qText.toLowerCase() : undefined,
    rating: (ratingText || undefined) as LeadRating | undefined,
    tag: tag || undefined,
    source: (sourceText || undefined) as LeadSource | undefined,
    mode,
  };
}

export function formatPageCursor(cursor: PageCursor): string {
  return `p1.${cursor.createdAtMicros}.${cursor.id}`;
}

export function parsePageCursor(value: string): PageCursor {
  const match = /^p1\.(\d{1,20})\.([0-9a-f-]{36})$/i.exec(value);
  if (!match || !UUID.test(match[2])) throw LeadListErrors.cursor();
  return { createdAtMicros: match[1], id: match[2].toLowerCase() };
}

/**
 * More transactions in progress than this and the cursor keeps only the snapshot's xmin: the
 * next poll then repeats what those transactions wrote, and the cursor stays a short URL.
 */
const MAX_CURSOR_IN_PROGRESS = 100;

/** `s2.<xmin>-<xmax>-<in progress, _-separated>.<scope>`: URL-safe, so the SPA passes it as it is. */
export function formatChangeCursor(cursor: ChangeCursor): string {
  const [xmin, xmax, inProgress] = cursor.snapshot.split(':');
  const running = inProgress ? inProgress.split(',') : [];
  const exact = running.length <= MAX_CURSOR_IN_PROGRESS;
  return `s2.${xmin}-${exact ? xmax : xmin}-${exact ? running.join('_') : ''}.${cursor.scope}`;
}

export function parseChangeCursor(value: string): ChangeCursor {
  const current = /^s2\.(\d{1,20})-(\d{1,20})-((?:\d{1,20}(?:_\d{1,20}){0,99})?)\.([A-Za-z0-9_-]{1,64})$/.exec(value);
  if (current) {
    const [, xmin, xmax, running, scope] = current;
    if (BigInt(xmin) > BigInt(xmax)) throw LeadListErrors.since();
    const inProgress = running ? running.split('_') : [];
    if (inProgress.some((xid) => BigInt(xid) < BigInt(xmin) || BigInt(xid) >= BigInt(xmax))) throw LeadListErrors.since();
    return { snapshot: `${xmin}:${xmax}:${inProgress.join(',')}`, scope };
  }
  // the cursor before s2 held only the xmin: everything from it on counts as changed
  const legacy = /^s1\.(\d{1,20})\.([A-Za-z0-9_-]{1,64})$/.exec(value);
  if (!legacy) throw LeadListErrors.since();
  return { snapshot: `${legacy[1]}:${legacy[1]}:`, scope: legacy[2] };
}

/** The export's `format`: 'crm' (the default) or 'excel'. */
export function parseExportFormat(raw: unknown): 'crm' | 'excel' {
  if (raw === undefined || raw === '') return 'crm';
  if (raw === 'crm' || raw === 'excel') return raw;
  throw LeadListErrors.exportFormat();
}
