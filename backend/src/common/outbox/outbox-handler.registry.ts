import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutboxMessage } from './outbox-message.entity';

/** A failure that retrying cannot fix (a refused address, a broken template): recorded, not retried. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface OutboxHandlerContext {
  /** The transaction that completes the row: what the handler records commits with it. */
  manager: EntityManager;
  message: OutboxMessage;
}

export type OutboxHandler = (payload: Record<string, unknown>, context: OutboxHandlerContext) => Promise<void>;

/** One failed run, as the runner records it on the outbox row. */
export interface OutboxAttemptFailure {
  error: Error;
  /** Runs of this row so far, the failed one included. */
  attempts: number;
  /** true: no further attempt (a PermanentJobError, or the last attempt of the policy). */
  final: boolean;
  /** When the next attempt is due; null when `final`. */
  nextAttemptAt: Date | null;
}

/**
 * How the runner treats a type's failures. The default fits the platform's own jobs (mails,
 * exports): a failure there is ours, so a final one is an alert for the admin.
 */
export interface OutboxRetryPolicy {
  /** The row fails for good after this many runs. */
  maxAttempts: number;
  /** The wait before the next run, after `attempts` runs failed; `error`: the last run's (a CRM's 429 says how long to wait). */
  retryDelaySeconds(attempts: number, error?: Error): number;
  /** Whether a final failure raises an admin alert. */
  alertOnFinalFailure: boolean;
  /**
   * Told of each failed run in the transaction that records it on the outbox row. A failed run's
   * own writes roll back with it (also on a database error, which aborts its transaction), so
   * what a handler keeps of a failed attempt (a delivery log) is written here.
   */
  onFailure?(manager: EntityManager, message: OutboxMessage, failure: OutboxAttemptFailure): Promise<void>;
}

/** After this many runs (about 1.4 hours of backoff) a message of the default policy fails for good. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 10;

export const DEFAULT_RETRY_POLICY: OutboxRetryPolicy = {
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds: (attempts) => FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1),
  alertOnFinalFailure: true,
};

export interface RegisteredOutboxHandler {
  handle: OutboxHandler;
  policy: OutboxRetryPolicy;
}

/** Modules register the handler for each message type they emit, at module init. */
@Injectable()
export class OutboxHandlerRegistry {
  private readonly handlers = new Map<string, RegisteredOutboxHandler>();

  /** `policy`: how failures of this type are retried; the default policy without it. */
  register(type: string, handle: OutboxHandler, policy: OutboxRetryPolicy = DEFAULT_RETRY_POLICY): void {
    if (this.handlers.has(type)) throw new Error(`An outbox handler for ${type} is already registered`);
    this.handlers.set(type, { handle, policy });
  }

  /**
   * A job of the platform's own: its payload is the `J` its enqueuer wrote (e.g. the key of a
   * claim), and it runs in the transaction that completes its row; what it answers is not kept.
   */
  registerJob<J extends object>(type: string, run: (manager: EntityManager, job: J) => Promise<unknown>): void {
    this.register(type, async (payload, { manager }) => {
      await run(manager, payload as unknown as J);
    });
  }

  get(type: string): RegisteredOutboxHandler | undefined {
    return this.handlers.get(type);
  }
}
