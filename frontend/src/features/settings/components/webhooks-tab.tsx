import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { WEBHOOK_ENDPOINTS_MAX, type WebhookEndpoint } from '@fairleads/shared/webhooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { DELIVERY_POLL_MS } from '../api/get-webhook-deliveries';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useEventChoices } from '../api/get-event-choices';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { NS } from '../i18n';
import { factLabelKey } from '../webhook-rules';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog';
import { DeliveryStatusBadge, EndpointStatusBadge } from './webhook-status';
import '../webhooks.css';
import { ConfirmDialog } from './confirm-dialog';

/** How long the deliveries follow a test or resend that waits for the receiver's answer. */
const FOLLOW_MS = 20 * DELIVERY_POLL_MS;

/** 'Webhooks': the organiser's webhook endpoints, their deliveries, tests and resends. */
export function WebhooksTab() {
  const { t } = useTranslation(NS);
  const endpoints = useWebhookEndpoints();
  // editing: an endpoint, 'new', or nothing (dialog closed)
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const count = endpoints.data?.length ?? 0;
  const full = count >= WEBHOOK_ENDPOINTS_MAX;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<Element | null>(null);

  function open(next: () => void) {
    openerRef.current = document.activeElement;
    next();
  }

  /** A dialog's opener may be gone when it closes (the empty state after adding, a deleted card): then the tab's heading takes the focus. */
  function focusAfterClose(event: Event) {
    if (openerRef.current?.isConnected) return;
    event.preventDefault();
    headingRef.current?.focus();
  }

  return (
    <div className="settings__stack">
      <Card>
        <div className="webhooks__head">
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="settings__card-title">
              {t('webhooks.title')}
            </h2>
            <p className="settings__note">{t('webhooks.intro')}</p>
          </div>
          {count > 0 && (
            <Button onClick={() => open(() => setEditing('new'))} disabled={full} aria-describedby={full ? 'webhooks-limit' : undefined}>
              {t('webhooks.add')}
            </Button>
          )}
        </div>
        {full && (
          <p id="webhooks-limit" className="settings__note webhooks__limit">
            {t('webhooks.limitReached', { max: WEBHOOK_ENDPOINTS_MAX })}
          </p>
        )}
      </Card>

      <QueryState query={endpoints} layout="section" loadingLabel={t('webhooks.loading')} errorText={t('webhooks.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState onAdd={() => open(() => setEditing('new'))} />
          ) : (
            <ul className="webhooks__list" aria-label={t('webhooks.listLabel')}>
              {list.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  onEdit={() => open(() => setEditing(endpoint))}
                  onRemove={() => open(() => setRemoving(endpoint))}
                />
              ))}
            </ul>
          )
        }
      </QueryState>

      <WebhookEndpointDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onOpenChange={(next) => !next && setEditing(null)}
        onCloseAutoFocus={focusAfterClose}
      />
      <RemoveDialog endpoint={removing} onClose={() => setRemoving(null)} onCloseAutoFocus={focusAfterClose} />
    </div>
  );
}

function EmptyState({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Card className="webhooks__empty">
      <div className="webhooks__empty-icon" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </svg>
      </div>
      <h3 className="settings__card-title">{t('webhooks.empty.title')}</h3>
      <p>{t('webhooks.empty.text')}</p>
      <ul className="webhooks__points">
        {t('webhooks.empty.points', { returnObjects: true }).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onAdd}>{t('webhooks.add')}</Button>
      </div>
    </Card>
  );
}

interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  onEdit(): void;
  onRemove(): void;
}

function EndpointCard({ endpoint, onEdit, onRemove }: EndpointCardProps) {
  const { t } = useTranslation(NS);
  const deliveriesId = useId();
  const [expanded, setExpanded] = useState(false);
  const [pollUntil, setPollUntil] = useState(0);
  const test = useSendWebhookTest();
  const events = useEventChoices();
  const follow = () => setPollUntil(Date.now() + FOLLOW_MS);

  async function sendTest() {
    try {
      await test.mutateAsync(endpoint.id);
      toast.success(t('webhooks.deliveries.testSent'));
      follow();
      // the answer of the test shows in the list below
      setExpanded(true);
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('webhooks.deliveries.testFailed'));
    }
  }

  const eventNames =
    endpoint.eventIds === null
      ? t('webhooks.endpoint.allEvents')
      : endpoint.eventIds.length === 0
        ? t('webhooks.endpoint.noEventsLeft')
        : endpoint.eventIds.map((id) => events.data?.find((event) => event.id === id)?.name ?? (events.data ? t('webhooks.endpoint.unknownEvent') : '…')).join(', ');
  const last = endpoint.lastDelivery;

  return (
    <li className="card card--pad-md webhook-endpoint">
      <div className="webhook-endpoint__head">
        <div className="webhook-endpoint__names">
          <h3 className="webhook-endpoint__name">{endpoint.description || endpoint.url}</h3>
          {endpoint.description && <p className="webhook-endpoint__url">{endpoint.url}</p>}
        </div>
        <EndpointStatusBadge endpoint={endpoint} />
      </div>
      {endpoint.disabledReason && !endpoint.active && <p className="webhook-endpoint__reason">{endpoint.disabledReason}</p>}
      <dl className="settings__facts webhook-endpoint__facts">
        <div>
          <dt>{t('webhooks.endpoint.facts')}</dt>
          <dd>{endpoint.facts.map((fact) => t(factLabelKey(fact))).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('webhooks.endpoint.events')}</dt>
          <dd>{eventNames}</dd>
        </div>
        <div>
          <dt>{t('webhooks.endpoint.lastDelivery')}</dt>
          <dd className="webhook-endpoint__last">
            {last ? (
              <>
                <DeliveryStatusBadge status={last.status} />
                {last.lastStatusCode !== null && <span className="webhook-table__code">{last.lastStatusCode}</span>}
                {last.lastAttemptAt && <span className="webhook-endpoint__time">{formatDateTime(last.lastAttemptAt)}</span>}
              </>
            ) : (
              t('webhooks.endpoint.noDelivery')
            )}
          </dd>
        </div>
      </dl>
      <div className="settings__actions webhook-endpoint__actions">
        <Button
          variant="secondary"
          size="sm"
          isLoading={test.isPending}
          disabled={!endpoint.active}
          aria-describedby={endpoint.active ? undefined : `${deliveriesId}-inactive`}
          onClick={() => void sendTest()}
        >
          {test.isPending ? t('webhooks.deliveries.sendingTest') : t('webhooks.deliveries.sendTest')}
        </Button>
        <Button variant="outline" size="sm" aria-expanded={expanded} aria-controls={deliveriesId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('webhooks.endpoint.hideDeliveries') : t('webhooks.endpoint.showDeliveries')}
        </Button>
        <Button variant="outline" size="sm" aria-label={t('webhooks.endpoint.editLabel', { url: endpoint.url })} onClick={onEdit}>
          {t('webhooks.endpoint.edit')}
        </Button>
        <Button variant="ghost" size="sm" className="webhook-endpoint__delete" aria-label={t('webhooks.endpoint.deleteLabel', { url: endpoint.url })} onClick={onRemove}>
          {t('webhooks.endpoint.delete')}
        </Button>
      </div>
      {!endpoint.active && (
        <p id={`${deliveriesId}-inactive`} className="settings__note">
          {t('webhooks.endpoint.inactiveHint')}
        </p>
      )}
      {expanded && <WebhookDeliveries endpoint={endpoint} id={deliveriesId} pollUntil={pollUntil} onSent={follow} />}
    </li>
  );
}

interface RemoveDialogProps {
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

function RemoveDialog({ endpoint, onClose, onCloseAutoFocus }: RemoveDialogProps) {
  const { t } = useTranslation(NS);
  const mutation = useDeleteWebhookEndpoint();

  async function remove() {
    if (!endpoint) return;
    try {
      await mutation.mutateAsync(endpoint.id);
      toast.success(t('webhooks.remove.done'));
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : t('webhooks.remove.failed'));
    }
  }

  return (
    <ConfirmDialog
      open={endpoint !== null}
      title={t('webhooks.remove.title')}
      description={endpoint ? t('webhooks.remove.text', { url: endpoint.url }) : undefined}
      cancelLabel={t('webhooks.remove.cancel')}
      confirmLabel={t('webhooks.remove.confirm')}
      pendingLabel={t('webhooks.remove.deleting')}
      pending={mutation.isPending}
      onConfirm={() => void remove()}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
