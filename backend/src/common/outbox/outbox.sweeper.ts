import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueue } from '../queue/job-queue.port';
import { OutboxDispatcher, Dispatchable } from './outbox.dispatcher';

/**
 * A dispatched row that is not completed after this long is assumed lost: a worker killed
 * mid-job, or a queue that lost its jobs without the connection dropping. Losses that drop
 * the connection (Redis restarted, a process started) are handed over again at once.
 */
const LOST_AFTER = '2 minutes';
const BATCH = 200;
/** Advisory lock key so that only one sweeper of the installation works at a time. */
const SWEEP_LOCK = 0x0f_a1_e4_d5;

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  /**
   * One batch. `redispatchBefore`: rows handed over before this moment count as lost too (the
   * queue's store came up since and may not have them). null when another sweeper has the turn.
   */
  async sweep(redispatchBefore?: Date): Promise<SweepResult | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [SWEEP_LOCK]);
      if (!locked) return null;
      const due: Dispatchable[] = await manager.query(
        `SELECT id, queue FROM outbox_messages
          WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (dispatched_at IS NULL OR dispatched_at < now() - interval '${LOST_AFTER}' OR dispatched_at < $1)
          ORDER BY next_attempt_at LIMIT ${BATCH}`,
        [redispatchBefore ?? null],
      );
      return { due: due.length, handedOver: due.length ? await this.dispatcher.dispatch(due) : 0 };
    });
  }
}

/** The sweeper's clock; registered only in the process that runs the scheduler. */
@Injectable()
export class OutboxSweepSchedule implements OnModuleInit {
  private readonly logger = new Logger(OutboxSweepSchedule.name);
  private running = false;
  /** Set when the queue's store came up: what was handed over before it goes over again. */
  private redispatchBefore: Date | null = null;

  constructor(
    private readonly sweeper: OutboxSweeper,
    private readonly jobQueue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobQueue.onStoreUp(() => {
      this.redispatchBefore = new Date();
      void this.tick(); // the rows waiting for the queue need not wait for the next interval
    });
  }

  @Interval('outbox-sweep', 5_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const before = this.redispatchBefore;
      let result: SweepResult | null;
      // batch after batch while each is full and the queue takes it: a backlog left by an outage goes at once
      do result = await this.sweeper.sweep(before ?? undefined);
      while (result && result.due === BATCH && result.handedOver === BATCH);
      if (result && result.handedOver === result.due && this.redispatchBefore === before) this.redispatchBefore = null;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'outbox sweep failed');
    } finally {
      this.running = false;
    }
  }
}
