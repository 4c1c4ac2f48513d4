import { AppError } from '../../common/errors/app-error';

/** The errors of the funnel's report. */
export const InsightsErrors = {
  funnelRangeReversed: () => new AppError(400, 'LEADS_FUNNEL_RANGE_REVERSED', 'Das Startdatum (from) darf nicht nach dem Enddatum (to) liegen.'),
  funnelRangeTooLong: (maxDays: number) =>
    new AppError(400, 'LEADS_FUNNEL_RANGE_TOO_LONG', `Der Zeitraum darf höchstens ${maxDays} Tage umfassen.`),
} as const;
