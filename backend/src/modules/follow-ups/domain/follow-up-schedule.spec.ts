import { insideSendWindow, isTimeZone, nextSendAt, stepDueAt, stepSendable, type SendWindow } from './follow-up-schedule';

const weekdays = (timeZone: string): SendWindow => ({ days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00', timeZone });

describe('follow-up schedule', () => {
  it('is due delayDays after the confirmation, never before the enrolment', () => {
    const confirmed = new Date('2030-03-01T10:00:00Z');
    expect(stepDueAt(confirmed, confirmed, 0)).toEqual(confirmed);
    expect(stepDueAt(confirmed, confirmed, 3)).toEqual(new Date('2030-03-04T10:00:00Z'));
    const enrolledLater = new Date('2030-04-01T08:00:00Z');
    expect(stepDueAt(confirmed, enrolledLater, 3)).toEqual(enrolledLater);
  });

  it('reads the window on the wall clock of its own zone', () => {
    // Monday 2030-03-04 07:30 UTC = 08:30 in Berlin (before 09:00), 16:30 in Tokyo (inside), 02:30 in New York (before)
    const at = new Date('2030-03-04T07:30:00Z');
    expect(insideSendWindow(at, weekdays('Europe/Berlin'))).toBe(false);
    expect(insideSendWindow(at, weekdays('Asia/Tokyo'))).toBe(true);
    expect(insideSendWindow(at, weekdays('America/New_York'))).toBe(false);
    expect(insideSendWindow(at, null)).toBe(true);
    // 'to' is excluded: 17:00 Berlin is outside
    expect(insideSendWindow(new Date('2030-03-04T16:00:00Z'), weekdays('Europe/Berlin'))).toBe(false);
    expect(insideSendWindow(new Date('2030-03-04T15:59:00Z'), weekdays('Europe/Berlin'))).toBe(true);
  });

  it('moves a step due on Saturday to Monday 09:00 in the window’s zone', () => {
    const saturday = new Date('2030-03-02T12:00:00Z');
    expect(nextSendAt(saturday, weekdays('Europe/Berlin'))).toEqual(new Date('2030-03-04T08:00:00Z'));
    expect(nextSendAt(saturday, weekdays('America/New_York'))).toEqual(new Date('2030-03-04T14:00:00Z'));
    // Saturday 12:00 UTC is already Saturday 21:00 in Tokyo; its Monday 09:00 is Monday 00:00 UTC
    expect(nextSendAt(saturday, weekdays('Asia/Tokyo'))).toEqual(new Date('2030-03-04T00:00:00Z'));
  });

  it('opens the same day when due before the window, the next allowed day when after it', () => {
    const window: SendWindow = { days: [2, 4], from: '10:30', to: '12:00', timeZone: 'Europe/Berlin' };
    // Tuesday 2030-03-05 08:00 Berlin (07:00 UTC): opens 10:30 the same day
    expect(nextSendAt(new Date('2030-03-05T07:00:00Z'), window)).toEqual(new Date('2030-03-05T09:30:00Z'));
    // Tuesday 13:00 Berlin: Thursday 10:30
    expect(nextSendAt(new Date('2030-03-05T12:00:00Z'), window)).toEqual(new Date('2030-03-07T09:30:00Z'));
    // inside: itself
    const inside = new Date('2030-03-05T10:00:00Z');
    expect(nextSendAt(inside, window)).toEqual(inside);
  });

  it('follows daylight saving time: 09:00 Berlin is 08:00 UTC before the change and 07:00 after', () => {
    // Europe switches on Sunday 2030-03-31; due Saturday 2030-03-30
    expect(nextSendAt(new Date('2030-03-30T12:00:00Z'), weekdays('Europe/Berlin'))).toEqual(new Date('2030-04-01T07:00:00Z'));
    // the US switches on 2030-03-10: Monday 2030-03-11 09:00 New York is 13:00 UTC
    expect(nextSendAt(new Date('2030-03-09T12:00:00Z'), weekdays('America/New_York'))).toEqual(new Date('2030-03-11T13:00:00Z'));
    // and back in autumn: Monday 2030-10-28 09:00 Berlin is 08:00 UTC again
    expect(nextSendAt(new Date('2030-10-26T12:00:00Z'), weekdays('Europe/Berlin'))).toEqual(new Date('2030-10-28T08:00:00Z'));
  });

  it('sends at a tick when due and inside the window', () => {
    const due = new Date('2030-03-02T12:00:00Z');
    const window = weekdays('Europe/Berlin');
    expect(stepSendable(new Date('2030-03-02T12:01:00Z'), due, window)).toBe(false);
    expect(stepSendable(new Date('2030-03-04T08:00:00Z'), due, window)).toBe(true);
    expect(stepSendable(new Date('2030-03-04T08:00:00Z'), new Date('2030-03-05T00:00:00Z'), window)).toBe(false);
  });

  it('knows IANA time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
