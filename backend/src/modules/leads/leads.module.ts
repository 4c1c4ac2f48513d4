import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadStatsPort } from '../events/lead-stats.port';
import { Lead } from './entities/lead.entity';
import { LeadStatsService } from './lead-stats.service';

/**
 * The lead activity log (append-only), its projections, submit, confirm, resend and export.
 * Global only to hand LeadStatsPort to the events module without a dependency cycle.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Lead])],
  providers: [{ provide: LeadStatsPort, useClass: LeadStatsService }],
  exports: [LeadStatsPort],
})
export class LeadsModule {}
