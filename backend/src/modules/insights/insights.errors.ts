import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

/** The errors of the funnel's report. */
export const InsightsErrors = {
  funnelRangeReversed: () =>
    new AppError(
      400,
      'LEADS_FUNNEL_RANGE_REVERSED',
      localized('Das Startdatum (from) darf nicht nach dem Enddatum (to) liegen.', 'The start date (from) must not be after the end date (to).'),
    ),
  funnelRangeTooLong: (maxDays: number) =>
    new AppError(
      400,
      'LEADS_FUNNEL_RANGE_TOO_LONG',
      localized(`Der Zeitraum darf höchstens ${maxDays} Tage umfassen.`, `The period can span at most ${maxDays} days.`),
    ),
} as const;
