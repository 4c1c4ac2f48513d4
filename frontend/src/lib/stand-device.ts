/**
 * The stand-mode registration this device holds per event (issue 18). The organiser's event
 * settings write it when they register the device; the stand page reads it and forgets it when
 * stand mode ends. Lives in lib/ because both features need it and features never import each other.
 */

export interface StandDeviceCredentials {
  /** The device token, sent as the X-Stand-Token header; the server keeps only its hash. */
  token: string;
  deviceId: string;
  name: string;
  eventId: string;
  expiresAt: string;
}

const KEY_PREFIX = 'fairleads.stand.device:';
/** The stand path opened last on this device: the installed app's start address leads there. */
const LAST_PATH_KEY = 'fairleads.stand.lastPath';

export function standPath(companySlug: string, eventSlug: string): string {
  return `/stand/${encodeURIComponent(companySlug)}/${encodeURIComponent(eventSlug)}`;
}

function keyFor(companySlug: string, eventSlug: string): string {
  return `${KEY_PREFIX}${companySlug}/${eventSlug}`;
}

function isCredentials(value: unknown): value is StandDeviceCredentials {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['token', 'deviceId', 'name', 'eventId', 'expiresAt'].every((field) => typeof v[field] === 'string');
}

export function saveStandDevice(companySlug: string, eventSlug: string, credentials: StandDeviceCredentials): void {
  localStorage.setItem(keyFor(companySlug, eventSlug), JSON.stringify(credentials));
  localStorage.setItem(LAST_PATH_KEY, standPath(companySlug, eventSlug));
}

/** The registration for this event, or null (none, unreadable, or expired on this device's clock). */
export function readStandDevice(companySlug: string, eventSlug: string, now = Date.now()): StandDeviceCredentials | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyFor(companySlug, eventSlug)) ?? 'null');
    if (!isCredentials(stored)) return null;
    return Date.parse(stored.expiresAt) > now ? stored : null;
  } catch {
    return null;
  }
}

export function forgetStandDevice(companySlug: string, eventSlug: string): void {
  localStorage.removeItem(keyFor(companySlug, eventSlug));
  if (localStorage.getItem(LAST_PATH_KEY) === standPath(companySlug, eventSlug)) localStorage.removeItem(LAST_PATH_KEY);
}

/** Whether this device holds a registration for the event (the device list marks it). */
export function isThisDevice(deviceId: string, companySlug: string, eventSlug: string): boolean {
  return readStandDevice(companySlug, eventSlug)?.deviceId === deviceId;
}

export function lastStandPath(): string | null {
  try {
    const path = localStorage.getItem(LAST_PATH_KEY);
    return path && path.startsWith('/stand/') ? path : null;
  } catch {
    return null;
  }
}
