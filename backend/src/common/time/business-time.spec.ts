import { addDays, dateIn, hasEventEnded, startOfDay } from './business-time';

describe('business time', () => {
  it('adds calendar days across month and year ends and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('finds local midnight in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(startOfDay('2027-01-15', 'Europe/Berlin').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(startOfDay('2027-07-15', 'Europe/Berlin').toISOString()).toBe('2027-07-14T22:00:00.000Z');
    expect(startOfDay('2027-07-15', 'UTC').toISOString()).toBe('2027-07-15T00:00:00.000Z');
  });

  it('keeps midnight on the days daylight saving time starts and ends', () => {
    // Berlin: 28 March 2027 02:00 -> 03:00, 31 October 2027 03:00 -> 02:00
    expect(startOfDay('2027-03-28', 'Europe/Berlin').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(startOfDay('2027-03-29', 'Europe/Berlin').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(startOfDay('2027-10-31', 'Europe/Berlin').toISOString()).toBe('2027-10-30T22:00:00.000Z');
    expect(startOfDay('2027-11-01', 'Europe/Berlin').toISOString()).toBe('2027-10-31T23:00:00.000Z');
  });

  it('takes the first instant of a day whose midnight falls into a daylight-saving gap', () => {
    // Santiago de Chile springs forward at midnight: 6 September 2026 starts at 01:00 (UTC-3)
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dateIn(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dateIn(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('reads the calendar date of an instant in the zone, not in UTC', () => {
    expect(dateIn(new Date('2027-03-14T23:30:00Z'), 'Europe/Berlin')).toBe('2027-03-15');
    expect(dateIn(new Date('2027-03-14T22:59:59Z'), 'Europe/Berlin')).toBe('2027-03-14');
  });
});

describe('the end of an event', () => {
  it('closes the form at the end of the end date in TZ_BUSINESS', () => {
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T22:59:59Z'), 'Europe/Berlin')).toBe(false);
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T23:00:00Z'), 'Europe/Berlin')).toBe(true);
    // in UTC the same instant is still the end date
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T23:00:00Z'), 'UTC')).toBe(false);
  });
});
