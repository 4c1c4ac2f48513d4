import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookFact, WebhookPayload } from '@fairleads/shared/webhooks';
import type { Transaction } from '../../common/outbox/unit-of-work';

/** A lead fact as the leads module announces it, in the transaction that records the fact. */
export interface AnnouncedLeadFact {
  type: WebhookFact;
  /** The organiser who owns the event: their endpoints are asked. */
  userId: string;
  eventId: string;
  leadId: string;
  occurredAt: Date;
  data: WebhookPayload['data'];
}

/**
 * The webhooks module's door for the facts of other modules.
 * CONTRACT STUB (issue 19): the webhooks helper replaces the bodies; the signatures stay.
 */
@Injectable()
export class WebhookPublisher {
  /**
   * Queues one delivery per active endpoint of `fact.userId` that takes this fact and event, in
   * the caller's transaction (through the outbox: nothing for a fact that rolls back).
   */
  async publish(_tx: Transaction, _fact: AnnouncedLeadFact): Promise<void> {}

  /** Erasure: every stored delivery payload of the lead (sent or waiting) loses its personal fields. */
  async forgetLead(_manager: EntityManager, _leadId: string): Promise<void> {}
}
