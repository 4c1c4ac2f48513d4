import { linkState, maskedEmail, noticeTime } from './credential-links';

describe('credential links', () => {
  const now = new Date('2025-03-03T13:05:00Z');
  const open = { usedAt: null, supersededAt: null, expiresAt: new Date(now.getTime() + 1000) };

  it('holds until it expires, and is void once used or superseded', () => {
    expect(linkState(open, now)).toBe('usable');
    expect(linkState({ ...open, expiresAt: now }, now)).toBe('expired');
    expect(linkState({ ...open, usedAt: now }, now)).toBe('void');
    expect(linkState({ ...open, supersededAt: now, expiresAt: new Date(0) }, now)).toBe('void');
    expect(linkState(null, now)).toBe('void');
  });

  it('names an address so that its owner recognises it, never in full', () => {
    expect(maskedEmail('anna.muster@example.com')).toBe('an***@example.com');
    expect(maskedEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskedEmail('a@example.com')).toBe('a***@example.com');
  });

  it('tells the time in the business time zone', () => {
    expect(noticeTime(now, 'Europe/Berlin', 'de')).toBe('3. März 2025 um 14:05');
    expect(noticeTime(now, 'Europe/Berlin', 'en')).toBe('3 March 2025 at 14:05');
  });
});
