import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Metrics, type SchedulerTickResult } from '../metrics/metrics';
import { JobQueue } from '../queue/job-queue.port';
import { TICK_LOCKS, TickGuard, TickTurns } from '../schedule';
import { OutboxDispatcher } from './outbox.dispatcher';
import { OutboxRepository } from './outbox.repository';
import { Transactions } from './unit-of-work';

const BATCH = 200;

export interface SweepResult {
  due: number;
  handedOver: number;
}

/**
 * Finds outbox rows that were never handed to the queue (Redis down, process killed), or whose
 * retry is due, and dispatches them again. Handlers are idempotent, so a second copy is harmless.
 */
@Injectable()
export class OutboxSweeper {
  constructor(
    private readonly transactions: Transactions,
    private readonly outbox: OutboxRepository,
    private readonly dispatcher: OutboxDispatcher,
    private readonly turns: TickTurns,
  ) {}

  /**
   * One batch. `redispatchBefore`: rows handed over before this moment count as lost too (the
   * queue's store came up since and may not have them). null when another sweeper has the turn.
   */
  async sweep(redispatchBefore?: Date): Promise<SweepResult | null> {
    // the turn is held until the transaction ends, so the whole batch is handed over inside it
    return this.transactions.run(async (manager) => {
      if (!(await this.turns.take(manager, TICK_LOCKS.outboxSweep))) return null;
      const due = await this.outbox.findDue(manager, redispatchBefore ?? null, BATCH);
      return { due: due.length, handedOver: due.length ? await this.dispatcher.dispatch(due) : 0 };
    });
  }
}

/** The sweeper's clock; registered only in the process that runs the scheduler. */
@Injectable()
export class OutboxSweepSchedule implements OnModuleInit {
  private readonly guard = new TickGuard(new Logger(OutboxSweepSchedule.name), 'outbox sweep');
  /** Set when the queue's store came up: what was handed over before it goes over again. */
  private redispatchBefore: Date | null = null;

  constructor(
    private readonly sweeper: OutboxSweeper,
    private readonly jobQueue: JobQueue,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.jobQueue.onStoreUp(() => {
      this.redispatchBefore = new Date();
      void this.tick(); // the rows waiting for the queue need not wait for the next interval
    });
  }

  @Interval('outbox-sweep', 5_000)
  async tick(): Promise<void> {
    let ticked: SchedulerTickResult = this.guard.busy ? 'busy' : 'failed';
    await this.guard.run(async () => {
      const before = this.redispatchBefore;
      let result: SweepResult | null;
      // batch after batch while each is full and the queue takes it: a backlog left by an outage goes at once
      do result = await this.sweeper.sweep(before ?? undefined);
      while (result && result.due === BATCH && result.handedOver === BATCH);
      if (result && result.handedOver === result.due && this.redispatchBefore === before) this.redispatchBefore = null;
      ticked = result ? 'ran' : 'elsewhere';
    });
    this.metrics.schedulerTick('outbox-sweep', ticked);
  }
}
