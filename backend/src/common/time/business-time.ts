/**
 * Calendar arithmetic in the business time zone (TZ_BUSINESS). Pure functions: event dates
 * are calendar days ('YYYY-MM-DD') in that zone, and the deadlines built on them (the data
 * lifecycle, the weekly report) are wall-clock times there, so they never move with daylight
 * saving time. What those deadlines are belongs to the modules that keep them.
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

/** The wall clock of an instant in a zone: its calendar date and 'HH:MM'. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallTimeMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return formatUtcDate(wallTimeMs(instant.getTime(), timeZone));
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` at `hour`:`minute`. Where that
 * wall time does not exist (a daylight-saving gap), the first instant after the gap.
 */
export function zonedTime(date: string, hour: number, timeZone: string, minute = 0): Date {
  const [y, m, d] = parseDate(date);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
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
export function weekdayMondayFirst(date: string): number {
  const [y, m, d] = parseDate(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY', as German mails write a calendar day. */
export function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/** true once the event's end date is over in the business zone (the form is closed). */
export function hasEventEnded(endDate: string, now: Date, timeZone: string): boolean {
  return endDate < dateIn(now, timeZone);
}
