import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { CrmProvider } from '../domain/crm-providers';
import { CrmSyncsRepository } from '../repositories/crm-syncs.repository';

/** The outbox type whose run makes one attempt of a lead's delivery to a CRM. */
export const CRM_SYNC = 'crm.sync';

/**
 * Puts a lead's delivery to a CRM on its way: the crm_syncs row (pending) and an outbox message
 * on the 'crm' queue that names only the lead and the CRM (no personal data), in the caller's transaction, so nothing goes out
 * for a fact that rolls back. A new run takes over from an older one still queued (the row
 * names its run: outbox_message_id).
 */
@Injectable()
export class CrmSyncQueue {
  constructor(private readonly syncs: CrmSyncsRepository) {}

  async queue(tx: Transaction, sync: { accountId: string; eventId: string; leadId: string; connectionId: string; provider: CrmProvider }): Promise<void> {
    const outboxMessageId = await tx.enqueue({ queue: 'crm', type: CRM_SYNC, payload: { leadId: sync.leadId, provider: sync.provider }, accountId: sync.accountId });
    await this.syncs.upsertPending(tx.manager, { ...sync, outboxMessageId });
  }
}
