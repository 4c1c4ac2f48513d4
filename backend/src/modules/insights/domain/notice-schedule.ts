import { addDays, dateIn, weekdayMondayFirst, zonedTime } from '../../../common/time/business-time';

/** At most one new-lead mail per event in this span. */
export const LEAD_DIGEST_INTERVAL_MS = 15 * 60_000;

/** The start of the 15-minute span `now` falls in: a digest's key. */
export function digestBucketStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / LEAD_DIGEST_INTERVAL_MS) * LEAD_DIGEST_INTERVAL_MS);
}

export const WEEKLY_REPORT_HOUR = 8;

export interface ReportWeek {
  /** The Monday (YYYY-MM-DD) whose 08:00 sends the report: the period's key. */
  weekStart: string;
  /** The seven days the report covers: from the Monday 08:00 before to `to`. */
  from: Date;
  to: Date;
}

/** The latest weekly report that is due at `now`: Monday 08:00 in the business zone. */
export function latestReportWeek(now: Date, timeZone: string): ReportWeek {
  const today = dateIn(now, timeZone);
  let monday = addDays(today, -weekdayMondayFirst(today));
  if (zonedTime(monday, WEEKLY_REPORT_HOUR, timeZone).getTime() > now.getTime()) monday = addDays(monday, -7);
  return {
    weekStart: monday,
    from: zonedTime(addDays(monday, -7), WEEKLY_REPORT_HOUR, timeZone),
    to: zonedTime(monday, WEEKLY_REPORT_HOUR, timeZone),
  };
}

/**
 * Whether the organiser gets the report of `week`: only once a full report week has passed since
 * their first lead (it came before the week began), and only with new leads in the week. So no
 * report before the first lead, none right after the first leads, never one of 0 new leads.
 */
export function reportIsDue(week: { from: Date }, firstLeadAt: Date | null, newLeads: number): boolean {
  return firstLeadAt !== null && firstLeadAt.getTime() <= week.from.getTime() && newLeads > 0;
}
