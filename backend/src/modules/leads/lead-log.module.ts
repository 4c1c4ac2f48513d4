import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { LeadEventRecord } from './entities/lead-event.entity';
import { LeadPersonalData } from './entities/lead-personal-data.entity';
import { LeadQueries } from './repositories/lead-queries.repository';
import { LeadStore } from './repositories/lead-store';
import { LeadMailHooks } from './services/lead-mail-hooks';
import { LeadSecrets } from './services/lead-secrets';

/**
 * The lead log and its read model, plus the hooks that record sent mails. Loaded by the API
 * and by the worker (which runs the mail jobs).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadEventRecord, LeadPersonalData])],
  providers: [LeadStore, LeadQueries, LeadSecrets, LeadMailHooks],
  exports: [LeadStore, LeadQueries, LeadSecrets],
})
export class LeadLogModule {}
