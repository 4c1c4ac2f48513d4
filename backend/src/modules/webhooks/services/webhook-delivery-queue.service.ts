import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { WebhookPayload } from '@fairleads/shared/webhooks';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';

/** The outbox type whose run makes one attempt of a delivery (retried for about a day). */
export const WEBHOOK_DELIVER = 'webhook.deliver';
/** The same for a delivery that gets one attempt only ('Test senden': its answer is the point). */
export const WEBHOOK_DELIVER_ONCE = 'webhook.deliver-once';

/** The delivery's webhook-id: msg_ and 32 hex digits, the same on every attempt. */
export function newDeliveryId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/**
 * Puts deliveries on their way: a row in the delivery log and an outbox message that sends it,
 * in the caller's transaction, so nothing goes out for a fact that rolls back. The outbox
 * message names only the delivery: the payload with the visitor's data stays in one place,
 * where erasure and the purge find it.
 */
@Injectable()
export class WebhookDeliveryQueue {
  constructor(private readonly deliveries: WebhookDeliveriesRepository) {}

  async queueNew(
    tx: Transaction,
    delivery: { endpointId: string; accountId: string; eventId: string | null; leadId: string | null; payload: WebhookPayload },
    attempts: 'retried' | 'once' = 'retried',
  ): Promise<string> {
    const id = newDeliveryId();
    const outboxMessageId = await this.enqueue(tx, id, delivery.accountId, attempts === 'once' ? WEBHOOK_DELIVER_ONCE : WEBHOOK_DELIVER);
    await this.deliveries.insert(tx.manager, { id, endpointId: delivery.endpointId, eventId: delivery.eventId, leadId: delivery.leadId, payload: delivery.payload, outboxMessageId });
    return id;
  }

  /** 'Erneut senden': a new run for the same delivery (same webhook-id); an older run still queued sends nothing. */
  async queueAgain(tx: Transaction, deliveryId: string, accountId: string): Promise<void> {
    const outboxMessageId = await this.enqueue(tx, deliveryId, accountId, WEBHOOK_DELIVER);
    await this.deliveries.requeue(tx.manager, deliveryId, outboxMessageId);
  }

  private enqueue(tx: Transaction, deliveryId: string, accountId: string, type: string): Promise<string> {
    return tx.enqueue({ queue: 'webhook', type, payload: { deliveryId }, accountId });
  }
}
