import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsCoreModule } from '../events';
import { IdentityModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { CrmSyncCoreModule } from '../crm-sync';
import { WebhooksCoreModule } from '../webhooks';
import { AdminAccountsController } from './controllers/admin-accounts.controller';
import { AdminAuditController } from './controllers/admin-audit.controller';
import { AdminAuthController } from './controllers/admin-auth.controller';
import { AdminEventsController } from './controllers/admin-events.controller';
import { AdminStatsController } from './controllers/admin-stats.controller';
import { AdminUsersController } from './controllers/admin-users.controller';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';
import { AdminAuditRepository } from './repositories/admin-audit.repository';
import { AdminAccountsService } from './services/admin-accounts.service';
import { AdminAuditService } from './services/admin-audit.service';
import { AdminEventsService } from './services/admin-events.service';
import { AdminStatsService } from './services/admin-stats.service';
import { AdminUsersService } from './services/admin-users.service';

/**
 * The guarded admin API: accounts, users, events, stats, alerts, exports, and its audit log. Uses
 * identity, events and leads only through the services they export.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntry]), IdentityModule, EventsCoreModule, LeadLogModule, WebhooksCoreModule, CrmSyncCoreModule],
  controllers: [AdminAuthController, AdminAccountsController, AdminStatsController, AdminUsersController, AdminEventsController, AdminAuditController],
  providers: [AdminAccountsService, AdminAuditRepository, AdminAuditService, AdminUsersService, AdminEventsService, AdminStatsService],
})
export class AdminModule {}
