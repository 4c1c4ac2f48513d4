import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxDispatcher, Dispatchable } from './outbox.dispatcher';

/** A dispatched row that is not completed after this long is assumed lost (worker killed). */
const LOST_AFTER = '2 minutes';
const BATCH = 200;
/** Advisory lock key so that only one sweeper of the installation works at a time. */
const SWEEP_LOCK = 0x0f_a1_e4_d5;

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

  async sweep(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [SWEEP_LOCK]);
      if (!locked) return 0;
      const due: Dispatchable[] = await manager.query(
        `SELECT id, queue FROM outbox_messages
          WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (dispatched_at IS NULL OR dispatched_at < now() - interval '${LOST_AFTER}')
          ORDER BY next_attempt_at LIMIT ${BATCH}`,
      );
      return due.length ? this.dispatcher.dispatch(due) : 0;
    });
  }
}

/** The sweeper's clock; registered only in the process that runs the scheduler. */
@Injectable()
export class OutboxSweepSchedule {
  private readonly logger = new Logger(OutboxSweepSchedule.name);
  private running = false;

  constructor(private readonly sweeper: OutboxSweeper) {}

  @Interval('outbox-sweep', 5_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.sweeper.sweep();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'outbox sweep failed');
    } finally {
      this.running = false;
    }
  }
}
