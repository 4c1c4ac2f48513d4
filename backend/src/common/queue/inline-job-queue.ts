import { Injectable, Logger } from '@nestjs/common';
import { JobQueue, OutboxJob, OutboxJobRunner, QueueName } from './job-queue.port';

/**
 * The embedded default: runs the job in this process right after the current tick.
 * A failure is recorded on the outbox row by the runner; the sweeper retries it later.
 */
@Injectable()
export class InlineJobQueue extends JobQueue {
  readonly driver = 'inline' as const;
  private readonly logger = new Logger(InlineJobQueue.name);

  constructor(private readonly runner: OutboxJobRunner) {
    super();
  }

  async add(queue: QueueName, job: OutboxJob): Promise<void> {
    setImmediate(() => {
      this.runner.run(job).catch((err: unknown) => this.logger.warn({ err, queue, job }, 'inline job failed; the sweeper retries it'));
    });
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }
}
