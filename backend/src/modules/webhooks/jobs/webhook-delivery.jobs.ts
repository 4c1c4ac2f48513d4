import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { WEBHOOK_RETRY_SECONDS } from '@fairleads/shared/webhooks';
import type { EntityManager } from 'typeorm';
import { Metrics } from '../../../common/metrics/metrics';
import { OutboxAttemptFailure, OutboxHandler, OutboxHandlerRegistry, OutboxRetryPolicy } from '../../../common/outbox/outbox-handler.registry';
import type { OutboxMessage } from '../../../common/outbox/outbox-message.entity';
import { retentionConfig } from '../../../config';
import { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../repositories/webhook-endpoints.repository';
import { WEBHOOK_DELIVER, WEBHOOK_DELIVER_ONCE } from '../services/webhook-delivery-queue.service';
import { WebhookAttemptFailed, WebhookAttemptRefused, WebhookSender } from '../services/webhook-sender.service';

/**
 * Runs the attempts of webhook deliveries, wherever outbox jobs run (the API with the inline
 * driver, the worker with Bull). A success is recorded on the delivery in the run's transaction.
 * A failed attempt throws, so the runner records it on the outbox row and retries it by this
 * type's policy; its record on the delivery is written by the policy's onFailure in that same
 * failure transaction, because the run's own writes roll back with the failure. The policy:
 * WEBHOOK_RETRY_SECONDS between attempts (about a day), and a final failure is no admin alert:
 * an organiser's receiver that fails is not a fault of the platform; the delivery list shows it.
 */
@Injectable()
export class WebhookDeliveryJobs implements OnModuleInit {
  private readonly timeZone: string;

  constructor(
    @Inject(retentionConfig.KEY) retention: ConfigType<typeof retentionConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly sender: WebhookSender,
    private readonly metrics: Metrics,
  ) {
    this.timeZone = retention.timeZone;
  }

  readonly policy: OutboxRetryPolicy = {
    maxAttempts: WEBHOOK_RETRY_SECONDS.length + 1,
    retryDelaySeconds: (attempts) => WEBHOOK_RETRY_SECONDS[Math.min(attempts, WEBHOOK_RETRY_SECONDS.length) - 1],
    alertOnFinalFailure: false,
    onFailure: (manager, message, failure) => this.recordFailedAttempt(manager, message, failure),
  };

  /** A test delivery: its one attempt's answer is what the organiser wanted to see. */
  readonly oncePolicy: OutboxRetryPolicy = { ...this.policy, maxAttempts: 1 };

  onModuleInit(): void {
    const handler: OutboxHandler = (payload, { manager, message }) => this.attempt(manager, message, String(payload.deliveryId));
    this.handlers.register(WEBHOOK_DELIVER, handler, this.policy);
    this.handlers.register(WEBHOOK_DELIVER_ONCE, handler, this.oncePolicy);
  }

  private async attempt(manager: EntityManager, message: OutboxMessage, deliveryId: string): Promise<void> {
    const delivery = await this.deliveries.findToSend(manager, deliveryId);
    // gone with its endpoint or event, or a resend's run has taken over: nothing to send
    if (!delivery || delivery.outboxMessageId !== message.id) return;
    // a paused endpoint: the delivery waits, without using up an attempt, until it is switched on
    if (!delivery.endpointActive && !(await this.endpoints.isActiveLocked(manager, delivery.endpointId))) {
      await this.deliveries.park(manager, delivery.id, message.id, 'Wartet: Der Endpunkt ist pausiert. Sobald du ihn aktivierst, wird gesendet.');
      this.metrics.webhookDelivery('parked');
      return;
    }
    const statusCode = await this.sender.send(delivery.url, delivery.secret, delivery.id, delivery.payload);
    // the receiver has it: counted though the record below might still roll back
    this.metrics.webhookDelivery('succeeded');
    await this.deliveries.recordAttempt(manager, delivery.id, message.id, { status: 'succeeded', statusCode, error: null, nextAttemptAt: null });
  }

  private async recordFailedAttempt(manager: EntityManager, message: OutboxMessage, failure: OutboxAttemptFailure): Promise<void> {
    const { error } = failure;
    const known = error instanceof WebhookAttemptFailed || error instanceof WebhookAttemptRefused;
    const deliveryId = String(message.payload.deliveryId);
    await this.deliveries.recordAttempt(manager, deliveryId, message.id, {
      status: failure.final ? 'failed' : 'retrying',
      statusCode: known ? error.statusCode : null,
      // anything else is ours (a database error): no detail for the organiser
      error: known ? error.message : 'Interner Fehler beim Senden.',
      nextAttemptAt: failure.nextAttemptAt,
    });
    this.metrics.webhookDelivery(failure.final ? 'failed' : 'retrying');
    if (error instanceof WebhookAttemptRefused && error.gone) {
      const delivery = await this.deliveries.findToSend(manager, deliveryId);
      if (delivery?.outboxMessageId === message.id) await this.endpoints.disable(manager, delivery.endpointId, this.goneReason(new Date()));
    }
  }

  private goneReason(at: Date): string {
    const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: this.timeZone }).format(at);
    return `Am ${when} Uhr deaktiviert: Der Empfänger antwortete mit HTTP 410 (Gone). Aktiviere den Endpunkt wieder, sobald er Zustellungen annimmt.`;
  }
}
