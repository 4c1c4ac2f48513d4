import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import { withTimeout } from '../time/with-timeout';
import { JobQueue, OutboxJob, QUEUE_NAMES, QueueCounts, QueueName, QueueUnavailableError } from './job-queue.port';

/**
 * How long a hand-over may take before the dispatcher gives up and leaves it to the sweeper.
 * Short: Redis answers an add in a millisecond, and while it is down ioredis only queues the
 * command, which would hold each hand-over (and, in a sweep, each following row) this long.
 */
const ADD_TIMEOUT_MS = 500;
/** The health check may wait longer: a slow answer under load should not mark the process unready. */
const PING_TIMEOUT_MS = 2_000;

/** The producer side of Bull; only the worker process registers consumers. */
@Injectable()
export class BullJobQueue extends JobQueue {
  readonly driver = 'bull' as const;
  private readonly queues: Record<QueueName, Queue<OutboxJob>>;

  constructor(
    @InjectQueue('mail') mail: Queue<OutboxJob>,
    @InjectQueue('export') exportQueue: Queue<OutboxJob>,
    @InjectQueue('webhook') webhook: Queue<OutboxJob>,
    @InjectQueue('crm') crm: Queue<OutboxJob>,
  ) {
    super();
    this.queues = { mail, export: exportQueue, webhook, crm };
  }

  async add(queue: QueueName, job: OutboxJob): Promise<void> {
    const target = this.queues[queue];
    const handOver = async () => {
      await dropStale(target, job.outboxId);
      // The outbox id is the job id: handing the same row over twice queues it once.
      // Retries are the outbox's business (backoff on the row), so Bull runs each job once.
      await target.add(job, { jobId: job.outboxId, attempts: 1, removeOnComplete: true, removeOnFail: true });
    };
    await withTimeout(handOver(), ADD_TIMEOUT_MS, queueTimeout(ADD_TIMEOUT_MS));
  }

  async isHealthy(): Promise<boolean> {
    try {
      const pong = await withTimeout(this.queues.mail.client.ping(), PING_TIMEOUT_MS, queueTimeout(PING_TIMEOUT_MS));
      return pong === 'PONG';
    } catch {
      return false;
    }
  }

  /** Bull's own counts in Redis, shared by every process on it (rejects when Redis does not answer in time). */
  async counts(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const counts = await withTimeout(this.queues[name].getJobCounts(), PING_TIMEOUT_MS, queueTimeout(PING_TIMEOUT_MS));
        // a paused queue's jobs wait too
        const waiting = counts.waiting + ((counts as { paused?: number }).paused ?? 0);
        return [name, { waiting, active: counts.active, delayed: counts.delayed, failed: counts.failed }] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  /** Each queue's command connection reports every (re)connection with 'ready'. */
  onStoreUp(listener: () => void): void {
    for (const queue of Object.values(this.queues)) {
      queue.client.on('ready', listener);
      if (queue.client.status === 'ready') listener();
    }
  }
}

/**
 * Bull ignores an add whose job id exists. Finished jobs are removed (removeOnComplete,
 * removeOnFail), but when Redis restarts empty while a worker holds a job, the worker's late
 * writes leave a hash under that id that no list holds: it would swallow every later hand-over
 * of the row. Such a job, finished or without data, goes first; a waiting or running one stays.
 */
async function dropStale(queue: Queue<OutboxJob>, id: string): Promise<void> {
  const existing = await queue.getJob(id);
  if (existing && (existing.finishedOn || existing.failedReason || !existing.data?.outboxId)) await existing.remove();
}

/** A queue store that does not answer in time counts as unavailable (the outbox sweeper hands over again). */
const queueTimeout = (ms: number) => () => new QueueUnavailableError(`queue did not answer within ${ms} ms`);
