import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../identity';
import { VisitorPageRenderer } from '../../common/ssr/visitor-page-renderer';
import { EventsCoreModule } from '../events';
import { InsightsModule } from '../insights';
import { LeadLogModule } from '../lead-log';
import { WebhooksCoreModule } from '../webhooks';
import { CrmSyncCoreModule } from '../crm-sync';
import { FollowUpsCoreModule } from '../follow-ups';
import { ConfirmController } from './controllers/confirm.controller';
import { EraseController } from './controllers/erase.controller';
import { FunnelLinksController } from './controllers/funnel-links.controller';
import { MailPreviewController } from './controllers/mail-preview.controller';
import { PublicFormController } from './controllers/public-form.controller';
import { TestMailController } from './controllers/test-mail.controller';
import { MemberCaptureController } from './controllers/member-capture.controller';
import { VisitorPagesController } from './controllers/visitor-pages.controller';
import { SubmissionKeysRepository } from './repositories/submission-keys.repository';
import { LeadCaptureService } from './services/lead-capture.service';
import { LeadConfirmationService } from './services/lead-confirmation.service';
import { LeadDownloadService } from './services/lead-download.service';
import { LeadErasure } from './services/lead-erasure.service';
import { LeadMails } from './services/lead-mails.service';
import { LeadWebhooks } from './services/lead-webhooks.service';
import { VisitorPagesService } from './services/visitor-pages.service';

/**
 * The visitor's path: the public form (API and server-rendered pages), the submit and its
 * idempotency keys, double opt-in (confirm and resend), the counted QR and download links, the
 * visitor's erasure by link and the visitor mails (with the organiser's test mail and preview).
 * The lead desk reaches the organiser's erasure, the organiser's resend and the lead webhooks
 * through the exports.
 */
@Module({
  imports: [LeadLogModule, EventsCoreModule, WebhooksCoreModule, CrmSyncCoreModule, FollowUpsCoreModule, InsightsModule, IdentityCoreModule],
  controllers: [PublicFormController, ConfirmController, EraseController, FunnelLinksController, VisitorPagesController, TestMailController, MailPreviewController, MemberCaptureController],
  providers: [
    SubmissionKeysRepository,
    LeadMails,
    LeadWebhooks,
    LeadCaptureService,
    LeadConfirmationService,
    LeadDownloadService,
    LeadErasure,
    VisitorPagesService,
    VisitorPageRenderer,
  ],
  exports: [LeadConfirmationService, LeadErasure, LeadWebhooks],
})
export class CaptureModule {}
