import { Injectable } from '@nestjs/common';
import type { WebhookFact } from '@fairleads/shared/webhooks';
import type { EraseReason } from '@fairleads/shared/erasure';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { EventRecord } from '../../events';
import { WebhookPublisher } from '../../webhooks';
import { CrmSyncPublisher, type CrmCopy } from '../../crm-sync';
import type { Lead, LeadPersonalData } from '../../lead-log';
import { leadWebhookData } from '../domain/lead-webhook-data';

/**
 * The lead facts' side of webhooks and of the native CRM sync: announces a lead fact to the
 * organiser's endpoints and CRM connections, in the transaction that records it.
 */
@Injectable()
export class LeadWebhooks {
  constructor(
    private readonly publisher: WebhookPublisher,
    private readonly crm: CrmSyncPublisher,
  ) {}

  async announce(tx: Transaction, type: WebhookFact, event: EventRecord, lead: Lead, person: LeadPersonalData | null, occurredAt: Date): Promise<void> {
    await this.publisher.publish(tx, { type, accountId: event.accountId, eventId: event.id, leadId: lead.id, occurredAt, data: leadWebhookData(event, lead, person) });
    if (type !== 'lead.erased') await this.crm.publish(tx, { type, accountId: event.accountId, eventId: event.id, leadId: lead.id, leadStatus: lead.status });
  }

  /**
   * An erasure: the lead's stored delivery payloads forget its personal fields, then
   * `lead.erased` goes out with the reason and nothing personal; the CRM deliveries still
   * waiting stop. Answers the lead's copies in CRMs (the customer's to erase there).
   */
  async announceErased(tx: Transaction, event: EventRecord, erased: Lead, reason: EraseReason): Promise<CrmCopy[]> {
    await this.publisher.forgetLead(tx.manager, erased.id);
    await this.publisher.publish(tx, {
      type: 'lead.erased',
      accountId: event.accountId,
      eventId: event.id,
      leadId: erased.id,
      occurredAt: erased.erasedAt ?? new Date(),
      data: { ...leadWebhookData(event, erased, null), erasure: { reason } },
    });
    return this.crm.erased(tx, erased.id);
  }
}
