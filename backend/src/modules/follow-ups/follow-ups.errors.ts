import { AppError } from '../../common/errors/app-error';
import { localized, type Localized } from '../../common/i18n/localized';

const NOT_A_LIST = localized('Bitte sende die Follow-ups als Liste.', 'Please send the follow-ups as a list.');

/** The follow-ups' refusals, in the organiser's words. */
export const FollowUpsErrors = {
  stepNotFound: () =>
    new AppError(404, 'FOLLOW_UP_STEP_NOT_FOUND', localized('Dieses Follow-up gibt es nicht. Speichere es zuerst.', 'This follow-up does not exist. Save it first.')),
  notAList: () => new AppError(400, 'VALIDATION_FAILED', NOT_A_LIST, { errors: { steps: NOT_A_LIST } }),
  invalidSequence: (errors: Record<string, Localized>) => new AppError(400, 'VALIDATION_FAILED', Object.values(errors)[0], { errors }),
} as const;

export const FollowUpsMessages = {
  testMailSent: 'Test-E-Mail gesendet. Schau in dein Postfach.',
} as const;
