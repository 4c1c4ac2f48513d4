import { Injectable } from '@nestjs/common';
import type { WebhookFact } from '@fairleads/shared/webhooks';
import type { EraseReason } from '@fairleads/shared/erasure';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { EventRecord } from '../../events';
import { WebhookPublisher } from '../../webhooks';
import { CrmSyncPublisher, type CrmCopy } from '../../crm-sync';
import { FollowUpPublisher } from '../../follow-ups';
import type { Lead, LeadPersonalData } from '../../lead-log';
import { leadWebhookData } from '../domain/lead-webhook-data';

/**
 * The lead facts' side of webhooks, of the native CRM sync and of the follow-ups: announces a
 * lead fact to the organiser's endpoints and CRM connections, and a confirmation or erasure to
 * the follow-ups, in the transaction that records it.
 */
@Injectable()
export class LeadWebhooks {
  constructor(
    private readonly publisher: WebhookPublisher,
    private readonly crm: CrmSyncPublisher,
    private readonly followUps: FollowUpPublisher,
  ) {}

  async announce(tx: Transaction, type: WebhookFact, event: EventRecord, lead: Lead, person: LeadPersonalData | null, occurredAt: Date): Promise<void> {
    await this.publisher.publish(tx, { type, accountId: event.accountId, eventId: event.id, leadId: lead.id, occurredAt, data: leadWebhookData(event, lead, person) });
    if (type !== 'lead.erased') await this.crm.publish(tx, { type, accountId: event.accountId, eventId: event.id, leadId: lead.id, leadStatus: lead.status });
    // a confirmation, or a capture without double opt-in (the lead is confirmed at capture)
    if ((type === 'lead.confirmed' || type === 'lead.captured') && lead.status === 'confirmed' && lead.confirmedAt) {
      await this.followUps.confirmed(tx, { leadId: lead.id, eventId: event.id, confirmedAt: lead.confirmedAt });
    }
  }

  /**
   * An erasure: the lead's stored delivery payloads forget its personal fields, then
   * `lead.erased` goes out with the reason and nothing personal; the CRM deliveries still
   * waiting stop, and so do the follow-ups. Answers the lead's copies in CRMs (the customer's to erase there).
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
    await this.followUps.erased(tx, erased.id);
    return this.crm.erased(tx, erased.id);
  }
}
