/** The counts of one funnel step each. */
export class FunnelCountsAnswer {
  scans!: number;
  views!: number;
  submits!: number;
  confirmed!: number;
  downloads!: number;
  /** A follow-up's booking button, once per lead and step; the SPA lists it only once counted. */
  followUpClicked!: number;
}

export class FunnelDayAnswer extends FunnelCountsAnswer {
  /** YYYY-MM-DD in TZ_BUSINESS. Every day of the range is listed, also one without counts. */
  date!: string;
}

/** GET /api/events/{id}/funnel */
export class FunnelReportAnswer {
  from!: string;
  to!: string;
  days!: FunnelDayAnswer[];
  totals!: FunnelCountsAnswer;
}
