import type { ApiSchema } from '@/lib/api/schemas';
import type { EventView } from '@/lib/events';

/** GET /api/leads: one lead (the desk's fields), newest first. */
export type Lead = ApiSchema<'LeadListItemAnswer'>;

/** The stand team's rating (heiß / warm / kalt). */
export type LeadRating = NonNullable<Lead['rating']>;

/** Where a lead came from: the visitor's form, typed at the stand, a badge or a card scan. */
export type LeadSource = Lead['source'];

/** A lead of a `since` answer that no longer matches the filters (or was erased). */
export type RemovedLead = ApiSchema<'RemovedLeadAnswer'>;

/** The few event fields the filter dropdown and the custom-field columns need. */
export type EventOption = Pick<EventView, 'id' | 'name'> & Partial<Pick<EventView, 'customField1' | 'customField2'>>;

/** A free event at its lead cap, for the desk's notice. */
export interface CappedEvent {
  id: string;
  name: string;
  /** Leads counted against the cap (erased ones keep their slot): '10 von 10 (1 gelöscht)'. */
  used: number;
  limit: number;
  /** How many of the capped leads were erased, so the list holds fewer than the cap counts. */
  erasedCount: number;
  erased: boolean;
}

/** 'all' = Auch Ausstehende (the default: every lead as it arrives), 'confirmed' = Nur Bestätigte. */
type LeadView = 'confirmed' | 'all';

/** What the desk shows: all optional, all in the URL. */
export interface LeadFilters {
  eventId: string | null;
  view: LeadView;
  q: string;
  rating: LeadRating | null;
  tag: string | null;
  source: LeadSource | null;
}

/** One page of GET /api/leads?limit=… with its headers. */
export interface LeadsPageData {
  leads: Lead[];
  /** The Link rel="next" URL, null on the last page. */
  next: string | null;
  /** X-Total-Count: how many leads match. */
  total: number;
  /** X-Leads-Cursor: where the next `since` poll starts (kept on the first page). */
  cursor: string;
}

/** GET /api/leads/summary */
export type LeadSummary = ApiSchema<'LeadSummaryAnswer'>;

/** GET /api/leads/{id} */
export type LeadDetail = ApiSchema<'LeadDetailAnswer'>;
