import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig, mailConfig } from '../../../config';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { MailService } from '../../mailing';
import type { SupportTicketDto } from '../dto/support-ticket.dto';
import { receiptMail, ticketMail } from '../domain/support-mails';
import { SupportTicketsRepository } from '../repositories/support-tickets.repository';

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
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
    private readonly uow: UnitOfWork,
    private readonly tickets: SupportTicketsRepository,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores the ticket and, in the same transaction, promises two mails: the ticket to
   * SUPPORT_EMAIL (Reply-To its author) and a short receipt to the author, in `context.locale`
   * (the request's language; German when none is given).
   */
  async submit(dto: SupportTicketDto, context: { correlationId?: string; locale?: Locale } = {}): Promise<SupportTicketResult> {
    if (dto.website) {
      // a bot: it gets the answer of a success, nothing is stored or mailed
      this.logger.warn({ mode: dto.mode, correlationId: context.correlationId }, 'support ticket dropped: honeypot filled');
      return { success: true, message: SUPPORT_TICKET_RECEIVED };
    }
    await this.uow.run(async (tx) => {
      const id = randomUUID();
      const receivedAt = new Date();
      const ticket = { id, mode: dto.mode, name: dto.name, email: dto.email, message: dto.message };
      const supportEmail = this.mailSettings.supportEmail;
      const mailOutboxId = await this.mail.sendTemplateMail(tx, {
        userId: null,
        to: supportEmail,
        replyTo: ticket.email,
        content: ticketMail({ ticketId: id, ...ticket, receivedAt }, this.app.businessTimeZone),
      });
      await this.tickets.add(tx.manager, { ...ticket, mailOutboxId, createdAt: receivedAt });
      await this.mail.sendTemplateMail(tx, { userId: null, to: ticket.email, replyTo: supportEmail, content: receiptMail(ticket, context.locale ?? DEFAULT_LOCALE) });
    });
    return { success: true, message: SUPPORT_TICKET_RECEIVED };
  }
}
