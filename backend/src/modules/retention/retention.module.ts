import { DynamicModule, Module } from '@nestjs/common';
import { ProcessRole, runsScheduler } from '../../common/outbox/outbox.module';
import { LeadLogModule } from '../leads';
import { RetentionJobs } from './retention-jobs';
import { RetentionRepository } from './retention.repository';
import { RetentionSchedule, RetentionScheduler } from './retention.scheduler';

/**
 * The data lifecycle and the organiser notifications: form close at the end date, notices,
 * the CSV backup mail, the deletion, new-lead mails and the weekly report. The jobs' handlers
 * are registered in every process (whichever consumes the queue runs them); the scheduler's
 * clock ticks only where the scheduler runs.
 */
@Module({})
export class RetentionModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    return {
      module: RetentionModule,
      imports: [LeadLogModule],
      providers: [RetentionRepository, RetentionJobs, RetentionScheduler, ...(runsScheduler(options.process) ? [RetentionSchedule] : [])],
      exports: [RetentionScheduler, RetentionJobs],
    };
  }
}
