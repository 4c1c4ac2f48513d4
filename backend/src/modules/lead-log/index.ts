// The lead log's public entry: other modules reach the facts, the projection and the figures only through what is exported here.
export { LeadLogModule } from './lead-log.module';
export { LeadLogErrors } from './lead-log.errors';
export { LeadLog, type LeadStream } from './services/lead-log.service';
export { LeadSecrets, sha256 } from './services/lead-secrets.service';
export { OrganiserLeads } from './services/organiser-leads.service';
export { DOI_SENT_HOOK, WELCOME_SENT_HOOK } from './services/lead-mail-hooks.service';
export { LeadStatsService, type LeadTotals } from './services/lead-stats.service';
export { LeadFigures } from './services/lead-figures.service';
export { LeadExportService, CSV_HEADERS } from './services/lead-export.service';
export { LeadPurge, type PurgedEvent } from './services/lead-purge.service';
export type { PeriodFigures } from './domain/period-figures';
export type { LeadActor, LeadEventMetadata, StoredLeadEvent } from './domain/lead-events';
export { LeadActors } from './services/lead-actors.service';
export { LEAD_RATINGS, type Lead, type LeadRating, type LeadStatus } from './entities/lead.entity';
export type { LeadPersonalData } from './entities/lead-personal-data.entity';
export { leadsWord } from './domain/lead-words';
