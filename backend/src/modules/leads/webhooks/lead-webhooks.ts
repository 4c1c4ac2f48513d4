import { Injectable } from '@nestjs/common';
import type { WebhookFact } from '@fairleads/shared/webhooks';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { EventRecord } from '../../events';
import { WebhookPublisher } from '../../webhooks';
import type { Lead } from '../entities/lead.entity';
import type { LeadPersonalData } from '../entities/lead-personal-data.entity';
import { leadWebhookData } from './lead-webhook-data';

/** Announces a lead fact to the organiser's webhook endpoints, in the transaction that records it. */
@Injectable()
export class LeadWebhooks {
  constructor(private readonly publisher: WebhookPublisher) {}

  announce(tx: Transaction, type: WebhookFact, event: EventRecord, lead: Lead, person: LeadPersonalData | null, occurredAt: Date): Promise<void> {
    return this.publisher.publish(tx, { type, userId: event.userId, eventId: event.id, leadId: lead.id, occurredAt, data: leadWebhookData(event, lead, person) });
  }
}
