import { AppError } from '../../common/errors/app-error';

/** Every message billing shows the user, in one place. */
export const BillingErrors = {
  noEventCredit: () =>
    new AppError(
      402,
      'BILLING_NO_EVENT_CREDIT',
      'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um ein neues Event zu erstellen.',
    ),
} as const;
