import { AppError } from '../../common/errors/app-error';

/** The follow-ups' refusals, in the organiser's words. */
export const FollowUpsErrors = {
  stepNotFound: () => new AppError(404, 'FOLLOW_UP_STEP_NOT_FOUND', 'Dieses Follow-up gibt es nicht. Speichere es zuerst.'),
  notAList: () =>
    new AppError(400, 'VALIDATION_FAILED', 'Bitte sende die Follow-ups als Liste.', { errors: { steps: 'Bitte sende die Follow-ups als Liste.' } }),
  invalidSequence: (errors: Record<string, string>) => new AppError(400, 'VALIDATION_FAILED', Object.values(errors)[0], { errors }),
} as const;

export const FollowUpsMessages = {
  testMailSent: 'Test-E-Mail gesendet. Schau in dein Postfach.',
} as const;
