import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { retentionConfig } from '../../../config';
import { DataLifecycleDates, DataLifecyclePort } from '../../events';
import { retentionSchedule, RetentionSchedule } from '../domain/retention-schedule';

/** The policy with the installation's settings (RETENTION_BACKUP_DAYS, RETENTION_DELETE_DAYS, TZ_BUSINESS). */
@Injectable()
export class RetentionPolicy extends DataLifecyclePort {
  constructor(@Inject(retentionConfig.KEY) private readonly settings: ConfigType<typeof retentionConfig>) {
    super();
  }

  /** The zone whose calendar days the schedule counts. */
  get timeZone(): string {
    return this.settings.timeZone;
  }

  scheduleOf(endDate: string): RetentionSchedule {
    return retentionSchedule(endDate, this.settings);
  }

  /** For the events module's views (DataLifecyclePort). */
  datesOf(endDate: string): DataLifecycleDates {
    const { backupDate, deletionDate } = this.scheduleOf(endDate);
    return { backupDate, deletionDate };
  }
}
