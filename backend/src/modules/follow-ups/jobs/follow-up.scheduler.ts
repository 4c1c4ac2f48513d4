import { Injectable } from '@nestjs/common';
import { MinuteSchedule, ScheduledTicks, TICK_LOCKS, TickTurns } from '../../../common/schedule';
import { Metrics } from '../../../common/metrics/metrics';
import { Clock } from '../../../common/time/clock';
import { stepDueAt, stepSendable } from '../domain/follow-up-schedule';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';
import { FOLLOW_UP_MAIL_JOB, type FollowUpMailJob } from './follow-up-mail.jobs';

/** Mails claimed per tick at most; the rest go at the next minute's tick. */
const BATCH = 500;

export interface FollowUpTickResult {
  /** false when another process had the tick's turn: this tick did nothing. */
  locked: boolean;
  queued: number;
}

/**
 * Finds the follow-ups that are due (FollowUpProgressRepository.due, stepSendable) and only
 * enqueues them: each lead's next step is claimed in follow_up_sends (its key: once, also with
 * two workers), the lead's progress raised and the mail job's outbox row written, in one
 * transaction behind the tick's advisory lock. The mail job checks again and sends.
 */
@Injectable()
export class FollowUpScheduler {
  constructor(
    private readonly ticks: ScheduledTicks,
    private readonly progress: FollowUpProgressRepository,
  ) {}

  async tick(): Promise<FollowUpTickResult> {
    const queued = await this.ticks.inTurn(TICK_LOCKS.followUps, async (tx, now) => {
      let count = 0;
      for (const due of await this.progress.due(tx.manager, now, BATCH)) {
        if (!stepSendable(now, stepDueAt(due.confirmedAt, due.enrolledAt, due.delayDays), due.sendWindow)) continue;
        if (!(await this.progress.claim(tx.manager, due, now))) continue;
        const job: FollowUpMailJob = { leadId: due.leadId, step: due.step };
        const outboxId = await tx.enqueue({ queue: 'mail', type: FOLLOW_UP_MAIL_JOB, payload: { ...job }, accountId: due.accountId });
        await this.progress.nameOutboxRow(tx.manager, due.leadId, due.step, outboxId);
        count += 1;
      }
      return count;
    });
    return queued === null ? { locked: false, queued: 0 } : { locked: true, queued };
  }
}

/**
 * The follow-ups' clock. Provided wherever the core module is loaded: its @Cron fires only in a
 * process that loads the scheduler (ScheduleModule: the worker, or the API with the inline driver).
 */
@Injectable()
export class FollowUpSchedule extends MinuteSchedule {
  constructor(scheduler: FollowUpScheduler, turns: TickTurns, clock: Clock, metrics: Metrics) {
    super('follow-ups', scheduler, turns, clock, metrics);
  }
}
