import { InvalidSettingError } from './config-validation';
import { loadRetentionConfig } from './retention.config';

function failure(env: Record<string, string>): string {
  try {
    loadRetentionConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSettingError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('retention settings', () => {
  it('defaults to a backup after 4 weeks and the deletion after 8 weeks in Europe/Berlin', () => {
    expect(loadRetentionConfig({})).toEqual({ backupDays: 28, deleteDays: 56, timeZone: 'Europe/Berlin' });
    expect(loadRetentionConfig({ RETENTION_BACKUP_DAYS: '30', RETENTION_DELETE_DAYS: '60', TZ_BUSINESS: 'Europe/Vienna' })).toEqual({
      backupDays: 30,
      deleteDays: 60,
      timeZone: 'Europe/Vienna',
    });
  });

  it.each([
    [{ RETENTION_BACKUP_DAYS: 'vier Wochen' }, 'Invalid setting RETENTION_BACKUP_DAYS: must be a whole number of days between 1 and 365.'],
    [{ RETENTION_BACKUP_DAYS: '0' }, 'Invalid setting RETENTION_BACKUP_DAYS: must be a whole number of days between 1 and 365.'],
    [{ RETENTION_DELETE_DAYS: '1000' }, 'Invalid setting RETENTION_DELETE_DAYS: must be a whole number of days between 2 and 730.'],
    [{ RETENTION_DELETE_DAYS: '28' }, 'Invalid setting RETENTION_DELETE_DAYS: must be more than RETENTION_BACKUP_DAYS (28), so the backup goes out before the deletion.'],
    [{ TZ_BUSINESS: 'Europe/Atlantis' }, 'Invalid setting TZ_BUSINESS: Europe/Atlantis is not a known time zone.'],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(failure(env)).toBe(message);
  });
});
