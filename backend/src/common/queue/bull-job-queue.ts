import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { JobQueue, OutboxJob, QueueName } from './job-queue.port';

/** How long a hand-over may take before the dispatcher gives up and leaves it to the sweeper. */
const ADD_TIMEOUT_MS = 2_000;

/** The producer side of Bull; only the worker process registers consumers. */
@Injectable()
export class BullJobQueue extends JobQueue {
  readonly driver = 'bull' as const;
  private readonly queues: Record<QueueName, Queue<OutboxJob>>;

  constructor(@InjectQueue('mail') mail: Queue<OutboxJob>, @InjectQueue('export') exportQueue: Queue<OutboxJob>) {
    super();
    this.queues = { mail, export: exportQueue };
  }

  async add(queue: QueueName, job: OutboxJob): Promise<void> {
    // The outbox id is the job id: handing the same row over twice queues it once.
    // Retries are the outbox's business (backoff on the row), so Bull runs each job once.
    await withTimeout(
      this.queues[queue].add(job, { jobId: job.outboxId, attempts: 1, removeOnComplete: true, removeOnFail: true }),
      ADD_TIMEOUT_MS,
    );
  }

  async isHealthy(): Promise<boolean> {
    try {
      const pong = await withTimeout(this.queues.mail.client.ping(), ADD_TIMEOUT_MS);
      return pong === 'PONG';
    } catch {
      return false;
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
