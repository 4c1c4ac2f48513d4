import { Global, Module } from '@nestjs/common';
import { EventsCoreModule, LeadStatsPort } from '../events';
import { IdentityModule } from '../identity';
import { WebhooksCoreModule } from '../webhooks';
import { ConfirmController } from './controllers/confirm.controller';
import { FunnelController } from './controllers/funnel.controller';
import { FunnelLinksController } from './controllers/funnel-links.controller';
import { EraseController } from './controllers/erase.controller';
import { LeadsController } from './controllers/leads.controller';
import { PublicStatsController } from './controllers/public-stats.controller';
import { PublicFormController } from './controllers/public-form.controller';
import { MailPreviewController } from './controllers/mail-preview.controller';
import { TestMailController } from './controllers/test-mail.controller';
import { VisitorPagesController } from './controllers/visitor-pages.controller';
import { VisitorPagesService } from './visitor-pages/visitor-pages.service';
import { VisitorPageRenderer } from '../../common/ssr/visitor-page-renderer';
import { LeadLogModule } from './lead-log.module';
import { LeadStatsService } from './lead-stats.service';
import { LeadChangeFeed } from './live/lead-change-feed';
import { LeadLimitWarnings } from './notices/lead-limit-warnings';
import { LeadNoticesRepository } from './notices/lead-notices.repository';
import { UnchangedPolls } from './live/unchanged-polls';
import { LeadChangeListener } from './repositories/lead-change-listener.repository';
import { LeadListRepository } from './repositories/lead-list.repository';
import { LeadQueries } from './repositories/lead-queries.repository';
import { LeadStore } from './repositories/lead-store';
import { SubmissionKeysRepository } from './repositories/submission-keys.repository';
import { FunnelHitsRepository } from './repositories/funnel-hits.repository';
import { LeadCaptureService } from './services/lead-capture.service';
import { LeadConfirmationService } from './services/lead-confirmation.service';
import { FunnelService } from './services/funnel.service';
import { LeadDownloadService } from './services/lead-download.service';
import { LeadMails } from './services/lead-mails';
import { LeadDetailService } from './services/lead-detail.service';
import { LeadErasure } from './services/lead-erasure.service';
import { LeadQualificationService } from './services/lead-qualification.service';
import { LeadsQueryService } from './services/leads-query.service';
import { OrganiserLeads } from './services/organiser-leads';
import { PublicStatsService } from './services/public-stats.service';
import { LeadWebhooks } from './webhooks/lead-webhooks';

/**
 * The lead activity log (append-only), its projections, submit, confirm, resend and export.
 * Global only to hand LeadStatsPort to the events module without a dependency cycle, and the
 * qualification to stand mode's quick rating.
 */
@Global()
@Module({
  imports: [LeadLogModule, EventsCoreModule, IdentityModule, WebhooksCoreModule],
  controllers: [PublicFormController, ConfirmController, EraseController, LeadsController, PublicStatsController, FunnelLinksController, VisitorPagesController, TestMailController, MailPreviewController, FunnelController],
  providers: [
    // LeadLogModule exports services only: the API's commands and reads get their own (stateless) repositories
    LeadStore,
    LeadQueries,
    SubmissionKeysRepository,
    FunnelHitsRepository,
    FunnelService,
    LeadDownloadService,
    LeadListRepository,
    LeadChangeListener,
    LeadMails,
    LeadCaptureService,
    // the submit claims the limit warnings; LeadNoticesModule runs their jobs
    LeadLimitWarnings,
    LeadNoticesRepository,
    LeadConfirmationService,
    LeadsQueryService,
    LeadDetailService,
    LeadQualificationService,
    LeadWebhooks,
    LeadErasure,
    OrganiserLeads,
    PublicStatsService,
    VisitorPagesService,
    VisitorPageRenderer,
    { provide: LeadStatsPort, useExisting: LeadStatsService },
    LeadChangeFeed,
    UnchangedPolls,
  ],
  exports: [LeadStatsPort, UnchangedPolls, LeadQualificationService],
})
export class LeadsModule {}
