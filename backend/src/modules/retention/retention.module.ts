import { DynamicModule, Module } from '@nestjs/common';
import { ProcessRole, runsScheduler } from '../../common/outbox/outbox.module';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { WebhooksCoreModule } from '../webhooks';
import { RetentionJobs } from './retention-jobs';
import { RetentionPolicyModule } from './retention-policy.module';
import { RetentionRepository } from './retention.repository';
import { RetentionSchedule, RetentionScheduler } from './retention.scheduler';

/**
 * The data lifecycle of an event: form close at the end date, notices, the CSV backup mail,
 * the deletion. It asks events, identity and leads (their core modules, so the worker needs no
 * HTTP side) for what it acts on. The jobs' handlers are registered in every process
 * (whichever consumes the queue runs them); the scheduler's clock ticks only where the
 * scheduler runs.
 */
@Module({})
export class RetentionModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    return {
      module: RetentionModule,
      imports: [RetentionPolicyModule, EventsCoreModule, IdentityCoreModule, LeadLogModule, WebhooksCoreModule],
      providers: [RetentionRepository, RetentionJobs, RetentionScheduler, ...(runsScheduler(options.process) ? [RetentionSchedule] : [])],
    };
  }
}
