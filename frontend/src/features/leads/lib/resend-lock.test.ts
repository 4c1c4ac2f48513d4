import {
  hoursRemaining,
  lockUntilFrom429,
  RESEND_LOCK_MS,
  RESEND_STORAGE_KEY,
  resendLockedUntil,
  storeResendLock,
  storedLockUntil,
} from './resend-lock';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-21T12:00:00.000Z');

describe('resend lock', () => {
  beforeEach(() => localStorage.clear());

  it('is free without doiResentAt and without a stored lock', () => {
    expect(resendLockedUntil(1, null, now)).toBeNull();
  });

  it('derives the lock from doiResentAt (server truth): 24 h after the resend', () => {
    const resentAt = new Date(now - 2.5 * HOUR).toISOString();
    const until = resendLockedUntil(1, resentAt, now);
    expect(until).toBe(now - 2.5 * HOUR + RESEND_LOCK_MS);
    expect(hoursRemaining(until!, now)).toBe(22);
    expect(resendLockedUntil(1, new Date(now - 25 * HOUR).toISOString(), now)).toBeNull();
  });

  it('remembers a lock per lead in localStorage', () => {
    storeResendLock(5, now + 24 * HOUR, now);
    expect(storedLockUntil(5)).toBe(now + 24 * HOUR);
    expect(resendLockedUntil(5, null, now)).toBe(now + 24 * HOUR);
    expect(hoursRemaining(now + 24 * HOUR, now)).toBe(24);
    expect(resendLockedUntil(6, null, now)).toBeNull();
    expect(resendLockedUntil(5, null, now + 24 * HOUR + 1)).toBeNull();
  });

  it('takes the later of server and local lock, and prunes expired entries', () => {
    storeResendLock(1, now + 3 * HOUR, now);
    const resentAt = new Date(now - HOUR).toISOString();
    expect(resendLockedUntil(1, resentAt, now)).toBe(now + 23 * HOUR);
    storeResendLock(2, now - 1, now - 10);
    storeResendLock(3, now + HOUR, now);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESEND_STORAGE_KEY)!))).toEqual(['1', '3']);
  });

  it('survives broken storage contents', () => {
    localStorage.setItem(RESEND_STORAGE_KEY, 'not json');
    expect(resendLockedUntil(1, null, now)).toBeNull();
  });

  it('rounds the remaining hours up and shows at least 1', () => {
    expect(hoursRemaining(now + 10 * 60 * 1000, now)).toBe(1);
    expect(hoursRemaining(now + 23 * HOUR + 1, now)).toBe(24);
  });

  it('reads the hours from the 429 message', () => {
    const msg = 'Die Bestätigungs-E-Mail wurde bereits erneut gesendet. Ein weiterer Versand ist in 17 Stunden möglich.';
    expect(lockUntilFrom429(msg, now)).toBe(now + 17 * HOUR);
    expect(lockUntilFrom429('in 1 Stunde möglich', now)).toBe(now + HOUR);
    expect(lockUntilFrom429(undefined, now)).toBe(now + 24 * HOUR);
  });
});
