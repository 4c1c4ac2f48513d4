import { Injectable, Logger } from '@nestjs/common';
import { JobQueue, OutboxJob, OutboxJobRunner, QUEUE_NAMES, QueueCounts, QueueName } from './job-queue.port';

/**
 * At most this many jobs run at once. Each holds a database connection for its transaction,
 * and the API's requests need the rest of the pool (10 connections).
 */
export const INLINE_CONCURRENCY = 4;

/**
 * How many of those slots one queue may hold, so that each queue keeps its own lane as with
 * Bull: webhook attempts wait up to 10 s for an organiser's receiver, CRM calls wait on HubSpot or
 * Pipedrive, and an export streams for
 * a while, and mails must still find a slot meanwhile.
 */
export const INLINE_QUEUE_SLOTS: Record<QueueName, number> = { mail: INLINE_CONCURRENCY, export: 1, webhook: 2, crm: 2 };

/**
 * The embedded default: runs jobs in this process, a few at a time, in the order they came.
 * A failure is recorded on the outbox row by the runner; the sweeper retries it later, and
 * the sweeper also picks up what was still waiting here if the process stopped.
 */
@Injectable()
export class InlineJobQueue extends JobQueue {
  readonly driver = 'inline' as const;
  private readonly logger = new Logger(InlineJobQueue.name);
  private readonly waiting: { queue: QueueName; job: OutboxJob }[] = [];
  private running = 0;
  private readonly runningOf: Record<QueueName, number> = { mail: 0, export: 0, webhook: 0, crm: 0 };

  constructor(private readonly runner: OutboxJobRunner) {
    super();
  }

  async add(queue: QueueName, job: OutboxJob): Promise<void> {
    this.waiting.push({ queue, job });
    setImmediate(() => this.drain());
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  /** The store is this process's memory: it comes up once, empty. */
  onStoreUp(listener: () => void): void {
    setImmediate(listener);
  }

  /** Its own numbers: what waits in memory and what runs; a failed job goes back to its outbox row, nothing is delayed here. */
  async counts(): Promise<Record<QueueName, QueueCounts>> {
    const counts = Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, { waiting: 0, active: this.runningOf[queue], delayed: 0, failed: 0 }])) as Record<QueueName, QueueCounts>;
    for (const { queue } of this.waiting) counts[queue].waiting += 1;
    return counts;
  }

  /** Starts waiting jobs in their order, each queue within its slots. */
  private drain(): void {
    while (this.running < INLINE_CONCURRENCY) {
      const next = this.waiting.findIndex(({ queue }) => this.runningOf[queue] < INLINE_QUEUE_SLOTS[queue]);
      if (next < 0) return;
      const [{ queue, job }] = this.waiting.splice(next, 1);
      this.running += 1;
      this.runningOf[queue] += 1;
      this.runner
        .run(job)
        .catch((err: unknown) => this.logger.warn({ err, queue, job }, 'inline job failed; the sweeper retries it'))
        .finally(() => {
          this.running -= 1;
          this.runningOf[queue] -= 1;
          this.drain();
        });
    }
  }
}
