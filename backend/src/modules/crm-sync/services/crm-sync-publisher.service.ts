import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { CrmCopy } from '../domain/crm-providers';
import { CrmConnectionsRepository } from '../repositories/crm-connections.repository';
import { CrmSyncsRepository } from '../repositories/crm-syncs.repository';
import { CrmSyncQueue } from './crm-sync-queue.service';

/** A lead fact as capture announces it, in the transaction that records the fact. */
export interface CrmAnnouncedFact {
  type: 'lead.captured' | 'lead.confirmed' | 'lead.qualified';
  /** The account that owns the lead's event: its connections are asked. */
  accountId: string;
  eventId: string;
  leadId: string;
  /** The lead's status after the fact: a lead without double opt-in is confirmed at capture. */
  leadStatus: 'pending' | 'confirmed' | 'erased';
}

/** Whether the fact is the connection's trigger: a lead captured confirmed (no double opt-in) is confirmed by its capture. */
export function isTriggerFact(trigger: 'captured' | 'confirmed', fact: Pick<CrmAnnouncedFact, 'type' | 'leadStatus'>): boolean {
  if (trigger === 'captured') return fact.type === 'lead.captured';
  return fact.type === 'lead.confirmed' || (fact.type === 'lead.captured' && fact.leadStatus === 'confirmed');
}

/**
 * crm-sync's door for lead facts (capture announces them as it does to webhooks). For each active
 * connection of the account that takes the lead's event: its trigger fact (captured or
 * confirmed; without double opt-in the capture confirms) puts the lead on its way; a qualification sends a lead again that was sent. The
 * delivery reads the lead when it runs, so a change before that needs nothing.
 */
@Injectable()
export class CrmSyncPublisher {
  constructor(
    private readonly connections: CrmConnectionsRepository,
    private readonly syncs: CrmSyncsRepository,
    private readonly queue: CrmSyncQueue,
  ) {}

  async publish(tx: Transaction, fact: CrmAnnouncedFact): Promise<void> {
    const connections = await this.connections.findTaking(tx.manager, fact.accountId, fact.eventId);
    for (const connection of connections) {
      if (fact.type === 'lead.qualified') {
        const sync = await this.syncs.findOfLead(tx.manager, fact.leadId, connection.provider, true);
        if (sync?.state !== 'sent') continue;
      } else if (!isTriggerFact(connection.trigger, fact)) continue;
      await this.queue.queue(tx, { accountId: fact.accountId, eventId: fact.eventId, leadId: fact.leadId, connectionId: connection.id, provider: connection.provider });
    }
  }

  /**
   * An erasure, in its transaction: what waits stops, every error text of the lead goes (it may
   * quote the person). Answers the copies in CRMs: they are the customer's to erase there.
   */
  async erased(tx: Transaction, leadId: string): Promise<CrmCopy[]> {
    const rows = await this.syncs.stopForErasure(tx.manager, leadId);
    return rows.filter((row) => row.remoteUrl).map((row) => ({ provider: row.provider, url: row.remoteUrl! }));
  }

  /**
   * The purge of an event before its row goes (data lifecycle, admin), in the purging
   * transaction: connections that chose the event no longer name it. Its deliveries go with the
   * event row.
   */
  async forgetEvent(manager: EntityManager, eventId: string): Promise<void> {
    await this.connections.forgetEvent(manager, eventId);
  }
}
