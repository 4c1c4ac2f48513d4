import { DynamicModule, Module } from '@nestjs/common';
import { ProcessRole, runsScheduler } from '../../common/outbox/outbox.module';
import { EventsCoreModule } from '../events';
import { IdentityCoreModule } from '../identity';
import { LeadLogModule } from '../lead-log';
import { LeadNoticeJobs } from './jobs/lead-notice.jobs';
import { LeadNoticeSchedule, LeadNoticeScheduler } from './jobs/lead-notice.scheduler';
import { LeadNoticesRepository } from './repositories/lead-notices.repository';

/**
 * The organiser's notices about their leads: the batched new-lead mail, the weekly report and the
 * warnings before a free event's lead cap. The jobs' handlers are registered in every process
 * (whichever consumes the queue runs them); the scheduler's clock ticks only where the scheduler
 * runs. Needs only the cores of events and identity, so the worker loads it without their HTTP side.
 */
@Module({})
export class InsightsCoreModule {
  static forRoot(options: { process: ProcessRole }): DynamicModule {
    return {
      module: InsightsCoreModule,
      imports: [LeadLogModule, EventsCoreModule, IdentityCoreModule],
      providers: [LeadNoticesRepository, LeadNoticeJobs, LeadNoticeScheduler, ...(runsScheduler(options.process) ? [LeadNoticeSchedule] : [])],
    };
  }
}
