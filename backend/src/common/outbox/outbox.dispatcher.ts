import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { JobQueue, QueueName, QueueUnavailableError } from '../queue/job-queue.port';
import { OutboxRepository } from './outbox.repository';

export interface Dispatchable {
  id: string;
  queue: QueueName;
  /** Set when the row was written marked as handed over at this time (UnitOfWork): no mark to write. */
  handedOverAt?: Date;
}

/** Hands committed outbox rows to the job queue; what cannot be handed over stays for the sweeper. */
@Injectable()
export class OutboxDispatcher implements OnModuleDestroy {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private readonly inFlight = new Set<Promise<number>>();

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly jobQueue: JobQueue,
  ) {}

  /**
   * Never throws: the caller's transaction is committed, its promise is kept by the sweeper.
   * Stops when the queue does not answer: the next rows would wait for the same timeout, and
   * the sweeper hands all of them over once it answers again.
   */
  async dispatch(messages: Dispatchable[]): Promise<number> {
    let handedOver = 0;
    for (const message of messages) {
      const outcome = await this.handOver(message);
      if (outcome === 'queued') handedOver += 1;
      if (outcome === 'queue-unavailable') break;
    }
    return handedOver;
  }

  /**
   * Marks the row as handed over, then queues it. In this order because the job may run and
   * fail before a mark written afterwards, which would then hide the failed row from the
   * sweeper until the lost rule. A row written with its mark (UnitOfWork) is queued at once.
   * When the queue does not take the job, the mark goes again.
   */
  private async handOver({ id, queue, handedOverAt }: Dispatchable): Promise<'queued' | 'failed' | 'queue-unavailable'> {
    const handedAt = handedOverAt ?? new Date();
    try {
      if (!handedOverAt) await this.outbox.markHandedOver(id, handedAt);
      await this.jobQueue.add(queue, { outboxId: id });
      return 'queued';
    } catch (err) {
      this.logger.warn({ outboxId: id, err: (err as Error).message }, 'dispatch failed; the sweeper retries');
      // if even this fails, the row keeps its mark and the sweeper's lost rule takes it
      await this.outbox.unmarkHandedOver(id, handedAt).catch(() => undefined);
      return err instanceof QueueUnavailableError ? 'queue-unavailable' : 'failed';
    }
  }

  /** dispatch() without waiting for it: a request's answer never waits on the queue. */
  dispatchInBackground(messages: Dispatchable[]): void {
    const handOver = this.dispatch(messages).finally(() => this.inFlight.delete(handOver));
    this.inFlight.add(handOver);
  }

  /** Lets hand-overs that are under way finish (each is bounded by the queue's timeout) before the pools close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.inFlight);
  }
}
