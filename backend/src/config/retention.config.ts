import { registerAs } from '@nestjs/config';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { InvalidSettingError, validateSettings } from './config-validation';

class RetentionSettings {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of days between 1 and 365' })
  @Min(1, { message: 'must be a whole number of days between 1 and 365' })
  @Max(365, { message: 'must be a whole number of days between 1 and 365' })
  RETENTION_BACKUP_DAYS?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number of days between 2 and 730' })
  @Min(2, { message: 'must be a whole number of days between 2 and 730' })
  @Max(730, { message: 'must be a whole number of days between 2 and 730' })
  RETENTION_DELETE_DAYS?: number;

  @IsOptional()
  @Matches(/^[A-Za-z_]+\/[A-Za-z_+-]+(\/[A-Za-z_+-]+)?$/, { message: 'must be an IANA time zone such as Europe/Berlin' })
  TZ_BUSINESS?: string;
}

export interface RetentionConfig {
  /** Days after the event's end date until the CSV backup mail (4 weeks). */
  backupDays: number;
  /** Days after the event's end date until the leads are deleted (8 weeks); more than backupDays. */
  deleteDays: number;
  /** Event dates and scheduled jobs are read in this zone. */
  timeZone: string;
}

export function loadRetentionConfig(env: NodeJS.ProcessEnv = process.env): RetentionConfig {
  const s = validateSettings(RetentionSettings, env);
  const backupDays = s.RETENTION_BACKUP_DAYS ?? 28;
  const deleteDays = s.RETENTION_DELETE_DAYS ?? 56;
  if (deleteDays <= backupDays) {
    throw new InvalidSettingError(
      `Invalid setting RETENTION_DELETE_DAYS: must be more than RETENTION_BACKUP_DAYS (${backupDays}), so the backup goes out before the deletion.`,
    );
  }
  const timeZone = s.TZ_BUSINESS ?? 'Europe/Berlin';
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone });
  } catch {
    throw new InvalidSettingError(`Invalid setting TZ_BUSINESS: ${timeZone} is not a known time zone.`);
  }
  return { backupDays, deleteDays, timeZone };
}

export const retentionConfig = registerAs('retention', () => loadRetentionConfig());
