import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { LeadEventRecord } from './entities/lead-event.entity';
import { LeadPersonalData } from './entities/lead-personal-data.entity';
import { LeadFiguresRepository } from './repositories/lead-figures.repository';
import { LeadListRepository } from './repositories/lead-list.repository';
import { LeadQueries } from './repositories/lead-queries.repository';
import { LeadStore } from './repositories/lead-store';
import { LeadExportService } from './services/lead-export.service';
import { LeadFigures } from './services/lead-figures.service';
import { LeadMailHooks } from './services/lead-mail-hooks';
import { LeadPurge } from './services/lead-purge';
import { LeadSecrets } from './services/lead-secrets';

/**
 * The lead log and its read model, plus the hooks that record sent mails, the CSV writer and
 * the purge of an event's leads. Loaded by the API and by the worker (which runs the mail jobs
 * and the data lifecycle's backup and deletion).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadEventRecord, LeadPersonalData])],
  providers: [LeadStore, LeadQueries, LeadListRepository, LeadFiguresRepository, LeadSecrets, LeadMailHooks, LeadExportService, LeadPurge, LeadFigures],
  exports: [LeadStore, LeadQueries, LeadListRepository, LeadSecrets, LeadExportService, LeadPurge, LeadFigures],
})
export class LeadLogModule {}
