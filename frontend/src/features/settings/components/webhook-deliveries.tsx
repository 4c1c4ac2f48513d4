import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { WEBHOOK_FACT_LABELS, WEBHOOK_TEST_TYPE, type WebhookDelivery, type WebhookEndpoint } from '@fairleads/shared/webhooks';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { WEBHOOK_ENDPOINTS_KEY } from '../api/get-webhook-endpoints';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { webhookTexts } from '../webhook-texts';
import { DeliveryStatusBadge } from './webhook-status';

const t = webhookTexts.deliveries;

interface WebhookDeliveriesProps {
  endpoint: WebhookEndpoint;
  id: string;
  /** Until then (ms) the list follows a delivery that is still being sent. */
  pollUntil: number;
  onSent(): void;
}

/** The deliveries of one endpoint, newest first, each with 'Erneut senden'. */
export function WebhookDeliveries({ endpoint, id, pollUntil, onSent }: WebhookDeliveriesProps) {
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
      const { message } = await resend.mutateAsync({ endpointId: endpoint.id, deliveryId: delivery.id });
      if (message) toast.success(message);
      onSent();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t.resendFailed);
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
            {t.title}
          </h4>
          <p className="settings__note">{t.intro}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void deliveries.refetch()} isLoading={deliveries.isFetching && !deliveries.isPending}>
          {t.refresh}
        </Button>
      </div>
      <p className="webhook-deliveries__live settings__note" role="status">
        {waiting ? t.waiting : ''}
      </p>
      <QueryState query={deliveries} layout="section" loadingLabel={t.loading} errorText={t.loadError} keepDataOnError>
        {(rows) =>
          rows.length === 0 ? (
            <p className="settings__note">{t.empty}</p>
          ) : (
            <div className="data-table-wrap webhook-table-wrap">
              <table className="data-table webhook-table">
                <caption className="visually-hidden">{t.tableLabel(endpoint.url)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.type}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.code}</th>
                    <th scope="col">{t.attempts}</th>
                    <th scope="col">{t.lastAttempt}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t.actions}</span>
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
  const when = formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt);
  return (
    <tr>
      <th scope="row" data-label={t.type}>
        {delivery.type === WEBHOOK_TEST_TYPE ? t.test : WEBHOOK_FACT_LABELS[delivery.type]}
      </th>
      <td data-label={t.status}>
        <div>
          <DeliveryStatusBadge status={delivery.status} />
          {/* a waiting delivery's note (its endpoint is paused) is no error */}
          {delivery.lastError && <span className={delivery.status === 'pending' ? 'webhook-table__next' : 'webhook-table__error'}>{delivery.lastError}</span>}
        </div>
      </td>
      <td data-label={t.code}>
        <span className="webhook-table__code">{delivery.lastStatusCode ?? (delivery.attempts > 0 ? t.noAnswer : t.none)}</span>
      </td>
      <td data-label={t.attempts}>{delivery.attempts}</td>
      <td data-label={t.lastAttempt}>
        <div>
          {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : t.none}
          {delivery.status === 'retrying' && delivery.nextAttemptAt && (
            <span className="webhook-table__next">
              {t.nextAttempt}: {formatDateTime(delivery.nextAttemptAt)}
            </span>
          )}
        </div>
      </td>
      <td className="webhook-table__action">
        {delivery.status !== 'pending' && (
          <Button variant="outline" size="sm" aria-label={t.resendLabel(when)} isLoading={resending} disabled={disabled} onClick={onResend}>
            {resending ? t.resending : t.resend}
          </Button>
        )}
      </td>
    </tr>
  );
}
