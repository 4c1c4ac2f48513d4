import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsCoreModule } from '../events';
import { LeadLogModule } from '../lead-log';
import { FollowUpLead } from './entities/follow-up-lead.entity';
import { FollowUpSend } from './entities/follow-up-send.entity';
import { FollowUpStep } from './entities/follow-up-step.entity';
import { FollowUpMailJobs } from './jobs/follow-up-mail.jobs';
import { FollowUpSchedule, FollowUpScheduler } from './jobs/follow-up.scheduler';
import { FollowUpProgressRepository } from './repositories/follow-up-progress.repository';
import { FollowUpStepsRepository } from './repositories/follow-up-steps.repository';
import { FollowUpMails } from './services/follow-up-mails.service';
import { FollowUpOptOuts } from './services/follow-up-opt-outs.service';
import { FollowUpPublisher } from './services/follow-up-publisher.service';

/**
 * What every process needs of the follow-ups: the publisher for capture's confirmations and
 * erasures, the visitor's ways out (FollowUpOptOuts), the tick and the mail job's handler
 * (registered wherever outbox jobs run: the API with the inline driver, the worker with Bull).
 * The tick's clock is provided here in every process; it fires only where the scheduler runs
 * (ScheduleModule: the worker, or the API with the inline driver). One static module, so capture
 * and the HTTP side share its one instance and the handler is registered once.
 */
@Module({
  imports: [TypeOrmModule.forFeature([FollowUpStep, FollowUpLead, FollowUpSend]), LeadLogModule, EventsCoreModule],
  providers: [FollowUpStepsRepository, FollowUpProgressRepository, FollowUpPublisher, FollowUpOptOuts, FollowUpMails, FollowUpMailJobs, FollowUpScheduler, FollowUpSchedule],
  exports: [FollowUpPublisher, FollowUpOptOuts, FollowUpMails, FollowUpStepsRepository, FollowUpProgressRepository],
})
export class FollowUpsCoreModule {}
