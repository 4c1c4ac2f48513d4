import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../errors/sql-state';
import type { QueueName } from '../queue/job-queue.port';
import { Dispatchable, OutboxDispatcher } from './outbox.dispatcher';
import { OutboxRows } from './outbox.repository';

export interface OutboxEntry {
  queue: QueueName;
  type: string;
  payload: Record<string, unknown>;
  /** The account the message belongs to, if any (deleted with it). */
  userId?: string | null;
}

/** One transaction: its writes and the side effects it promises commit or roll back together. */
export interface Transaction {
  manager: EntityManager;
  enqueue(entry: OutboxEntry): Promise<string>;
}

/** deadlock_detected and serialization_failure: PostgreSQL rolled the whole transaction back. */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001']);

function isTransientConflict(error: unknown): boolean {
  return TRANSIENT_SQLSTATES.has(sqlState(error) ?? '');
}

@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger(UnitOfWork.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  /**
   * Runs `work` in a transaction; outbox rows it enqueued are handed to the queue after the
   * commit, without waiting for it. Each row is written marked as handed over, so the hand-over
   * costs no statement of its own: a refused hand-over takes the mark back (the sweeper's next
   * round sends it), and a row whose process ended between the commit and the hand-over goes by
   * the sweeper's lost rule (LOST_AFTER). A transaction that PostgreSQL aborted as a deadlock
   * victim or for a serialization conflict left nothing behind, so it runs once more: the
   * conflict was timing, and the caller's answer should not depend on it.
   */
  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.attempt(work);
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      this.logger.warn({ err: (error as Error).message }, 'transaction aborted by a lock conflict; running it once more');
      return this.attempt(work);
    }
  }

  private async attempt<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const promised: Dispatchable[] = [];
    const result = await this.dataSource.transaction(async (manager) =>
      work({
        manager,
        enqueue: async (entry) => {
          const handedOverAt = new Date();
          const id = await OutboxRows.insert(manager, { queue: entry.queue, type: entry.type, payload: entry.payload, userId: entry.userId ?? null }, handedOverAt);
          promised.push({ id, queue: entry.queue, handedOverAt });
          return id;
        },
      }),
    );
    // the answer does not wait for the queue: the rows are committed, the sweeper keeps the promise
    if (promised.length) this.dispatcher.dispatchInBackground(promised);
    return result;
  }
}
