import { AppError } from '../../common/errors/app-error';
import { API_KEYS_MAX } from './domain/api-key';

/** Every refusal of the API keys and the public API's bearer check. */
export const PublicApiErrors = {
  keyMissing: () =>
    new AppError(401, 'API_KEY_MISSING', 'Bitte sende einen API-Schlüssel im Header „Authorization: Bearer <Schlüssel>“.'),
  keyInvalid: () => new AppError(401, 'API_KEY_INVALID', 'Der API-Schlüssel ist unbekannt oder wurde widerrufen.'),
  scopeMissing: (scope: string) =>
    new AppError(403, 'API_KEY_SCOPE_MISSING', `Dem API-Schlüssel fehlt die Berechtigung „${scope}“. Lege einen Schlüssel mit dieser Berechtigung an.`),
  keyNotFound: () => new AppError(404, 'API_KEY_NOT_FOUND', 'API-Schlüssel nicht gefunden'),
  tooMany: () =>
    new AppError(409, 'API_KEYS_TOO_MANY', `Du kannst höchstens ${API_KEYS_MAX} API-Schlüssel haben. Widerrufe einen, den du nicht mehr brauchst.`),
  unknownParameter: (name: string) =>
    new AppError(400, 'VALIDATION_FAILED', `Den Parameter „${name}“ gibt es hier nicht.`, { errors: { [name]: 'Diesen Parameter gibt es hier nicht.' } }),
} as const;
