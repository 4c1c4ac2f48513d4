import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { QueueName } from '../queue/job-queue.port';
import { Dispatchable, OutboxDispatcher } from './outbox.dispatcher';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxEntry {
  queue: QueueName;
  type: string;
  payload: Record<string, unknown>;
  /** The account the message belongs to, if any (deleted with it). */
  userId?: string | null;
}

/** One transaction: its writes and the side effects it promises commit or roll back together. */
export interface Transaction {
  manager: EntityManager;
  enqueue(entry: OutboxEntry): Promise<string>;
}

@Injectable()
export class UnitOfWork {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dispatcher: OutboxDispatcher,
  ) {}

  /** Runs `work` in a transaction; outbox rows it enqueued are dispatched after the commit. */
  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const promised: Dispatchable[] = [];
    const result = await this.dataSource.transaction(async (manager) =>
      work({
        manager,
        enqueue: async (entry) => {
          const row: Partial<OutboxMessage> = { queue: entry.queue, type: entry.type, payload: entry.payload, userId: entry.userId ?? null };
          const { identifiers } = await manager.insert(OutboxMessage, row as QueryDeepPartialEntity<OutboxMessage>);
          const id = identifiers[0].id as string;
          promised.push({ id, queue: entry.queue });
          return id;
        },
      }),
    );
    if (promised.length) await this.dispatcher.dispatch(promised);
    return result;
  }
}
