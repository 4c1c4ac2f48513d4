import { addDays, dateIn, hasEventEnded, latestReportWeek, retentionSchedule, startOfDay, zonedTime } from './business-time';

const berlin = { backupDays: 28, deleteDays: 56, timeZone: 'Europe/Berlin' };

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

describe('the data lifecycle of an event', () => {
  it('closes the form at the end of the end date in TZ_BUSINESS', () => {
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T22:59:59Z'), 'Europe/Berlin')).toBe(false);
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T23:00:00Z'), 'Europe/Berlin')).toBe(true);
    // in UTC the same instant is still the end date
    expect(hasEventEnded('2027-01-17', new Date('2027-01-17T23:00:00Z'), 'UTC')).toBe(false);
  });

  it('backs up 4 weeks and deletes 8 weeks after the end, with notices 7 days before each', () => {
    const s = retentionSchedule('2027-01-17', berlin);
    expect(s.closed.toISOString()).toBe('2027-01-17T23:00:00.000Z');
    expect(s.backup_notice.toISOString()).toBe('2027-02-07T23:00:00.000Z');
    expect(s.backup.toISOString()).toBe('2027-02-14T23:00:00.000Z');
    expect(s.deletion_notice.toISOString()).toBe('2027-03-07T23:00:00.000Z');
    expect(s.deleted.toISOString()).toBe('2027-03-14T23:00:00.000Z');
    expect(s.backupDate).toBe('2027-02-15');
    expect(s.deletionDate).toBe('2027-03-15');
  });

  it('stays on local midnight when daylight saving time starts between end and deletion', () => {
    const s = retentionSchedule('2027-02-20', berlin);
    expect(s.backup.toISOString()).toBe('2027-03-20T23:00:00.000Z'); // still winter time
    expect(s.deleted.toISOString()).toBe('2027-04-17T22:00:00.000Z'); // summer time: 00:00 local
    expect(dateIn(s.deleted, 'Europe/Berlin')).toBe(s.deletionDate);
    // 56 calendar days, one hour short of 56 × 24 h
    expect(s.deleted.getTime() - s.closed.getTime()).toBe(56 * 86_400_000 - 3_600_000);
  });

  it('stays on local midnight when daylight saving time ends between end and deletion', () => {
    const s = retentionSchedule('2027-09-20', berlin);
    expect(s.closed.toISOString()).toBe('2027-09-20T22:00:00.000Z');
    expect(s.deleted.toISOString()).toBe('2027-11-15T23:00:00.000Z');
    expect(s.deleted.getTime() - s.closed.getTime()).toBe(56 * 86_400_000 + 3_600_000);
  });

  it('keeps the notices in order with short periods', () => {
    const s = retentionSchedule('2027-01-17', { backupDays: 3, deleteDays: 5, timeZone: 'Europe/Berlin' });
    expect(s.backup_notice.getTime()).toBe(s.closed.getTime());
    expect(s.deletion_notice.getTime()).toBe(s.backup.getTime());
    expect(s.deleted.getTime()).toBeGreaterThan(s.deletion_notice.getTime());
  });
});

describe('the weekly report period', () => {
  it('is due from Monday 08:00 in the business zone and covers the seven days before', () => {
    // Monday 15 March 2027, 08:00 Berlin = 07:00 UTC
    const week = latestReportWeek(new Date('2027-03-15T07:00:00Z'), 'Europe/Berlin');
    expect(week.weekStart).toBe('2027-03-15');
    expect(week.to.toISOString()).toBe('2027-03-15T07:00:00.000Z');
    expect(week.from.toISOString()).toBe('2027-03-08T07:00:00.000Z');
  });

  it('still points at the previous week just before Monday 08:00', () => {
    expect(latestReportWeek(new Date('2027-03-15T06:59:59Z'), 'Europe/Berlin').weekStart).toBe('2027-03-08');
    expect(latestReportWeek(new Date('2027-03-21T12:00:00Z'), 'Europe/Berlin').weekStart).toBe('2027-03-15');
  });

  it('covers 7 days minus an hour in the week daylight saving time starts', () => {
    const week = latestReportWeek(new Date('2027-03-29T10:00:00Z'), 'Europe/Berlin');
    expect(week.weekStart).toBe('2027-03-29');
    expect(week.to.toISOString()).toBe('2027-03-29T06:00:00.000Z'); // 08:00 summer time
    expect(week.from.toISOString()).toBe('2027-03-22T07:00:00.000Z'); // 08:00 winter time
    expect(zonedTime('2027-03-29', 8, 'Europe/Berlin').toISOString()).toBe(week.to.toISOString());
  });
});
