import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { JobQueue, QueueName } from '../queue/job-queue.port';
import { OutboxMessage } from './outbox-message.entity';

export interface Dispatchable {
  id: string;
  queue: QueueName;
}

/** Hands committed outbox rows to the job queue; what cannot be handed over stays for the sweeper. */
@Injectable()
export class OutboxDispatcher {
  private readonly logger = new Logger(OutboxDispatcher.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobQueue: JobQueue,
  ) {}

  /** Never throws: the caller's transaction is committed, its promise is kept by the sweeper. */
  async dispatch(messages: Dispatchable[]): Promise<number> {
    let handedOver = 0;
    for (const message of messages) {
      try {
        await this.jobQueue.add(message.queue, { outboxId: message.id });
        await this.dataSource
          .getRepository(OutboxMessage)
          .update({ id: message.id, completedAt: IsNull() }, { dispatchedAt: new Date() });
        handedOver += 1;
      } catch (err) {
        this.logger.warn({ outboxId: message.id, err: (err as Error).message }, 'dispatch failed; the sweeper retries');
      }
    }
    return handedOver;
  }
}
