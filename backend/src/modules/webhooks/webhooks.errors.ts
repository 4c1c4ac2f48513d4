import { WEBHOOK_ENDPOINTS_MAX } from '@fairleads/shared/webhooks';
import { AppError } from '../../common/errors/app-error';

/** Every refusal the webhooks API answers, in the organiser's words. */
export const WebhooksErrors = {
  endpointNotFound: () => new AppError(404, 'WEBHOOKS_ENDPOINT_NOT_FOUND', 'Webhook-Endpunkt nicht gefunden'),
  deliveryNotFound: () => new AppError(404, 'WEBHOOKS_DELIVERY_NOT_FOUND', 'Zustellung nicht gefunden'),
  tooMany: () =>
    new AppError(409, 'WEBHOOKS_TOO_MANY', `Du kannst höchstens ${WEBHOOK_ENDPOINTS_MAX} Webhook-Endpunkte anlegen. Lösche einen, den du nicht mehr brauchst.`),
  invalidUrl: (why: string) => new AppError(400, 'WEBHOOKS_INVALID_URL', why, { errors: { url: why } }),
  unknownEvents: () =>
    new AppError(400, 'WEBHOOKS_UNKNOWN_EVENTS', 'Bitte wähle nur deine eigenen Events aus.', { errors: { eventIds: 'Bitte wähle nur deine eigenen Events aus.' } }),
  inactive: () => new AppError(409, 'WEBHOOKS_ENDPOINT_INACTIVE', 'Der Endpunkt ist deaktiviert. Aktiviere ihn, um wieder zu senden.'),
} as const;
