import { Module } from '@nestjs/common';
import { VisitorPageRenderer } from '../../common/ssr/visitor-page-renderer';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { InsightsModule } from '../insights';
import { LeadLogModule } from '../lead-log';
import { FollowUpLinksController } from './controllers/follow-up-links.controller';
import { FollowUpsController } from './controllers/follow-ups.controller';
import { FollowUpsCoreModule } from './follow-ups-core.module';
import { FollowUpLinksService } from './services/follow-up-links.service';
import { FollowUpSettings } from './services/follow-up-settings.service';

/**
 * The API side of the follow-ups: an event's sequence, its figures, a step's preview and test
 * mail; and the mails' visitor links (the unsubscribe page and its one-click post, the counted
 * booking button).
 */
@Module({
  imports: [FollowUpsCoreModule, EventsCoreModule, IdentityCoreModule, LeadLogModule, InsightsModule],
  controllers: [FollowUpsController, FollowUpLinksController],
  providers: [FollowUpSettings, FollowUpLinksService, VisitorPageRenderer],
})
export class FollowUpsModule {}
