import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';

/** Stand mode's answers (issue 18): a device token that does not (or no longer) open the stand page. */
export const StandErrors = {
  tokenInvalid: () =>
    new AppError(
      401,
      'STAND_TOKEN_INVALID',
      localized(
        'Dieses Gerät ist nicht für den Stand-Modus dieses Events angemeldet. Bitte melde es im Event neu an.',
        'This device is not signed in to this event’s stand mode. Please sign it in again in the event.',
      ),
    ),
  tokenRevoked: () =>
    new AppError(
      401,
      'STAND_TOKEN_REVOKED',
      localized(
        'Dieses Gerät wurde vom Stand-Modus abgemeldet. Bitte melde es im Event neu an.',
        'This device has been signed out of stand mode. Please sign it in again in the event.',
      ),
    ),
  tokenEnded: () =>
    new AppError(
      401,
      'STAND_TOKEN_ENDED',
      localized(
        'Auf diesem Gerät wurde der Stand-Modus beendet. Bitte melde es im Event neu an.',
        'Stand mode has been ended on this device. Please sign it in again in the event.',
      ),
    ),
  tokenExpired: () =>
    new AppError(
      401,
      'STAND_TOKEN_EXPIRED',
      localized(
        'Die Anmeldung dieses Geräts für den Stand-Modus ist abgelaufen. Bitte melde es im Event neu an.',
        'This device’s sign-in to stand mode has expired. Please sign it in again in the event.',
      ),
    ),
  deviceNotFound: () => new AppError(404, 'STAND_DEVICE_NOT_FOUND', localized('Gerät nicht gefunden', 'Device not found')),
  wrongPin: () => new AppError(403, 'STAND_WRONG_PIN', localized('Die PIN stimmt nicht.', 'The PIN is wrong.')),
} as const;
