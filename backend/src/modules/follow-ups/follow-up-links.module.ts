import { Module } from '@nestjs/common';
import { VisitorPageRenderer } from '../../common/ssr/visitor-page-renderer';
import { EventsCoreModule } from '../events';
import { InsightsModule } from '../insights';
import { LeadLogModule } from '../lead-log';
import { FollowUpLinksController } from './controllers/follow-up-links.controller';
import { FollowUpLinks } from './domain/follow-up-links.port';
import { FollowUpLinkStateRepository } from './repositories/follow-up-link-state.repository';
import { FollowUpLinksService } from './services/follow-up-links.service';

/**
 * The follow-up mails' visitor links: the unsubscribe page and its one-click post, the counted
 * booking button. The controller reads them through the FollowUpLinks port.
 */
@Module({
  imports: [LeadLogModule, EventsCoreModule, InsightsModule],
  controllers: [FollowUpLinksController],
  providers: [VisitorPageRenderer, FollowUpLinkStateRepository, { provide: FollowUpLinks, useClass: FollowUpLinksService }],
})
export class FollowUpLinksModule {}
