import type { WebhookDeliveryStatus, WebhookEndpoint } from '@fairleads/shared/webhooks';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const DELIVERY_TONE: Record<WebhookDeliveryStatus, string> = {
  pending: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation(NS);
  return <span className={`badge webhook-badge--${DELIVERY_TONE[status]}`}>{t(`webhooks.deliveryStatus.${status}`)}</span>;
}

/** 'Aktiv', 'Pausiert' (switched off by the organiser) or 'Deaktiviert' (a 410 from the receiver). */
export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'active' | 'disabledReason'> }) {
  const { t } = useTranslation(NS);
  if (endpoint.active) return <span className="badge webhook-badge--success">{t('webhooks.endpoint.active')}</span>;
  if (endpoint.disabledReason) return <span className="badge webhook-badge--danger">{t('webhooks.endpoint.disabled')}</span>;
  return <span className="badge webhook-badge--muted">{t('webhooks.endpoint.paused')}</span>;
}
