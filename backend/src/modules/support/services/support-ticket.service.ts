import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { MailService } from '../../mailing';
import type { SupportTicketDto } from '../dto/support-ticket.dto';
import { SupportTicket } from '../entities/support-ticket.entity';

export interface SupportTicketResult {
  success: true;
  message: string;
}

/** What the dialog shows after sending; a bot that filled the honeypot reads the same. */
export const SUPPORT_TICKET_RECEIVED = 'Danke! Wir melden uns innerhalb von 1 Werktag.';

@Injectable()
export class SupportTicketService {
  private readonly logger = new Logger(SupportTicketService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores the ticket and, in the same transaction, promises two mails: the ticket to
   * SUPPORT_EMAIL (Reply-To its author) and a short receipt to the author.
   */
  async submit(dto: SupportTicketDto, context: { correlationId?: string } = {}): Promise<SupportTicketResult> {
    if (dto.website) {
      // a bot: it gets the answer of a success, nothing is stored or mailed
      this.logger.warn({ mode: dto.mode, correlationId: context.correlationId }, 'support ticket dropped: honeypot filled');
      return { success: true, message: SUPPORT_TICKET_RECEIVED };
    }
    await this.uow.run(async (tx) => {
      const id = randomUUID();
      const receivedAt = new Date();
      const ticket = { id, mode: dto.mode, name: dto.name, email: dto.email, message: dto.message };
      const mailOutboxId = await this.mail.sendSupportTicket(tx, { ticketId: id, ...ticket, receivedAt });
      await tx.manager.insert(SupportTicket, { ...ticket, mailOutboxId, createdAt: receivedAt });
      await this.mail.sendSupportConfirmation(tx, ticket);
    });
    return { success: true, message: SUPPORT_TICKET_RECEIVED };
  }
}
