import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailService } from '../../mailing';
import { LeadStore } from '../repositories/lead-store.repository';

/** The sent hooks that the visitor mails name: when the mail job sends one, its lead's stream records it. */
export const DOI_SENT_HOOK = 'lead.doi-mail-sent';
export const WELCOME_SENT_HOOK = 'lead.welcome-mail-sent';

/**
 * Records in the lead's stream that its mail went out, with the message id, in the transaction
 * that completes the mail job. Runs wherever mail jobs run (API inline, or the worker).
 */
@Injectable()
export class LeadMailHooks implements OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly store: LeadStore,
  ) {}

  onModuleInit(): void {
    this.mail.registerSentHook(DOI_SENT_HOOK, (manager, messageId, ref) => this.record(manager, ref.leadId, 'DoiMailSent', messageId));
    this.mail.registerSentHook(WELCOME_SENT_HOOK, (manager, messageId, ref) => this.record(manager, ref.leadId, 'WelcomeMailSent', messageId));
  }

  private async record(manager: EntityManager, leadId: string, type: 'DoiMailSent' | 'WelcomeMailSent', messageId: string): Promise<void> {
    // deleted or erased meanwhile: nothing to record
    await this.store.appendMailSent(manager, leadId, type, messageId, { actor: 'system' });
  }
}
