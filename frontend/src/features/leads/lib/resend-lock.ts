/**
 * Resend double opt-in lock: 24 h per lead after a successful resend.
 * Two sources: the lead's doiResentAt (server truth, survives other browsers) and a
 * localStorage map leadId -> locked-until (ms), written on success and on a 429.
 */
export const RESEND_LOCK_MS = 24 * 60 * 60 * 1000;
export const RESEND_STORAGE_KEY = 'fairleads.doiResendLocks';
const HOUR_MS = 60 * 60 * 1000;

type LockMap = Record<string, number>;

function readMap(): LockMap {
  try {
    const raw = window.localStorage.getItem(RESEND_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as LockMap) : {};
  } catch {
    return {};
  }
}

function writeMap(map: LockMap): void {
  try {
    window.localStorage.setItem(RESEND_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Private mode or quota: the server's doiResentAt still locks after the next poll.
  }
}

/** Remembers the lock; drops expired entries so the map does not grow forever. */
export function storeResendLock(leadId: string | number, lockedUntil: number, now = Date.now()): void {
  const map = readMap();
  for (const key of Object.keys(map)) if (!(map[key] > now)) delete map[key];
  map[String(leadId)] = lockedUntil;
  writeMap(map);
}

export function storedLockUntil(leadId: string | number): number | null {
  const value = readMap()[String(leadId)];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Latest of server (doiResentAt + 24 h) and local lock; null when not locked at `now`. */
export function resendLockedUntil(
  leadId: string | number,
  doiResentAt: string | null | undefined,
  now = Date.now(),
): number | null {
  const server = doiResentAt ? new Date(doiResentAt).getTime() + RESEND_LOCK_MS : Number.NaN;
  const local = storedLockUntil(leadId) ?? Number.NaN;
  const until = Math.max(Number.isNaN(server) ? -Infinity : server, Number.isNaN(local) ? -Infinity : local);
  return until > now ? until : null;
}

/** Whole hours left, rounded up (23 h 10 min -> 24), at least 1 while locked. */
export function hoursRemaining(lockedUntil: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / HOUR_MS));
}

/** Locked-until from a 429 message '... in N Stunden möglich.' ('... in N hours.'); 24 h when it has no number. */
export function lockUntilFrom429(message: string | undefined, now = Date.now()): number {
  const match = message?.match(/in\s+(\d+)\s+(?:Stunde|hour)/);
  const hours = match ? Number(match[1]) : 24;
  return now + hours * HOUR_MS;
}
