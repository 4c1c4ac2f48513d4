import { DynamicModule, Module } from '@nestjs/common';
import { ProcessRole, runsScheduler } from '../../../common/outbox/outbox.module';
import { EventsCoreModule } from '../../events';
import { IdentityCoreModule } from '../../identity';
import { LeadLogModule } from '../lead-log.module';
import { LeadNoticeJobs } from './lead-notice-jobs';
import { LeadNoticeSchedule, LeadNoticeScheduler } from './lead-notice.scheduler';
import { LeadNoticesRepository } from './lead-notices.repository';

/**
 * The organiser's notices about their leads: the batched new-lead mail and the weekly report.
 * The jobs' handlers are registered in every process (whichever consumes the queue runs them);
 * the scheduler's clock ticks only where the scheduler runs. Needs only the cores of events and
 * identity, so the worker loads it without their HTTP side.
 */
@Module({})
export class LeadNoticesModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    return {
      module: LeadNoticesModule,
      imports: [LeadLogModule, EventsCoreModule, IdentityCoreModule],
      providers: [LeadNoticesRepository, LeadNoticeJobs, LeadNoticeScheduler, ...(runsScheduler(options.process) ? [LeadNoticeSchedule] : [])],
    };
  }
}
