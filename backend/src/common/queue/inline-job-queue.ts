import { Injectable, Logger } from '@nestjs/common';
import { JobQueue, OutboxJob, OutboxJobRunner, QueueName } from './job-queue.port';

/**
 * At most this many jobs run at once. Each holds a database connection for its transaction,
 * and the API's requests need the rest of the pool (10 connections).
 */
export const INLINE_CONCURRENCY = 4;

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

  private drain(): void {
    while (this.running < INLINE_CONCURRENCY && this.waiting.length) {
      const { queue, job } = this.waiting.shift()!;
      this.running += 1;
      this.runner
        .run(job)
        .catch((err: unknown) => this.logger.warn({ err, queue, job }, 'inline job failed; the sweeper retries it'))
        .finally(() => {
          this.running -= 1;
          this.drain();
        });
    }
  }
}
