import { Module } from '@nestjs/common';
import { EventsCoreModule } from '../events';
import { LeadLogModule } from '../lead-log';
import { CrmSyncJobs } from './jobs/crm-sync.jobs';
import { CrmConnectionsRepository } from './repositories/crm-connections.repository';
import { CrmSyncsRepository } from './repositories/crm-syncs.repository';
import { CrmApis } from './services/crm-apis.service';
import { CrmCredentialsSeal } from './services/crm-credentials.service';
import { CrmSyncPublisher } from './services/crm-sync-publisher.service';
import { CrmSyncQueue } from './services/crm-sync-queue.service';

/**
 * What every process needs of the CRM sync: the publisher for capture's lead facts, and the
 * delivery jobs' handler, registered wherever outbox jobs run (the API with the inline driver,
 * the worker with Bull on the 'crm' queue).
 */
@Module({
  imports: [LeadLogModule, EventsCoreModule],
  providers: [CrmConnectionsRepository, CrmSyncsRepository, CrmCredentialsSeal, CrmApis, CrmSyncQueue, CrmSyncPublisher, CrmSyncJobs],
  exports: [CrmSyncPublisher, CrmConnectionsRepository, CrmSyncsRepository, CrmCredentialsSeal, CrmApis, CrmSyncQueue],
})
export class CrmSyncCoreModule {}
