import { AppError } from '../../common/errors/app-error';
import { CRM_NAMES, type CrmProvider } from './domain/crm-providers';

/** Every refusal of the CRM connections and deliveries, in the organiser's words. */
export const CrmSyncErrors = {
  providerNotFound: () => new AppError(404, 'CRM_PROVIDER_NOT_FOUND', 'Dieses CRM gibt es nicht. Wähle HubSpot oder Pipedrive.'),
  notConnected: (provider: CrmProvider) =>
    new AppError(404, 'CRM_NOT_CONNECTED', `${CRM_NAMES[provider]} ist nicht verbunden. Verbinde es zuerst mit einem Token.`),
  tokenInvalid: (provider: CrmProvider) =>
    new AppError(400, 'CRM_TOKEN_INVALID', `${CRM_NAMES[provider]} hat den Token abgelehnt. Prüfe, ob du ihn vollständig kopiert hast, ob er noch gültig ist und ob er Kontakte lesen und schreiben darf.`, {
      errors: { token: `${CRM_NAMES[provider]} hat den Token abgelehnt.` },
    }),
  unreachable: (provider: CrmProvider) =>
    new AppError(502, 'CRM_UNREACHABLE', `${CRM_NAMES[provider]} ist gerade nicht erreichbar. Versuche es in ein paar Minuten noch einmal.`),
  unknownEvents: () =>
    new AppError(400, 'CRM_UNKNOWN_EVENTS', 'Bitte wähle nur deine eigenen Events aus.', { errors: { eventIds: 'Bitte wähle nur deine eigenen Events aus.' } }),
  syncNotFound: (provider: CrmProvider) =>
    new AppError(404, 'CRM_SYNC_NOT_FOUND', `Dieser Lead wurde noch nicht an ${CRM_NAMES[provider]} übertragen.`),
  connectionUnauthorized: (provider: CrmProvider) =>
    new AppError(409, 'CRM_CONNECTION_UNAUTHORIZED', `${CRM_NAMES[provider]} nimmt den gespeicherten Token nicht mehr an. Verbinde ${CRM_NAMES[provider]} mit einem neuen Token.`),
} as const;
