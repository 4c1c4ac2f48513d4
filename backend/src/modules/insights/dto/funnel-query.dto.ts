import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { bilingual } from '../../../common/i18n/localized';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/events/{id}/funnel?from=&to=: calendar days in TZ_BUSINESS. */
export class FunnelQueryDto {
  @ApiPropertyOptional({ example: '2026-03-01', description: "First day (YYYY-MM-DD); default: the day of the event's first count" })
  @IsOptional()
  @Matches(CALENDAR_DAY, { message: bilingual('Das Startdatum (from) muss ein Datum im Format JJJJ-MM-TT sein.', 'The start date (from) must be a date in the format YYYY-MM-DD.') })
  @IsISO8601({ strict: true }, { message: bilingual('Das Startdatum (from) ist kein gültiges Datum.', 'The start date (from) is not a valid date.') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-31', description: 'Last day (YYYY-MM-DD); default: today' })
  @IsOptional()
  @Matches(CALENDAR_DAY, { message: bilingual('Das Enddatum (to) muss ein Datum im Format JJJJ-MM-TT sein.', 'The end date (to) must be a date in the format YYYY-MM-DD.') })
  @IsISO8601({ strict: true }, { message: bilingual('Das Enddatum (to) ist kein gültiges Datum.', 'The end date (to) is not a valid date.') })
  to?: string;
}
