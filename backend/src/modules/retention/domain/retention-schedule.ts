import { addDays, startOfDay } from '../../../common/time/business-time';

/**
 * The retention policy: when an event's form closes, its notices and its CSV backup go out and
 * its leads are deleted. Every step is a whole number of calendar days after the end date, in
 * the business time zone.
 */

export interface RetentionSettings {
  backupDays: number;
  deleteDays: number;
  timeZone: string;
}

/** The notices go out this many days before the backup and before the deletion. */
export const NOTICE_DAYS_BEFORE = 7;

export type RetentionStep = 'closed' | 'backup_notice' | 'backup' | 'deletion_notice' | 'deleted';
export const RETENTION_STEPS: readonly RetentionStep[] = ['closed', 'backup_notice', 'backup', 'deletion_notice', 'deleted'];

export interface RetentionSchedule {
  /** Start of the day after the end date: the form closes. */
  closed: Date;
  backup_notice: Date;
  /** End + backupDays: the CSV backup mail. */
  backup: Date;
  deletion_notice: Date;
  /** End + deleteDays: the leads are deleted. */
  deleted: Date;
  /** Calendar day (YYYY-MM-DD) of the backup mail. */
  backupDate: string;
  /** Calendar day (YYYY-MM-DD) on which the data is deleted. */
  deletionDate: string;
}

/**
 * The schedule of an event that ends on `endDate` (a calendar day in the business zone).
 * The end is the start of the following day there; every step is a whole number of calendar
 * days after it, so each falls on local midnight whatever daylight saving does in between.
 */
export function retentionSchedule(endDate: string, settings: RetentionSettings): RetentionSchedule {
  const closedDate = addDays(endDate, 1);
  const backupDate = addDays(closedDate, settings.backupDays);
  const deletionDate = addDays(closedDate, settings.deleteDays);
  const at = (date: string) => startOfDay(date, settings.timeZone);
  return {
    closed: at(closedDate),
    backup_notice: at(addDays(closedDate, Math.max(0, settings.backupDays - NOTICE_DAYS_BEFORE))),
    backup: at(backupDate),
    deletion_notice: at(addDays(closedDate, Math.max(settings.backupDays, settings.deleteDays - NOTICE_DAYS_BEFORE))),
    deleted: at(deletionDate),
    backupDate,
    deletionDate,
  };
}
