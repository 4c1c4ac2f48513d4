import { addDays, wallClockIn, weekdayMondayFirst, zonedTime } from '../../../common/time/business-time';

/** When a step may go out: ISO weekdays (1 = Monday … 7 = Sunday) and from–to ('HH:MM', to excluded) on the wall clock of `timeZone`. */
export interface SendWindow {
  days: number[];
  from: string;
  to: string;
  timeZone: string;
}

const HOUR_MS = 3_600_000;

/**
 * When step p is due for a lead: `delayDays` whole days (24 h each) after the confirmation, but
 * never before the lead was enrolled (leads confirmed before the module existed start now).
 */
export function stepDueAt(confirmedAt: Date, enrolledAt: Date, delayDays: number): Date {
  return new Date(Math.max(confirmedAt.getTime() + delayDays * 24 * HOUR_MS, enrolledAt.getTime()));
}

/** Whether `at` is inside the window (any time without one). */
export function insideSendWindow(at: Date, window: SendWindow | null): boolean {
  if (!window) return true;
  const { date, time } = wallClockIn(at, window.timeZone);
  return window.days.includes(weekdayMondayFirst(date) + 1) && window.from <= time && time < window.to;
}

/**
 * The first instant at or after `due` inside the window: `due` itself when it is inside, else the
 * window's next opening on the wall clock of its zone (daylight saving included). A tick sends
 * the step at its first run at or after this instant.
 */
export function nextSendAt(due: Date, window: SendWindow | null): Date {
  if (!window || insideSendWindow(due, window)) return due;
  const [hour, minute] = window.from.split(':').map(Number);
  const dueDate = wallClockIn(due, window.timeZone).date;
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(dueDate, offset);
    if (!window.days.includes(weekdayMondayFirst(date) + 1)) continue;
    const opening = zonedTime(date, hour, window.timeZone, minute);
    if (opening.getTime() >= due.getTime()) return opening;
  }
  // unreachable with at least one weekday: every weekday comes again within 7 days
  throw new Error('a send window without days');
}

/** Whether the tick at `now` sends the step: due, and inside its window. */
export function stepSendable(now: Date, due: Date, window: SendWindow | null): boolean {
  return due.getTime() <= now.getTime() && insideSendWindow(now, window);
}

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !name || name.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
