import { Injectable, Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../errors/sql-state';
import type { QueueName } from '../queue/job-queue.port';
import { Dispatchable, OutboxDispatcher } from './outbox.dispatcher';
import { OutboxRepository } from './outbox.repository';

export interface OutboxEntry {
  queue: QueueName;
  type: string;
  payload: Record<string, unknown>;
  /** The user the message belongs to, if any (deleted with them): mails about the user's own sign-up. */
  userId?: string | null;
  /** The account the message belongs to, if any (deleted with it): mails and jobs about its events. */
  accountId?: string | null;
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

/**
 * Where transactions begin: the one holder of the connection outside repositories (OutboxModule
 * hands it the DataSource); repositories run their statements on the manager it gives. A plain
 * transaction runs once and promises no side effects: the outbox's own bookkeeping (a job's run,
 * its failure record, a sweep), which records a failure and retries after a backoff instead.
 * Everything else runs in a UnitOfWork.
 */
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger(UnitOfWork.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly outbox: OutboxRepository,
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
    const result = await this.transactions.run(async (manager) =>
      work({
        manager,
        enqueue: async (entry) => {
          const handedOverAt = new Date();
          const id = await this.outbox.insert(manager, { queue: entry.queue, type: entry.type, payload: entry.payload, userId: entry.userId ?? null, accountId: entry.accountId ?? null }, handedOverAt);
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
