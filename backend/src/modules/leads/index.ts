// The leads module's public entry: other modules reach leads only through what is exported here.
export { LeadsModule } from './leads.module';
export { LeadLogModule } from './lead-log.module';
export { LeadStatsService } from './lead-stats.service';
export { UnchangedPolls } from './live/unchanged-polls';
export { LeadExportService } from './services/lead-export.service';
export { LeadPurge } from './services/lead-purge';
export { PublicStatsService } from './services/public-stats.service';
export { LeadNoticesModule } from './notices/lead-notices.module';
export { LeadFigures } from './services/lead-figures.service';
export { leadsWord } from './lead-words';
export { LeadQualificationService } from './services/lead-qualification.service';
export { StandQualifyLeadDto } from './dto/qualify-lead.dto';
export { LeadErrors } from './leads.errors';
