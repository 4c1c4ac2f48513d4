import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsCoreModule, LeadStatsPort } from '../events';
import { IdentityCoreModule } from '../identity';
import { Lead } from './entities/lead.entity';
import { LeadEventRecord } from './entities/lead-event.entity';
import { LeadPersonalData } from './entities/lead-personal-data.entity';
import { LeadExportRepository } from './repositories/lead-export.repository';
import { LeadFiguresRepository } from './repositories/lead-figures.repository';
import { LeadPurgeRepository } from './repositories/lead-purge.repository';
import { LeadQueries } from './repositories/lead-queries.repository';
import { LeadStore } from './repositories/lead-store.repository';
import { LeadActors } from './services/lead-actors.service';
import { LeadExportService } from './services/lead-export.service';
import { LeadFigures } from './services/lead-figures.service';
import { LeadLog } from './services/lead-log.service';
import { LeadMailHooks } from './services/lead-mail-hooks.service';
import { LeadPurge } from './services/lead-purge.service';
import { LeadSecrets } from './services/lead-secrets.service';
import { LeadStatsService } from './services/lead-stats.service';
import { OrganiserLeads } from './services/organiser-leads.service';

/**
 * The lead log (append-only facts) and its projection, with what other modules read of it: the
 * lead figures and statistics, an event's CSV, the purge of an event's leads, the lead secrets,
 * and the hooks that record sent mails. Loaded by the API and by the worker (which runs the mail
 * jobs and the data lifecycle's backup and deletion). Exports services only.
 *
 * Global only to hand LeadStatsPort to the events module, which cannot import the lead log: the
 * lead log imports events (a lead belongs to an event).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadEventRecord, LeadPersonalData]), EventsCoreModule, IdentityCoreModule],
  providers: [
    LeadStore,
    LeadQueries,
    LeadExportRepository,
    LeadFiguresRepository,
    LeadPurgeRepository,
    LeadLog,
    LeadSecrets,
    LeadMailHooks,
    LeadExportService,
    LeadPurge,
    LeadStatsService,
    { provide: LeadStatsPort, useExisting: LeadStatsService },
    LeadFigures,
    OrganiserLeads,
    LeadActors,
  ],
  exports: [LeadLog, LeadSecrets, LeadExportService, LeadPurge, LeadStatsService, LeadStatsPort, LeadFigures, OrganiserLeads, LeadActors],
})
export class LeadLogModule {}
