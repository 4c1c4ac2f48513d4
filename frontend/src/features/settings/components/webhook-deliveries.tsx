import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { WEBHOOK_TEST_TYPE, type WebhookDelivery, type WebhookEndpoint } from '@fairleads/shared/webhooks';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { WEBHOOK_ENDPOINTS_KEY } from '../api/get-webhook-endpoints';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { NS } from '../i18n';
import { factLabelKey } from '../webhook-rules';
import { DeliveryStatusBadge } from './webhook-status';

interface WebhookDeliveriesProps {
  endpoint: WebhookEndpoint;
  id: string;
  /** Until then (ms) the list follows a delivery that is still being sent. */
  pollUntil: number;
  onSent(): void;
}

/** The deliveries of one endpoint, newest first, each with 'Erneut senden'. */
export function WebhookDeliveries({ endpoint, id, pollUntil, onSent }: WebhookDeliveriesProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(endpoint.id, pollUntil);
  const resend = useResendWebhookDelivery();
  const [resendingId, setResendingId] = useState<string | null>(null);

  // The card's 'last delivery' follows the newest row as its answer comes in.
  const newest = deliveries.data?.[0];
  const newestState = newest ? `${newest.id}:${newest.status}:${newest.attempts}` : '';
  useEffect(() => {
    if (newestState) void queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY });
  }, [newestState, queryClient]);

  async function resendDelivery(delivery: WebhookDelivery) {
    setResendingId(delivery.id);
    try {
      await resend.mutateAsync({ endpointId: endpoint.id, deliveryId: delivery.id });
      toast.success(t('webhooks.deliveries.resent'));
      onSent();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('webhooks.deliveries.resendFailed'));
    } finally {
      setResendingId(null);
    }
  }

  // the list still follows a send: its last load came before the end of the follow time
  const waiting = deliveries.dataUpdatedAt < pollUntil && deliveries.data?.some((delivery) => delivery.status === 'pending');

  return (
    <section id={id} className="webhook-deliveries" aria-labelledby={`${id}-title`}>
      <div className="webhook-deliveries__head">
        <div>
          <h4 id={`${id}-title`} className="webhook-deliveries__title">
            {t('webhooks.deliveries.title')}
          </h4>
          <p className="settings__note">{t('webhooks.deliveries.intro')}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void deliveries.refetch()} isLoading={deliveries.isFetching && !deliveries.isPending}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </div>
      <p className="webhook-deliveries__live settings__note" role="status">
        {waiting ? t('webhooks.deliveries.waiting') : ''}
      </p>
      <QueryState query={deliveries} layout="section" loadingLabel={t('webhooks.deliveries.loading')} errorText={t('webhooks.deliveries.loadError')} keepDataOnError>
        {(rows) =>
          rows.length === 0 ? (
            <p className="settings__note">{t('webhooks.deliveries.empty')}</p>
          ) : (
            <div className="data-table-wrap webhook-table-wrap">
              <table className="data-table webhook-table">
                <caption className="visually-hidden">{t('webhooks.deliveries.tableLabel', { url: endpoint.url })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.deliveries.type')}</th>
                    <th scope="col">{t('webhooks.deliveries.status')}</th>
                    <th scope="col">{t('webhooks.deliveries.code')}</th>
                    <th scope="col">{t('webhooks.deliveries.attempts')}</th>
                    <th scope="col">{t('webhooks.deliveries.lastAttempt')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('webhooks.deliveries.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((delivery) => (
                    <DeliveryRow
                      key={delivery.id}
                      delivery={delivery}
                      resending={resendingId === delivery.id}
                      // one resend at a time; an endpoint that is off takes none
                      disabled={resendingId !== null || !endpoint.active}
                      onResend={() => void resendDelivery(delivery)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

interface DeliveryRowProps {
  delivery: WebhookDelivery;
  resending: boolean;
  disabled: boolean;
  onResend(): void;
}

function DeliveryRow({ delivery, resending, disabled, onResend }: DeliveryRowProps) {
  const { t } = useTranslation(NS);
  const when = formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt);
  return (
    <tr>
      <th scope="row" data-label={t('webhooks.deliveries.type')}>
        {delivery.type === WEBHOOK_TEST_TYPE ? t('webhooks.deliveries.test') : t(factLabelKey(delivery.type))}
      </th>
      <td data-label={t('webhooks.deliveries.status')}>
        <div>
          <DeliveryStatusBadge status={delivery.status} />
          {/* a waiting delivery's note (its endpoint is paused) is no error */}
          {delivery.lastError && <span className={delivery.status === 'pending' ? 'webhook-table__next' : 'webhook-table__error'}>{delivery.lastError}</span>}
        </div>
      </td>
      <td data-label={t('webhooks.deliveries.code')}>
        <span className="webhook-table__code">{delivery.lastStatusCode ?? (delivery.attempts > 0 ? t('webhooks.deliveries.noAnswer') : t('webhooks.deliveries.none'))}</span>
      </td>
      <td data-label={t('webhooks.deliveries.attempts')}>{delivery.attempts}</td>
      <td data-label={t('webhooks.deliveries.lastAttempt')}>
        <div>
          {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : t('webhooks.deliveries.none')}
          {delivery.status === 'retrying' && delivery.nextAttemptAt && (
            <span className="webhook-table__next">
              {t('webhooks.deliveries.nextAttempt')}: {formatDateTime(delivery.nextAttemptAt)}
            </span>
          )}
        </div>
      </td>
      <td className="webhook-table__action">
        {delivery.status !== 'pending' && (
          <Button variant="outline" size="sm" aria-label={t('webhooks.deliveries.resendLabel', { when })} isLoading={resending} disabled={disabled} onClick={onResend}>
            {resending ? t('webhooks.deliveries.resending') : t('webhooks.deliveries.resend')}
          </Button>
        )}
      </td>
    </tr>
  );
}
