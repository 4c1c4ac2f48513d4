// The CRM sync's public entry: other modules reach crm-sync only through what is exported here.
export { CrmSyncModule } from './crm-sync.module';
export { CrmSyncCoreModule } from './crm-sync-core.module';
export { CrmSyncPublisher, type CrmAnnouncedFact } from './services/crm-sync-publisher.service';
export type { CrmCopy, CrmProvider } from './domain/crm-providers';
