/** Lead counts per event. Declared here, provided by the leads module (events must not depend on leads). */
export interface LeadCounts {
  /** Leads that are not erased (what the organiser's list shows), and the confirmed ones of them. */
  total: number;
  confirmed: number;
  /** Every lead captured, erased ones too: what a free event's cap counts (erasing makes no room). */
  captured: number;
}

export abstract class LeadStatsPort {
  /** Events without any lead are missing from the map. */
  abstract countsByEvent(eventIds: string[]): Promise<Map<string, LeadCounts>>;
}
