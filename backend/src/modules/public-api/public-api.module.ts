import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadDeskModule } from '../lead-desk';
import { ApiKeyGuard } from './controllers/api-key.guard';
import { ApiKeysController } from './controllers/api-keys.controller';
import { PublicApiController } from './controllers/public-api.controller';
import { ApiKey } from './entities/api-key.entity';
import { ApiKeysRepository } from './repositories/api-keys.repository';
import { ApiKeysService } from './services/api-keys.service';
import { PublicApiDocument } from './services/public-api-document.service';
import { PublicEventsService } from './services/public-events.service';
import { PublicLeadsService } from './services/public-leads.service';

/**
 * The public API (API process only): the account's API keys (account settings) and /api/v1 for
 * integrations, with its own OpenAPI 3.1 document. Reads through the lead desk and events; the
 * lead desk's qualification records what a key changes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), IdentityCoreModule, EventsCoreModule, LeadDeskModule],
  controllers: [ApiKeysController, PublicApiController],
  providers: [ApiKeysRepository, ApiKeysService, ApiKeyGuard, PublicEventsService, PublicLeadsService, PublicApiDocument],
  exports: [PublicApiDocument],
})
export class PublicApiModule {}
