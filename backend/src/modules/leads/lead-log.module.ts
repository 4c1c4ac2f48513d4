import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { LeadEventRecord } from './entities/lead-event.entity';
import { LeadPersonalData } from './entities/lead-personal-data.entity';
import { LeadStatsService } from './lead-stats.service';
import { LeadExportRepository } from './repositories/lead-export.repository';
import { LeadFiguresRepository } from './repositories/lead-figures.repository';
import { LeadListRepository } from './repositories/lead-list.repository';
import { LeadPurgeRepository } from './repositories/lead-purge.repository';
import { LeadQueries } from './repositories/lead-queries.repository';
import { LeadStore } from './repositories/lead-store';
import { LeadExportService } from './services/lead-export.service';
import { LeadFigures } from './services/lead-figures.service';
import { LeadMailHooks } from './services/lead-mail-hooks';
import { LeadPurge } from './services/lead-purge';
import { LeadSecrets } from './services/lead-secrets';

/**
 * The lead log and its read model, plus the hooks that record sent mails, the CSV writer, the
 * purge of an event's leads and the lead figures. Loaded by the API and by the worker (which
 * runs the mail jobs and the data lifecycle's backup and deletion). Exports services only.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadEventRecord, LeadPersonalData])],
  providers: [
    LeadStore,
    LeadQueries,
    LeadListRepository,
    LeadExportRepository,
    LeadFiguresRepository,
    LeadPurgeRepository,
    LeadSecrets,
    LeadMailHooks,
    LeadExportService,
    LeadPurge,
    LeadStatsService,
    LeadFigures,
  ],
  exports: [LeadSecrets, LeadExportService, LeadPurge, LeadStatsService, LeadFigures],
})
export class LeadLogModule {}
