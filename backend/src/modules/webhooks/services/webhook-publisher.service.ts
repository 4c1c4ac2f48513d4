import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookFact, WebhookPayload } from '@fairleads/shared/webhooks';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import { WebhookDeliveryQueue } from './webhook-delivery-queue.service';
import { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../repositories/webhook-endpoints.repository';

/** A lead fact as the leads module announces it, in the transaction that records the fact. */
export interface AnnouncedLeadFact {
  type: WebhookFact;
  /** The organiser who owns the event: their endpoints are asked. */
  accountId: string;
  eventId: string;
  leadId: string;
  occurredAt: Date;
  data: WebhookPayload['data'];
}

/** The webhooks module's door for the facts of other modules. */
@Injectable()
export class WebhookPublisher {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly queue: WebhookDeliveryQueue,
  ) {}

  /**
   * Queues one delivery per active endpoint of `fact.accountId` that takes this fact and event, in
   * the caller's transaction (through the outbox: nothing for a fact that rolls back).
   */
  async publish(tx: Transaction, fact: AnnouncedLeadFact): Promise<void> {
    const endpoints = await this.endpoints.findSubscribed(tx.manager, fact.accountId, fact.type, fact.eventId);
    const payload: WebhookPayload = { type: fact.type, timestamp: fact.occurredAt.toISOString(), data: fact.data };
    for (const endpoint of endpoints) {
      await this.queue.queueNew(tx, { endpointId: endpoint.id, accountId: fact.accountId, eventId: fact.eventId, leadId: fact.leadId, payload });
    }
  }

  /** Erasure: every stored delivery payload of the lead (sent or waiting) loses its personal fields. */
  async forgetLead(manager: EntityManager, leadId: string): Promise<void> {
    await this.deliveries.forgetLead(manager, leadId);
  }

  /**
   * The purge of an event before its row goes (data lifecycle, admin): every delivery payload
   * about the event loses its personal fields, and endpoints that chose the event no longer name
   * it, in the purging transaction. (Deleting the event row afterwards removes the deliveries
   * too; this does not rely on it.)
   */
  async forgetEvent(manager: EntityManager, eventId: string): Promise<void> {
    await this.deliveries.forgetEvent(manager, eventId);
    await this.endpoints.forgetEvent(manager, eventId);
  }
}
