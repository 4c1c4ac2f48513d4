import { DynamicModule, Module } from '@nestjs/common';
import { ProcessRole, runsScheduler } from '../../common/outbox/outbox.module';
import { DataLifecyclePort, EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { CrmSyncCoreModule } from '../crm-sync';
import { WebhooksCoreModule } from '../webhooks';
import { RetentionJobs } from './jobs/retention.jobs';
import { RetentionSchedule, RetentionScheduler } from './jobs/retention.scheduler';
import { RetentionRepository } from './repositories/retention.repository';
import { RetentionPolicy } from './services/retention-policy.service';

/**
 * The data lifecycle of an event: form close at the end date, notices, the CSV backup mail,
 * the deletion. It asks events, identity and leads (their core modules, so the worker needs no
 * HTTP side) for what it acts on. The jobs' handlers are registered in every process
 * (whichever consumes the queue runs them); the scheduler's clock ticks only where the
 * scheduler runs. Global only to hand DataLifecyclePort to the events module, which shows the
 * dates but may not depend on retention (as LeadLogModule does with LeadStatsPort).
 */
@Module({})
export class RetentionModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    return {
      module: RetentionModule,
      global: true,
      imports: [EventsCoreModule, IdentityCoreModule, LeadLogModule, WebhooksCoreModule, CrmSyncCoreModule],
      providers: [
        RetentionPolicy,
        { provide: DataLifecyclePort, useExisting: RetentionPolicy },
        RetentionRepository,
        RetentionJobs,
        RetentionScheduler,
        ...(runsScheduler(options.process) ? [RetentionSchedule] : []),
      ],
      exports: [DataLifecyclePort],
    };
  }
}
