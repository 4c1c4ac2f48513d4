import { Module } from '@nestjs/common';
import { EventsCoreModule } from '../events';
import { IdentityModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { FunnelController } from './controllers/funnel.controller';
import { PublicStatsController } from './controllers/public-stats.controller';
import { FunnelHitsRepository } from './repositories/funnel-hits.repository';
import { LeadNoticesRepository } from './repositories/lead-notices.repository';
import { FunnelService } from './services/funnel.service';
import { LeadLimitWarnings } from './services/lead-limit-warnings.service';
import { PublicStatsService } from './services/public-stats.service';

/**
 * The figures about leads, on the API side: an event's funnel (counted by capture's steps through
 * FunnelService, reported per day), the landing page's public statistics, and the claim of a free
 * event's limit warnings, which the submit makes in its own transaction (InsightsCoreModule's jobs
 * send them).
 */
@Module({
  imports: [LeadLogModule, EventsCoreModule, IdentityModule],
  controllers: [FunnelController, PublicStatsController],
  providers: [FunnelHitsRepository, FunnelService, PublicStatsService, LeadNoticesRepository, LeadLimitWarnings],
  exports: [FunnelService, LeadLimitWarnings],
})
export class InsightsModule {}
