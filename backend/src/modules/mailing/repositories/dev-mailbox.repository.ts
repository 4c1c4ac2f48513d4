import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { DevMail } from '../entities/dev-mail.entity';

/** The local dev outbox's table dev_mailbox (no SMTP_URL, not production). */
@Injectable()
export class DevMailboxRepository {
  constructor(@InjectRepository(DevMail) private readonly mails: Repository<DevMail>) {}

  /** Keeps a sent mail, in the mail job's own transaction (every dev submit's mail: plain SQL, no entity mapping). */
  async add(manager: EntityManager, mail: Pick<DevMail, 'messageId' | 'to' | 'subject' | 'html' | 'text' | 'attachments' | 'headers'>): Promise<void> {
    await manager.query(
      `INSERT INTO dev_mailbox (message_id, to_address, subject, html, text, attachments, headers) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [mail.messageId, mail.to, mail.subject, mail.html, mail.text, JSON.stringify(mail.attachments), JSON.stringify(mail.headers)],
    );
  }

  /** The newest mails first. */
  latest(limit: number): Promise<DevMail[]> {
    return this.mails.find({ order: { createdAt: 'DESC' }, take: limit });
  }

  /** Deletes the copies that mention any of the (lower-case) addresses, in the deleting transaction. */
  async forgetAddresses(manager: EntityManager, addresses: string[]): Promise<void> {
    await manager.query(
      `DELETE FROM dev_mailbox m
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS a(email)
                       WHERE lower(m.to_address) = a.email OR strpos(lower(m.text), a.email) > 0
                          OR strpos(lower(m.html), a.email) > 0 OR strpos(lower(m.attachments::text), a.email) > 0)`,
      [addresses],
    );
  }
}
