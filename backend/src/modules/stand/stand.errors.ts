import { AppError } from '../../common/errors/app-error';

/** Stand mode's answers (issue 18): a device token that does not (or no longer) open the stand page. */
export const StandErrors = {
  tokenInvalid: () =>
    new AppError(401, 'STAND_TOKEN_INVALID', 'Dieses Gerät ist nicht für den Stand-Modus dieses Events angemeldet. Bitte melde es im Event neu an.'),
  tokenRevoked: () => new AppError(401, 'STAND_TOKEN_REVOKED', 'Dieses Gerät wurde vom Stand-Modus abgemeldet. Bitte melde es im Event neu an.'),
  tokenEnded: () =>
    new AppError(401, 'STAND_TOKEN_ENDED', 'Auf diesem Gerät wurde der Stand-Modus beendet. Bitte melde es im Event neu an.'),
  tokenExpired: () => new AppError(401, 'STAND_TOKEN_EXPIRED', 'Die Anmeldung dieses Geräts für den Stand-Modus ist abgelaufen. Bitte melde es im Event neu an.'),
  deviceNotFound: () => new AppError(404, 'STAND_DEVICE_NOT_FOUND', 'Gerät nicht gefunden'),
  wrongPin: () => new AppError(403, 'STAND_WRONG_PIN', 'Die PIN stimmt nicht.'),
} as const;
