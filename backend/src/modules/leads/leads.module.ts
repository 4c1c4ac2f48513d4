import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { LeadStatsPort } from '../events/lead-stats.port';
import { ConfirmController } from './controllers/confirm.controller';
import { LeadsController } from './controllers/leads.controller';
import { PublicFormController } from './controllers/public-form.controller';
import { LeadLogModule } from './lead-log.module';
import { LeadStatsService } from './lead-stats.service';
import { LeadCaptureService } from './services/lead-capture.service';
import { LeadConfirmationService } from './services/lead-confirmation.service';
import { LeadExportService } from './services/lead-export.service';
import { LeadMails } from './services/lead-mails';
import { LeadsQueryService } from './services/leads-query.service';

/**
 * The lead activity log (append-only), its projections, submit, confirm, resend and export.
 * Global only to hand LeadStatsPort to the events module without a dependency cycle.
 */
@Global()
@Module({
  imports: [LeadLogModule, EventsModule],
  controllers: [PublicFormController, ConfirmController, LeadsController],
  providers: [
    LeadMails,
    LeadCaptureService,
    LeadConfirmationService,
    LeadsQueryService,
    LeadExportService,
    { provide: LeadStatsPort, useClass: LeadStatsService },
  ],
  exports: [LeadStatsPort, LeadExportService],
})
export class LeadsModule {}
