import { Injectable } from '@nestjs/common';
import { OutboxRepository } from '../../../common/outbox/outbox.repository';
import type { OutboxEntry, Transaction } from '../../../common/outbox/unit-of-work';
import { MinuteSchedule, ScheduledTicks, TICK_LOCKS, TickTurns } from '../../../common/schedule';
import { Metrics } from '../../../common/metrics/metrics';
import { dateIn } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { EventFactsService } from '../../events';
import { RETENTION_STEP_JOB, StepJob } from './retention.jobs';
import { RETENTION_STEPS } from '../domain/retention-schedule';
import { RetentionPolicy } from '../services/retention-policy.service';
import { RetentionRepository } from '../repositories/retention.repository';

/** Ended events looked at per tick, oldest end first. */
const EVENTS_PER_TICK = 500;

export interface TickResult {
  /** false when another process had the tick's turn: this tick did nothing. */
  locked: boolean;
  steps: number;
}

/**
 * Finds the lifecycle steps that are due and only enqueues them: each is claimed in
 * retention_steps (a unique key per event and step) and gets an outbox row in the same
 * transaction, behind a PostgreSQL advisory lock, so two schedulers ticking at once (two
 * processes, a slow tick) enqueue every job once. The jobs do the work.
 */
@Injectable()
export class RetentionScheduler {
  constructor(
    private readonly ticks: ScheduledTicks,
    private readonly repo: RetentionRepository,
    private readonly outbox: OutboxRepository,
    private readonly policy: RetentionPolicy,
    private readonly events: EventFactsService,
  ) {}

  async tick(): Promise<TickResult> {
    const steps = await this.ticks.inTurn(TICK_LOCKS.retention, (tx, now) => this.queueSteps(tx, now));
    return steps === null ? { locked: false, steps: 0 } : { locked: true, steps };
  }

  /**
   * One step per event and tick, in order: the next step is claimed only when the one before
   * is done (or failed for good, which an admin alert reports), so the deletion never overtakes
   * a backup still waiting for SMTP.
   */
  private async queueSteps(tx: Transaction, now: Date): Promise<number> {
    const ended = await this.events.endedBefore(
      dateIn(now, this.policy.timeZone),
      { excluding: await this.repo.deletionClaimed(tx.manager), limit: EVENTS_PER_TICK },
      tx.manager,
    );
    const claimed = await this.repo.claimedSteps(
      tx.manager,
      ended.map((event) => event.id),
    );
    // a step whose job failed for good (an admin alert says so) no longer holds up the next one
    const failed = await this.outbox.failedAmong(tx.manager, [...claimed.values()].flat().flatMap((step) => (step.outboxId ? [step.outboxId] : [])));
    let queued = 0;
    for (const event of ended) {
      const schedule = this.policy.scheduleOf(event.endDate);
      const states = new Map((claimed.get(event.id) ?? []).map((s) => [s.step, s]));
      for (const step of RETENTION_STEPS) {
        const state = states.get(step);
        if (state && (state.done || (state.outboxId && failed.has(state.outboxId)))) continue;
        if (state || now < schedule[step]) break; // still running, or not due yet
        const payload: StepJob = { eventId: event.id, step };
        const job: OutboxEntry = { queue: step === 'backup' || step === 'deleted' ? 'export' : 'mail', type: RETENTION_STEP_JOB, payload: { ...payload }, accountId: event.accountId };
        if (await this.repo.steps.enqueueOnce(tx, payload, job, { due_at: schedule[step] })) queued += 1;
        break;
      }
    }
    return queued;
  }
}

/** The scheduler's clock; registered only in the process that runs the scheduler (see runsScheduler). */
@Injectable()
export class RetentionSchedule extends MinuteSchedule {
  constructor(scheduler: RetentionScheduler, turns: TickTurns, clock: Clock, metrics: Metrics) {
    super('retention', scheduler, turns, clock, metrics);
  }
}
