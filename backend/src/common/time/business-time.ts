/**
 * Calendar arithmetic in the business time zone (TZ_BUSINESS). Pure functions: event dates
 * are calendar days ('YYYY-MM-DD') in that zone, and every deadline of the data lifecycle is
 * the start of a calendar day there, so a deadline never moves with daylight saving time.
 */

const DAY_MS = 86_400_000;

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function formatUtcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return formatUtcDate(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time of an instant in a zone, read as if it were UTC (milliseconds). */
function wallTimeMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return formatUtcDate(wallTimeMs(instant.getTime(), timeZone));
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` at `hour`:00. Where that
 * wall time does not exist (a daylight-saving gap), the first instant after the gap.
 */
export function zonedTime(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  const wall = Date.UTC(y, m - 1, d, hour);
  const first = wall - (wallTimeMs(wall, timeZone) - wall);
  const second = wall - (wallTimeMs(first, timeZone) - first);
  // in a gap the second guess lands before the wanted wall time; the first guess is after it
  return wallTimeMs(second, timeZone) >= wall ? new Date(second) : new Date(first);
}

/** The first instant of a calendar day in a zone. */
export function startOfDay(date: string, timeZone: string): Date {
  return zonedTime(date, 0, timeZone);
}

/** Monday = 0 ... Sunday = 6 of a calendar date. */
function weekdayMondayFirst(date: string): number {
  const [y, m, d] = parseDate(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

// ---- the data lifecycle

export interface RetentionSettings {
  backupDays: number;
  deleteDays: number;
  timeZone: string;
}

/** The notices go out this many days before the backup and before the deletion. */
export const NOTICE_DAYS_BEFORE = 7;

export type RetentionStep = 'closed' | 'backup_notice' | 'backup' | 'deletion_notice' | 'deleted';
export const RETENTION_STEPS: readonly RetentionStep[] = ['closed', 'backup_notice', 'backup', 'deletion_notice', 'deleted'];

export interface RetentionSchedule {
  /** Start of the day after the end date: the form closes. */
  closed: Date;
  backup_notice: Date;
  /** End + backupDays: the CSV backup mail. */
  backup: Date;
  deletion_notice: Date;
  /** End + deleteDays: the leads are deleted. */
  deleted: Date;
  /** Calendar day (YYYY-MM-DD) of the backup mail. */
  backupDate: string;
  /** Calendar day (YYYY-MM-DD) on which the data is deleted. */
  deletionDate: string;
}

/**
 * The schedule of an event that ends on `endDate` (a calendar day in the business zone).
 * The end is the start of the following day there; every step is a whole number of calendar
 * days after it, so each falls on local midnight whatever daylight saving does in between.
 */
export function retentionSchedule(endDate: string, settings: RetentionSettings): RetentionSchedule {
  const closedDate = addDays(endDate, 1);
  const backupDate = addDays(closedDate, settings.backupDays);
  const deletionDate = addDays(closedDate, settings.deleteDays);
  const at = (date: string) => startOfDay(date, settings.timeZone);
  return {
    closed: at(closedDate),
    backup_notice: at(addDays(closedDate, Math.max(0, settings.backupDays - NOTICE_DAYS_BEFORE))),
    backup: at(backupDate),
    deletion_notice: at(addDays(closedDate, Math.max(settings.backupDays, settings.deleteDays - NOTICE_DAYS_BEFORE))),
    deleted: at(deletionDate),
    backupDate,
    deletionDate,
  };
}

/** true once the event's end date is over in the business zone (the form is closed). */
export function hasEventEnded(endDate: string, now: Date, timeZone: string): boolean {
  return endDate < dateIn(now, timeZone);
}

// ---- organiser notifications

/** At most one new-lead mail per event in this span. */
export const LEAD_DIGEST_INTERVAL_MS = 15 * 60_000;

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
