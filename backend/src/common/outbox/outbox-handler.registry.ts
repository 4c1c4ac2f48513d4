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

/** Modules register the handler for each message type they emit, at module init. */
@Injectable()
export class OutboxHandlerRegistry {
  private readonly handlers = new Map<string, OutboxHandler>();

  register(type: string, handler: OutboxHandler): void {
    if (this.handlers.has(type)) throw new Error(`An outbox handler for ${type} is already registered`);
    this.handlers.set(type, handler);
  }

  get(type: string): OutboxHandler | undefined {
    return this.handlers.get(type);
  }
}
