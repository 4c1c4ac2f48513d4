import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

/** The lead log's errors: a lead that is unknown, erased or another organiser's is the same 404. */
export const LeadLogErrors = {
  leadNotFound: () => new AppError(404, 'LEADS_NOT_FOUND', localized('Lead nicht gefunden', 'Lead not found')),
} as const;
