import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { PermanentJobError } from '../../../common/outbox/outbox-handler.registry';
import { DevMailboxRepository } from '../repositories/dev-mailbox.repository';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where answers go, when not to the sender (e.g. the author of a support ticket). */
  replyTo?: string;
  /** Files built when the mail is sent (e.g. the CSV backup of an event's leads). */
  attachments?: MailAttachment[];
  /** Extra headers by name (List-Unsubscribe, …). */
  headers?: Record<string, string>;
  /** The Message-ID to send with (`<…@…>`); a new one when absent. */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (UTF-8). */
  content: string;
}

/** Where rendered mails go: a real SMTP server, or the local dev outbox. */
export abstract class MailTransport {
  /** `manager` is the mail job's transaction: a transport that writes to the database uses it. */
  abstract send(mail: OutgoingMail, manager: EntityManager): Promise<{ messageId: string }>;
}

@Injectable()
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    super();
    this.transporter = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    try {
      const info = await this.transporter.sendMail(mail);
      return { messageId: info.messageId };
    } catch (error) {
      // 5xx answers (unknown mailbox, refused sender) will not get better by retrying
      const code = (error as { responseCode?: number }).responseCode;
      if (code && code >= 500 && code < 600) throw new PermanentJobError(`SMTP ${code}: ${(error as Error).message}`);
      throw error;
    }
  }
}

/** The embedded default: keeps the mail in a table that GET /api/dev/outbox and /dev/mailbox show. */
@Injectable()
export class DevOutboxTransport extends MailTransport {
  constructor(private readonly mailbox: DevMailboxRepository) {
    super();
  }

  /** Inserts in the job's own transaction: a second connection per job could drain the pool. */
  async send(mail: OutgoingMail, manager: EntityManager): Promise<{ messageId: string }> {
    const messageId = mail.messageId ?? `<${randomUUID()}@fairleads.local>`;
    await this.mailbox.add(manager, { messageId, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments ?? [], headers: mail.headers ?? {} });
    return { messageId };
  }
}
