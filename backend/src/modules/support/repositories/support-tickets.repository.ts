import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SupportTicket } from '../entities/support-ticket.entity';

@Injectable()
export class SupportTicketsRepository {
  /** Stores a ticket in the caller's transaction (the one that promises its mails). */
  async add(manager: EntityManager, ticket: SupportTicket): Promise<void> {
    await manager.insert(SupportTicket, ticket);
  }
}
