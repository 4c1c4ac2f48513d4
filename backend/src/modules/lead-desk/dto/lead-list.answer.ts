/** The event a lead came in at, as lists name it. */
export class LeadEventNameAnswer {
  name!: string;
}

/** One lead of the lead desk's list (GET /api/leads), newest first. */
export class LeadListItemAnswer {
  id!: string;
  eventId!: string;
  event!: LeadEventNameAnswer;
  name!: string | null;
  email!: string;
  customField1!: string | null;
  customField2!: string | null;
  doiConfirmed!: boolean;
  doiConfirmedAt!: Date | null;
  doiResentAt!: Date | null;
  createdAt!: Date;
  status!: 'pending' | 'confirmed';
  /** The stand team's rating. */
  rating!: 'hot' | 'warm' | 'cold' | null;
  tags!: string[];
  /** Where the lead came from: the visitor's form, typed at the stand, a badge or a card scan. */
  source!: 'form' | 'stand' | 'badge' | 'card';
  /** When the note last changed (the note itself is in the lead's detail). */
  notedAt!: Date | null;
  /** When the rating or the tags last changed. */
  qualifiedAt!: Date | null;
}

/** In a `since` answer: a lead that changed and no longer matches the filters (or was erased). */
export class RemovedLeadAnswer {
  id!: string;
  removed!: true;
}

/** GET /api/leads/summary: the desk's figures for the chosen event, or all. */
export class LeadSummaryAnswer {
  total!: number;
  confirmed!: number;
  pending!: number;
  /** The tags in use, for the filter. */
  tags!: string[];
}
