import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { OrganiserLeads } from '../../lead-log';
import type { CrmProvider } from '../domain/crm-providers';
import type { CrmSyncAnswer } from '../dto/crm-connection.answer';
import { CrmConnectionsRepository } from '../repositories/crm-connections.repository';
import { CrmSyncsRepository, type CrmSyncRecord } from '../repositories/crm-syncs.repository';
import { CrmSyncErrors } from '../crm-sync.errors';
import { CrmSyncQueue } from './crm-sync-queue.service';

function syncView(sync: CrmSyncRecord): CrmSyncAnswer {
  return {
    provider: sync.provider,
    state: sync.state,
    error: sync.lastError,
    attempts: sync.attempts,
    remoteUrl: sync.remoteUrl,
    syncedAt: sync.syncedAt?.toISOString() ?? null,
    updatedAt: sync.updatedAt.toISOString(),
  };
}

/** A lead's deliveries to CRMs, as its detail shows them, and 'Erneut senden'. Another account's lead is 404. */
@Injectable()
export class LeadCrmService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly leads: OrganiserLeads,
    private readonly connections: CrmConnectionsRepository,
    private readonly syncs: CrmSyncsRepository,
    private readonly queue: CrmSyncQueue,
  ) {}

  async list(accountId: string, leadId: string): Promise<CrmSyncAnswer[]> {
    await this.leads.find(accountId, leadId);
    return (await this.syncs.listOfLead(leadId)).map(syncView);
  }

  /** The lead once more to the connected CRM, whatever its delivery's state (a new run takes over). */
  async retry(accountId: string, leadId: string, provider: CrmProvider): Promise<CrmSyncAnswer> {
    return this.uow.run(async (tx) => {
      const { lead } = await this.leads.find(accountId, leadId, tx.manager, true);
      const connection = await this.connections.findOwned(tx.manager, accountId, provider);
      if (!connection) throw CrmSyncErrors.notConnected(provider);
      if (connection.status !== 'active') throw CrmSyncErrors.connectionUnauthorized(provider);
      const sync = await this.syncs.findOfLead(tx.manager, lead.id, provider, true);
      if (!sync) throw CrmSyncErrors.syncNotFound(provider);
      await this.queue.queue(tx, { accountId, eventId: lead.eventId, leadId: lead.id, connectionId: connection.id, provider });
      return syncView((await this.syncs.findOfLead(tx.manager, lead.id, provider))!);
    });
  }
}
