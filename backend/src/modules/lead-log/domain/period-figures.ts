/** An event's leads in a period [from, to): captured in it, all captured before its end, and the confirmed ones of those. */
export interface PeriodFigures {
  newLeads: number;
  totalLeads: number;
  confirmedLeads: number;
}
