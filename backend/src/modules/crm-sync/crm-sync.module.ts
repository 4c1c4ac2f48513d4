import { Module } from '@nestjs/common';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { CrmConnectionsController } from './controllers/crm-connections.controller';
import { LeadCrmController } from './controllers/lead-crm.controller';
import { CrmSyncCoreModule } from './crm-sync-core.module';
import { CrmConnectionsService } from './services/crm-connections.service';
import { LeadCrmService } from './services/lead-crm.service';

/** The API side of the CRM sync: the account's connections and a lead's deliveries. */
@Module({
  imports: [CrmSyncCoreModule, EventsCoreModule, IdentityCoreModule, LeadLogModule],
  controllers: [CrmConnectionsController, LeadCrmController],
  providers: [CrmConnectionsService, LeadCrmService],
})
export class CrmSyncModule {}
