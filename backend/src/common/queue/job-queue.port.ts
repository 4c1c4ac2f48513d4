/**
 * The queues (docs/architecture.md): every outgoing e-mail, CSV backups and large exports, and the
 * organisers' webhook deliveries and their CRM deliveries (HubSpot, Pipedrive): each on a queue of
 * its own, so a slow receiver or a rate-limited CRM never holds up a mail.
 */
export const QUEUE_NAMES = ['mail', 'export', 'webhook', 'crm'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** A job only points at its outbox row; the row holds the payload, so Redis holds no personal data. */
export interface OutboxJob {
  outboxId: string;
}

/** The queue's store does not answer: the hand-overs after this one would wait in vain too. */
export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

/** How many jobs of a queue are in each state, as its driver sees them (the metrics read it at each scrape). */
export interface QueueCounts {
  /** Handed over, not started. */
  waiting: number;
  /** Running now. */
  active: number;
  /** Held back until a later time by the queue itself. */
  delayed: number;
  /** Kept by the queue as failed. */
  failed: number;
}

/** Runs the handler of one outbox row; provided by the outbox module to the drivers. */
export abstract class OutboxJobRunner {
  abstract run(job: OutboxJob): Promise<void>;
}

/**
 * The job-queue port. Bull on Redis when REDIS_URL is set (consumed by the worker process
 * only), the inline driver inside the API process otherwise. Same handlers either way.
 */
export abstract class JobQueue {
  abstract readonly driver: 'bull' | 'inline';
  /** Hands a job over; rejects when the queue cannot take it (the outbox sweeper retries). */
  abstract add(queue: QueueName, job: OutboxJob): Promise<void>;
  /** true when jobs can be handed over right now. */
  abstract isHealthy(): Promise<boolean>;
  /**
   * Calls `listener` each time the queue's store comes up, at start and after an outage: jobs
   * handed over before may have gone with it (Redis keeps nothing on disk, a process's memory
   * is gone with the process), so the outbox hands its open rows over again.
   */
  abstract onStoreUp(listener: () => void): void;
  /**
   * Each queue's jobs by state right now. Retries wait on the outbox row, not in the queue, so a
   * driver keeps no failed or delayed jobs of its own; those counts say that it does not.
   */
  abstract counts(): Promise<Record<QueueName, QueueCounts>>;
}
