/** The stand team's rating (heiß / warm / kalt). */
export type LeadRating = 'hot' | 'warm' | 'cold';

/** Lead as sent by GET /api/leads (the lead plus the desk's fields), newest first. */
export interface Lead {
  id: number | string;
  eventId: number | string;
  event: { name: string } | null;
  name: string | null;
  email: string;
  customField1: string | null;
  customField2: string | null;
  doiConfirmed: boolean;
  doiConfirmedAt: string | null;
  doiResentAt?: string | null;
  createdAt: string;
  status?: 'pending' | 'confirmed';
  rating?: LeadRating | null;
  tags?: string[];
  notedAt?: string | null;
}

/** A lead of a `since` answer that no longer matches the filters (or was erased). */
export interface RemovedLead {
  id: string;
  removed: true;
}

/** The few event fields the filter dropdown and the custom-field columns need. */
export interface EventOption {
  id: string;
  name: string;
  customField1?: string | null;
  customField2?: string | null;
}

/** A free event at its lead cap, for the desk's notice. */
export interface CappedEvent {
  id: string;
  name: string;
  /** '10 von 10 (1 gelöscht)': erased leads keep their slot. */
  usage: string;
  /** Some of the capped leads were erased, so the list holds fewer than the cap counts. */
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
export interface LeadSummary {
  total: number;
  confirmed: number;
  pending: number;
  tags: string[];
}

interface TimelineEntry {
  type: string;
  at: string;
  actor: 'visitor' | 'organiser' | 'system';
  label: string;
}

/** GET /api/leads/{id} */
export interface LeadDetail {
  id: string;
  eventId: string;
  event: { name: string };
  status: 'pending' | 'confirmed';
  name: string | null;
  email: string;
  createdAt: string;
  rating: LeadRating | null;
  tags: string[];
  note: string | null;
  answers: { label: string; value: string }[];
  consent: {
    text: string;
    textHash: string;
    formVersion: number;
    doubleOptIn: boolean;
    submittedAt: string;
    submitIpHash: string | null;
    submitUserAgent: string | null;
    confirmedAt: string | null;
    confirmIpHash: string | null;
    confirmUserAgent: string | null;
    doiMessageIds: string[];
    welcomeMessageIds: string[];
  };
  timeline: TimelineEntry[];
}
