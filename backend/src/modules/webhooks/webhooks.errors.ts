import { WEBHOOK_ENDPOINTS_MAX } from '@fairleads/shared/webhooks';
import { AppError } from '../../common/errors/app-error';
import { localized, type Localized } from '../../common/i18n/localized';

const ONLY_OWN_EVENTS = localized('Bitte wähle nur deine eigenen Events aus.', 'Please choose only your own events.');

/** Every refusal the webhooks API answers, in the organiser's words. */
export const WebhooksErrors = {
  endpointNotFound: () => new AppError(404, 'WEBHOOKS_ENDPOINT_NOT_FOUND', localized('Webhook-Endpunkt nicht gefunden', 'Webhook endpoint not found')),
  deliveryNotFound: () => new AppError(404, 'WEBHOOKS_DELIVERY_NOT_FOUND', localized('Zustellung nicht gefunden', 'Delivery not found')),
  tooMany: () =>
    new AppError(
      409,
      'WEBHOOKS_TOO_MANY',
      localized(
        `Du kannst höchstens ${WEBHOOK_ENDPOINTS_MAX} Webhook-Endpunkte anlegen. Lösche einen, den du nicht mehr brauchst.`,
        `You can create at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one you no longer need.`,
      ),
    ),
  invalidUrl: (why: Localized) => new AppError(400, 'WEBHOOKS_INVALID_URL', why, { errors: { url: why } }),
  unknownEvents: () => new AppError(400, 'WEBHOOKS_UNKNOWN_EVENTS', ONLY_OWN_EVENTS, { errors: { eventIds: ONLY_OWN_EVENTS } }),
  inactive: () =>
    new AppError(
      409,
      'WEBHOOKS_ENDPOINT_INACTIVE',
      localized('Der Endpunkt ist deaktiviert. Aktiviere ihn, um wieder zu senden.', 'The endpoint is deactivated. Activate it to send again.'),
    ),
} as const;
