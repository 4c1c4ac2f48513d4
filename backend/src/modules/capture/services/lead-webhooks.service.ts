import { Injectable } from '@nestjs/common';
import type { WebhookFact } from '@fairleads/shared/webhooks';
import type { EraseReason } from '@fairleads/shared/erasure';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { EventRecord } from '../../events';
import { WebhookPublisher } from '../../webhooks';
import type { Lead, LeadPersonalData } from '../../lead-log';
import { leadWebhookData } from '../domain/lead-webhook-data';

/** The lead facts' side of webhooks: announces a lead fact to the organiser's endpoints, in the transaction that records it. */
@Injectable()
export class LeadWebhooks {
  constructor(private readonly publisher: WebhookPublisher) {}

  announce(tx: Transaction, type: WebhookFact, event: EventRecord, lead: Lead, person: LeadPersonalData | null, occurredAt: Date): Promise<void> {
    return this.publisher.publish(tx, { type, accountId: event.accountId, eventId: event.id, leadId: lead.id, occurredAt, data: leadWebhookData(event, lead, person) });
  }

  /**
   * An erasure: the lead's stored delivery payloads forget its personal fields, then
   * `lead.erased` goes out with the reason and nothing personal.
   */
  async announceErased(tx: Transaction, event: EventRecord, erased: Lead, reason: EraseReason): Promise<void> {
    await this.publisher.forgetLead(tx.manager, erased.id);
    await this.publisher.publish(tx, {
      type: 'lead.erased',
      accountId: event.accountId,
      eventId: event.id,
      leadId: erased.id,
      occurredAt: erased.erasedAt ?? new Date(),
      data: { ...leadWebhookData(event, erased, null), erasure: { reason } },
    });
  }
}
