/** Lead as sent by GET /api/leads (spec 3), newest first. */
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
}

/** The few event fields the filter dropdown needs. */
export interface EventOption {
  id: string;
  name: string;
}

/** 'confirmed' = Nur Bestätigte, 'all' = Auch Ausstehende (pending view, with the Aktionen column). */
export type LeadView = 'confirmed' | 'all';
