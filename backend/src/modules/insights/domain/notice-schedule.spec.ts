import { zonedTime } from '../../../common/time/business-time';
import { latestReportWeek, reportIsDue } from './notice-schedule';

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

describe('whether a weekly report goes out', () => {
  // the week from Monday 8 March 2027, 08:00 Berlin, reported on Monday 15 March
  const week = latestReportWeek(new Date('2027-03-15T07:00:00Z'), 'Europe/Berlin');

  it('never before the first lead', () => {
    expect(reportIsDue(week, null, 0)).toBe(false);
  });

  it('not for the week of the first lead: a full report week has to pass since it', () => {
    expect(reportIsDue(week, new Date('2027-03-08T07:00:01Z'), 3)).toBe(false);
    expect(reportIsDue(week, new Date('2027-03-14T20:00:00Z'), 3)).toBe(false);
  });

  it('for a later week with new leads', () => {
    expect(reportIsDue(week, new Date('2027-03-08T07:00:00Z'), 1)).toBe(true);
    expect(reportIsDue(week, new Date('2027-02-20T10:00:00Z'), 4)).toBe(true);
  });

  it('never for a week without new leads', () => {
    expect(reportIsDue(week, new Date('2027-02-20T10:00:00Z'), 0)).toBe(false);
  });
});
