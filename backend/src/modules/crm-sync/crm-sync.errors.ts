import { AppError } from '../../common/errors/app-error';
import { localized } from '../../common/i18n/localized';
import { CRM_NAMES, type CrmProvider } from './domain/crm-providers';

const ONLY_OWN_EVENTS = localized('Bitte wähle nur deine eigenen Events aus.', 'Please choose only your own events.');

/** Every refusal of the CRM connections and deliveries, in the organiser's words. */
export const CrmSyncErrors = {
  providerNotFound: () =>
    new AppError(404, 'CRM_PROVIDER_NOT_FOUND', localized('Dieses CRM gibt es nicht. Wähle HubSpot oder Pipedrive.', 'There is no such CRM. Choose HubSpot or Pipedrive.')),
  notConnected: (provider: CrmProvider) =>
    new AppError(
      404,
      'CRM_NOT_CONNECTED',
      localized(
        `${CRM_NAMES[provider]} ist nicht verbunden. Verbinde es zuerst mit einem Token.`,
        `${CRM_NAMES[provider]} is not connected. Connect it with a token first.`,
      ),
    ),
  tokenInvalid: (provider: CrmProvider) =>
    new AppError(
      400,
      'CRM_TOKEN_INVALID',
      localized(
        `${CRM_NAMES[provider]} hat den Token abgelehnt. Prüfe, ob du ihn vollständig kopiert hast, ob er noch gültig ist und ob er Kontakte lesen und schreiben darf.`,
        `${CRM_NAMES[provider]} refused the token. Check that you copied it completely, that it is still valid and that it may read and write contacts.`,
      ),
      { errors: { token: localized(`${CRM_NAMES[provider]} hat den Token abgelehnt.`, `${CRM_NAMES[provider]} refused the token.`) } },
    ),
  unreachable: (provider: CrmProvider) =>
    new AppError(
      502,
      'CRM_UNREACHABLE',
      localized(
        `${CRM_NAMES[provider]} ist gerade nicht erreichbar. Versuche es in ein paar Minuten noch einmal.`,
        `${CRM_NAMES[provider]} cannot be reached right now. Try again in a few minutes.`,
      ),
    ),
  unknownEvents: () => new AppError(400, 'CRM_UNKNOWN_EVENTS', ONLY_OWN_EVENTS, { errors: { eventIds: ONLY_OWN_EVENTS } }),
  syncNotFound: (provider: CrmProvider) =>
    new AppError(
      404,
      'CRM_SYNC_NOT_FOUND',
      localized(`Dieser Lead wurde noch nicht an ${CRM_NAMES[provider]} übertragen.`, `This lead has not been transferred to ${CRM_NAMES[provider]} yet.`),
    ),
  connectionUnauthorized: (provider: CrmProvider) =>
    new AppError(
      409,
      'CRM_CONNECTION_UNAUTHORIZED',
      localized(
        `${CRM_NAMES[provider]} nimmt den gespeicherten Token nicht mehr an. Verbinde ${CRM_NAMES[provider]} mit einem neuen Token.`,
        `${CRM_NAMES[provider]} no longer accepts the saved token. Connect ${CRM_NAMES[provider]} with a new token.`,
      ),
    ),
} as const;
