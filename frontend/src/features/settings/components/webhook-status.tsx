import type { WebhookDeliveryStatus, WebhookEndpoint } from '@fairleads/shared/webhooks';
import { webhookTexts } from '../webhook-texts';

const DELIVERY_TONE: Record<WebhookDeliveryStatus, string> = {
  pending: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <span className={`badge webhook-badge--${DELIVERY_TONE[status]}`}>{webhookTexts.deliveryStatus[status]}</span>;
}

/** 'Aktiv', 'Pausiert' (switched off by the organiser) or 'Deaktiviert' (a 410 from the receiver). */
export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'active' | 'disabledReason'> }) {
  const t = webhookTexts.endpoint;
  if (endpoint.active) return <span className="badge webhook-badge--success">{t.active}</span>;
  if (endpoint.disabledReason) return <span className="badge webhook-badge--danger">{t.disabled}</span>;
  return <span className="badge webhook-badge--muted">{t.paused}</span>;
}
