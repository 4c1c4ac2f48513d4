import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';
import { API_KEYS_MAX } from './domain/api-key';

/** Every refusal of the API keys and the public API's bearer check. */
export const PublicApiErrors = {
  keyMissing: () =>
    new AppError(
      401,
      'API_KEY_MISSING',
      localized(
        'Bitte sende einen API-Schlüssel im Header „Authorization: Bearer <Schlüssel>“.',
        'Please send an API key in the header “Authorization: Bearer <key>”.',
      ),
    ),
  keyInvalid: () =>
    new AppError(401, 'API_KEY_INVALID', localized('Der API-Schlüssel ist unbekannt oder wurde widerrufen.', 'The API key is unknown or has been revoked.')),
  scopeMissing: (scope: string) =>
    new AppError(
      403,
      'API_KEY_SCOPE_MISSING',
      localized(
        `Dem API-Schlüssel fehlt die Berechtigung „${scope}“. Lege einen Schlüssel mit dieser Berechtigung an.`,
        `The API key lacks the permission “${scope}”. Create a key with this permission.`,
      ),
    ),
  keyNotFound: () => new AppError(404, 'API_KEY_NOT_FOUND', localized('API-Schlüssel nicht gefunden', 'API key not found')),
  tooMany: () =>
    new AppError(
      409,
      'API_KEYS_TOO_MANY',
      localized(
        `Du kannst höchstens ${API_KEYS_MAX} API-Schlüssel haben. Widerrufe einen, den du nicht mehr brauchst.`,
        `You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer need.`,
      ),
    ),
  unknownParameter: (name: string) =>
    new AppError(400, 'VALIDATION_FAILED', localized(`Den Parameter „${name}“ gibt es hier nicht.`, `There is no parameter “${name}” here.`), {
      errors: { [name]: localized('Diesen Parameter gibt es hier nicht.', 'There is no such parameter here.') },
    }),
} as const;
