// The lead desk's public entry: other modules reach the desk only through what is exported here.
export { LeadDeskModule } from './lead-desk.module';
export { UnchangedPolls } from './services/unchanged-polls.service';
export { LeadQualificationService } from './services/lead-qualification.service';
export { StandQualifyLeadDto } from './dto/qualify-lead.dto';
export { LeadsQueryService, type LeadView, type RemovedLead } from './services/leads-query.service';
export { parseLeadListQuery, formatPageCursor, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type LeadListQuery, type PageCursor } from './domain/lead-list-query';
export { customAnswers, type LeadAnswer } from './domain/lead-detail';
export { QualifyLeadDto } from './dto/qualify-lead.dto';
