/** Lead counts per event. Declared here, provided by the leads module (events must not depend on leads). */
export interface LeadCounts {
  total: number;
  confirmed: number;
}

export abstract class LeadStatsPort {
  /** Counts of non-erased leads; events without leads are missing from the map. */
  abstract countsByEvent(eventIds: string[]): Promise<Map<string, LeadCounts>>;
}
