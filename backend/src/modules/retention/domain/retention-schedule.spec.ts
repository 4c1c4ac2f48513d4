import { dateIn } from '../../../common/time/business-time';
import { retentionSchedule } from './retention-schedule';

const berlin = { backupDays: 28, deleteDays: 56, timeZone: 'Europe/Berlin' };

describe('the data lifecycle of an event', () => {
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

