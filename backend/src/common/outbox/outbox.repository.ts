import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueueName } from '../queue/job-queue.port';
import { OutboxMessage } from './outbox-message.entity';

/**
 * A dispatched row that is not completed after this long is assumed lost: a worker killed
 * mid-job, or a queue that lost its jobs without the connection dropping. Losses that drop
 * the connection (Redis restarted, a process started) are handed over again at once.
 */
const LOST_AFTER = '2 minutes';

/** A row as the statements below return it (node-postgres parses jsonb and timestamptz). */
interface OutboxRow {
  id: string;
  queue: QueueName;
  type: string;
  payload: Record<string, unknown>;
  user_id: string | null;
  account_id: string | null;
  attempts: number;
  next_attempt_at: Date;
  dispatched_at: Date | null;
  completed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

function toMessage(row: OutboxRow): OutboxMessage {
  return Object.assign(new OutboxMessage(), {
    id: row.id,
    queue: row.queue,
    type: row.type,
    payload: row.payload,
    userId: row.user_id,
    accountId: row.account_id,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    dispatchedAt: row.dispatched_at,
    completedAt: row.completed_at,
    failedAt: row.failed_at,
    lastError: row.last_error,
    createdAt: row.created_at,
  });
}

/** For an UPDATE, TypeORM's query() answers [rows, rowCount]. */
function affected(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** A row that is due for a hand-over to the queue. */
export interface DueOutboxRow {
  id: string;
  queue: QueueName;
}

/**
 * The statements on outbox_messages. Each side effect of the product runs through them (a submit:
 * insert, hand-over, lock, completion), so they are written out once here instead of being
 * built by TypeORM's query builders on every call. A statement that belongs to a transaction
 * takes its manager; the hand-over marks run on their own, after the commit.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The row of a promised side effect, in the caller's transaction. `handedOverAt` marks it as
   * handed to the queue already: the dispatcher hands it over right after the commit and so
   * needs no UPDATE of its own (it takes the mark back if the queue refuses the job).
   */
  async insert(
    manager: EntityManager,
    entry: { queue: QueueName; type: string; payload: Record<string, unknown>; userId: string | null; accountId: string | null },
    handedOverAt: Date | null,
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO outbox_messages (queue, type, payload, user_id, account_id, dispatched_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING id`,
      [entry.queue, entry.type, JSON.stringify(entry.payload), entry.userId, entry.accountId, handedOverAt],
    )) as { id: string }[];
    return row.id;
  }

  /** Marks a row (not completed yet) as handed over at `at`. */
  async markHandedOver(id: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE outbox_messages SET dispatched_at = $2 WHERE id = $1 AND completed_at IS NULL`, [id, at]);
  }

  /** Takes the mark of a hand-over back, unless a later hand-over or run has changed it since. */
  async unmarkHandedOver(id: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE outbox_messages SET dispatched_at = NULL WHERE id = $1 AND dispatched_at = $2`, [id, at]);
  }

  /** Locks an open row for its run; a blocking lock, so a second copy of the job waits for the first. */
  async lockOpen(manager: EntityManager, id: string): Promise<OutboxMessage | null> {
    const rows = (await manager.query(
      `SELECT id, queue, type, payload, user_id, account_id, attempts, next_attempt_at, dispatched_at, completed_at, failed_at, last_error, created_at
         FROM outbox_messages WHERE id = $1 AND completed_at IS NULL AND failed_at IS NULL FOR UPDATE`,
      [id],
    )) as OutboxRow[];
    return rows.length ? toMessage(rows[0]) : null;
  }

  /** Done: the payload goes, so a finished row keeps no personal data. */
  async complete(manager: EntityManager, id: string, attempts: number): Promise<void> {
    await manager.query(`UPDATE outbox_messages SET completed_at = now(), payload = '{}', last_error = NULL, attempts = $2 WHERE id = $1`, [id, attempts]);
  }

  /**
   * A failed run: its attempt, its error, when it is due again (or failed for good); no longer
   * handed over. false when the row is no longer open (another copy of the job finished it).
   */
  async recordFailure(
    manager: EntityManager,
    id: string,
    failure: { attempts: number; lastError: string; failedAt: Date | null; nextAttemptAt: Date },
  ): Promise<boolean> {
    const result: unknown = await manager.query(
      `UPDATE outbox_messages SET attempts = $2, last_error = $3, failed_at = $4, dispatched_at = NULL, next_attempt_at = $5
        WHERE id = $1 AND completed_at IS NULL AND failed_at IS NULL`,
      [id, failure.attempts, failure.lastError, failure.failedAt, failure.nextAttemptAt],
    );
    return affected(result) > 0;
  }

  /**
   * Open rows whose attempt is due and that were never handed over, or count as lost: handed
   * over longer than LOST_AFTER ago, or before `redispatchBefore` (the queue's store came up since).
   */
  findDue(manager: EntityManager, redispatchBefore: Date | null, limit: number): Promise<DueOutboxRow[]> {
    return manager.query(
      `SELECT id, queue FROM outbox_messages
        WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND (dispatched_at IS NULL OR dispatched_at < now() - interval '${LOST_AFTER}' OR dispatched_at < $1)
        ORDER BY next_attempt_at LIMIT ${Math.trunc(limit)}`,
      [redispatchBefore],
    );
  }

  /** Of these rows, the ids of those that failed for good. */
  async failedAmong(manager: EntityManager, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: { id: string }[] = await manager.query(`SELECT id FROM outbox_messages WHERE id = ANY($1::uuid[]) AND failed_at IS NOT NULL`, [ids]);
    return new Set(rows.map((row) => row.id));
  }

  /** Rows that failed for good since `since`, grouped by type (the admin dashboard's signal). */
  failedByTypeSince(since: Date): Promise<{ type: string; n: number; latest: Date; ids: string[] }[]> {
    return this.dataSource.query(
      `SELECT type, count(*)::int AS n, max(failed_at) AS latest, array_agg(id::text) AS ids
         FROM outbox_messages
        WHERE failed_at IS NOT NULL AND failed_at >= $1
        GROUP BY type`,
      [since],
    );
  }

  /** Rows due before `dueBefore` and neither done nor failed: how many, and the oldest due time. */
  async backlog(dueBefore: Date): Promise<{ n: number; oldest: Date | null }> {
    const [backlog] = (await this.dataSource.query(
      `SELECT count(*)::int AS n, min(next_attempt_at) AS oldest
         FROM outbox_messages
        WHERE completed_at IS NULL AND failed_at IS NULL AND next_attempt_at < $1`,
      [dueBefore],
    )) as { n: number; oldest: Date | null }[];
    return backlog;
  }

  /**
   * The open rows (neither done nor failed for good) per queue that has any, and how long the
   * oldest of them has been due (seconds since its next_attempt_at; 0 when none is due yet: a row
   * waiting for a later retry is not late). Read by the metrics at each scrape, on the index of
   * open rows.
   */
  async openByQueue(): Promise<{ queue: QueueName; pending: number; oldestDueSeconds: number }[]> {
    const rows: { queue: QueueName; pending: number; oldest_due_seconds: number | null }[] = await this.dataSource.query(
      `SELECT queue, count(*)::int AS pending,
              extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now()))::float8 AS oldest_due_seconds
         FROM outbox_messages
        WHERE completed_at IS NULL AND failed_at IS NULL
        GROUP BY queue`,
    );
    return rows.map((row) => ({ queue: row.queue, pending: row.pending, oldestDueSeconds: row.oldest_due_seconds ?? 0 }));
  }

  /**
   * Forgets addresses whose data one account deleted, in the deleting transaction: that
   * account's messages still open for them (as recipient, reply-to or anywhere in the payload)
   * are dropped, and error texts quoting them are cleared. Another account's mails to the same
   * person stay: erasing a lead at one organiser's event cancels nothing another one owes them.
   * So do the account's mails for another lead of the same person (a mail names its lead in
   * `sentHook.ref.leadId`): the person's sign-up at the account's next fair still gets its mail.
   * `addresses` are lower case; `leadIds`: the leads whose data went.
   */
  async forgetAddresses(manager: EntityManager, accountId: string, addresses: string[], leadIds: string[]): Promise<void> {
    await manager.query(
      `DELETE FROM outbox_messages o
        WHERE o.completed_at IS NULL AND o.account_id = $2
          AND (o.payload->'sentHook'->'ref'->>'leadId' IS NULL OR o.payload->'sentHook'->'ref'->>'leadId' = ANY($3::text[]))
          AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS a(email)
                       WHERE lower(o.payload->>'to') = a.email OR lower(o.payload->>'replyTo') = a.email
                          OR strpos(lower(o.payload::text), '"' || a.email || '"') > 0)`,
      [addresses, accountId, leadIds],
    );
    await manager.query(
      `UPDATE outbox_messages o SET last_error = NULL
        WHERE o.last_error IS NOT NULL AND o.account_id = $2
          AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS a(email) WHERE strpos(lower(o.last_error), a.email) > 0)`,
      [addresses, accountId],
    );
  }
}
