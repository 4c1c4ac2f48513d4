import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../identity';
import { CaptureModule } from '../capture';
import { EventsCoreModule } from '../events';
import { LeadLogModule } from '../lead-log';
import { LeadsController } from './controllers/leads.controller';
import { LeadChangeListener } from './repositories/lead-change-listener.repository';
import { LeadListRepository } from './repositories/lead-list.repository';
import { DeskExportService } from './services/desk-export.service';
import { LeadChangeFeed } from './services/lead-change-feed.service';
import { LeadDetailService } from './services/lead-detail.service';
import { LeadQualificationService } from './services/lead-qualification.service';
import { LeadsQueryService } from './services/leads-query.service';
import { UnchangedPolls } from './services/unchanged-polls.service';

/**
 * The organiser's lead desk: the list (filters, search, pages), live polling (the change feed and
 * the unchanged polls answered from memory), the detail with its consent proof, qualification and
 * the exports. The organiser's erasure and resend of a lead are capture's, reached through it.
 */
@Module({
  imports: [LeadLogModule, EventsCoreModule, CaptureModule, IdentityCoreModule],
  controllers: [LeadsController],
  providers: [
    LeadListRepository,
    LeadChangeListener,
    LeadChangeFeed,
    UnchangedPolls,
    LeadsQueryService,
    LeadDetailService,
    LeadQualificationService,
    DeskExportService,
  ],
  exports: [UnchangedPolls, LeadQualificationService, LeadsQueryService],
})
export class LeadDeskModule {}
