import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { appConfig, mailConfig } from '../../../config';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { Metrics } from '../../../common/metrics/metrics';
import { OutboxHandlerRegistry } from '../../../common/outbox/outbox-handler.registry';
import { OutboxRepository } from '../../../common/outbox/outbox.repository';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import { MailRenderer, MailTemplate, ModuleMailTemplate } from './mail-renderer.service';
import { MailAttachment, MailTransport } from './mail-transport.service';
import { DevMailboxRepository } from '../repositories/dev-mailbox.repository';

const MAIL_SEND = 'mail.send';

/** Told, in the transaction that completes the mail, which message id the mail got. */
export type MailSentHook = (manager: EntityManager, messageId: string, ref: Record<string, string>) => Promise<void>;

interface MailPayload {
  template: MailTemplate;
  to: string;
  subject: string;
  context: Record<string, unknown>;
  sentHook?: { name: string; ref: Record<string, string> };
  replyTo?: string;
  /** Extra headers of the message (List-Unsubscribe of a follow-up), by name. */
  headers?: Record<string, string>;
  /** The mail's language: its template's and the layout's. Absent in payloads queued before mails had one: German. */
  locale?: Locale;
}

/** An organiser's mail to a visitor (double opt-in, welcome), composed by the events module. */
export interface EventMailContent {
  subject: string;
  /** Already escaped HTML paragraphs. */
  bodyHtml: string;
  bodyText: string;
  button: { text: string; url: string } | null;
  brand: { name: string; color: string; logoUrl: string | null };
  /** The line under the mail in the visitor's language (composed with the content); default: German. */
  footerNote?: string;
  /** The visitor's link to erase their data, under the mail in their language (every visitor mail has one). */
  eraseLink?: { text: string; url: string };
  /** A link out of further mails of this kind (the follow-ups' unsubscribe), under the body in text and HTML. */
  unsubscribeLink?: { text: string; url: string };
  /** Extra headers of the message, by name (a follow-up's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** The visitor's language, for the layout's own words (its `lang`); default: German. The composer words everything else. */
  locale?: Locale;
}

export interface VisitorMailParams {
  /** The account whose event sends it: a pending mail is deleted with the account. */
  ownerAccountId: string;
  to: string;
  content: EventMailContent;
  sentHook?: { name: string; ref: Record<string, string> };
}

/**
 * A mail to an organiser about their events (lifecycle notices, backup, new leads, weekly
 * report), composed by the module whose fact causes it. Plain text parts: the template escapes.
 */
export interface OrganiserMailContent {
  /** The recipient's language (`users.locale`): the greeting's and the layout's; the composer words the rest in it. */
  locale: Locale;
  subject: string;
  /** The organiser's name for the greeting. */
  name: string;
  paragraphs: string[];
  /** A small table of figures, or null. */
  rows: { label: string; value: string }[] | null;
  button: { text: string; url: string } | null;
  /** A last, smaller line (e.g. where to get help), or null. */
  closing: string | null;
}

/**
 * A mail composed by the module whose fact causes it (identity's activation mail, support's
 * ticket and receipt), from that module's own templates, rendered into the layout.
 */
export interface TemplateMailContent {
  /** The recipient's language: German renders `<name>.{html,text}.hbs`, English `<name>.en.{html,text}.hbs`. */
  locale: Locale;
  subject: string;
  template: ModuleMailTemplate;
  /** The template's variables: plain values, escaped by the HTML part. */
  context: Record<string, unknown>;
}

export interface TemplateMailParams {
  /** The user the mail belongs to (a pending mail is deleted with them), or null. */
  userId: string | null;
  to: string;
  /** Where answers go, when not to the sender. */
  replyTo?: string;
  content: TemplateMailContent;
}

/**
 * One method per mail. Each writes an outbox row in the caller's transaction, so the mail
 * goes out if and only if the fact that causes it is committed; the mail queue sends it.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly sentHooks = new Map<string, MailSentHook>();

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    private readonly outbox: OutboxRepository,
    private readonly devMailbox: DevMailboxRepository,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.handlers.register(MAIL_SEND, async (payload, { manager }) => {
      const mail = payload as unknown as MailPayload;
      const { messageId } = await this.deliver(mail, manager);
      if (mail.sentHook) await this.sentHooks.get(mail.sentHook.name)?.(manager, messageId, mail.sentHook.ref);
    });
  }

  /** Lets the module that caused a mail record its message id (e.g. in the lead log). */
  registerSentHook(name: string, hook: MailSentHook): void {
    this.sentHooks.set(name, hook);
  }

  /** A mail that its module composed from its own template (TemplateMailContent). */
  sendTemplateMail(tx: Transaction, params: TemplateMailParams) {
    const { subject, template, context, locale } = params.content;
    return this.enqueue(tx, { userId: params.userId }, { template, locale, to: params.to, replyTo: params.replyTo, subject, context });
  }

  /** The double opt-in mail to a visitor; nothing in it but the request to confirm. */
  sendDoubleOptInMail(tx: Transaction, params: VisitorMailParams) {
    return this.enqueue(tx, { accountId: params.ownerAccountId }, this.eventMessage(params.to, params.content, params.sentHook));
  }

  /** The welcome mail with the promised download, after confirmation (or at once without DOI). */
  sendWelcomeMail(tx: Transaction, params: VisitorMailParams) {
    return this.enqueue(tx, { accountId: params.ownerAccountId }, this.eventMessage(params.to, params.content, params.sentHook));
  }

  /** An organiser's test of their DOI or welcome mail, to their own address. */
  sendEventTestMail(tx: Transaction, params: { userId: string; to: string; content: EventMailContent }) {
    const content = { ...params.content, subject: `[Test] ${params.content.subject}` };
    return this.enqueue(tx, { userId: params.userId }, this.eventMessage(params.to, content));
  }

  /**
   * A module's template mail sent at once, inside a running job (its transaction is `manager`):
   * for a job that decides whether a mail goes out at all; the job's retry is the mail's retry.
   */
  sendTemplateMailNow(manager: EntityManager, params: { to: string; content: TemplateMailContent }): Promise<{ messageId: string }> {
    const { subject, template, context, locale } = params.content;
    return this.deliver({ template, locale, to: params.to, subject, context }, manager);
  }

  /**
   * A visitor mail sent at once, inside a running job (its transaction is `manager`): for a job
   * that checks again whether the mail may still go out (the follow-ups). `messageKey` (the job's
   * outbox id) makes the Message-ID: a run repeated after a worker died mid-send sends the same
   * message again, which the receiving side takes for one.
   */
  sendEventMailNow(manager: EntityManager, params: { to: string; content: EventMailContent; messageKey: string }): Promise<{ messageId: string }> {
    return this.deliver(this.eventMessage(params.to, params.content), manager, undefined, this.messageIdOf(params.messageKey));
  }

  /**
   * The HTML and text an event mail would go out with, through the same template and layout as
   * sending, without sending it (the settings page's preview).
   */
  renderEventMail(content: EventMailContent): { subject: string; html: string; text: string } {
    return { subject: content.subject, ...this.render(this.eventMessage('', content)) };
  }

  /**
   * Sends an organiser mail at once, inside a running job (its transaction is `manager`):
   * the job's retry with backoff is the mail's retry, and attachments are built by the job.
   */
  sendNow(manager: EntityManager, params: { to: string; content: OrganiserMailContent; attachments?: MailAttachment[] }): Promise<{ messageId: string }> {
    const { subject, locale, ...context } = params.content;
    return this.deliver({ template: 'organiser-notice', locale, to: params.to, subject, context: { ...context } }, manager, params.attachments);
  }

  /**
   * Forgets addresses whose data an organiser's event deleted (the data lifecycle, an erasure):
   * that organiser's mails still waiting or failed for them are dropped, their error texts
   * quoting them are cleared, and dev-outbox copies that mention them are deleted (a local tool,
   * so all of them). Another organiser's mails to the same person stay, and so do this
   * organiser's mails for the person's other leads (not among `leadIds`, the deleted ones).
   * Runs in the deleting transaction.
   */
  async forgetAddresses(manager: EntityManager, ownerAccountId: string, emails: string[], leadIds: string[]): Promise<void> {
    if (!emails.length) return;
    const addresses = [...new Set(emails.map((email) => email.toLowerCase()))];
    await this.outbox.forgetAddresses(manager, ownerAccountId, addresses, leadIds);
    await this.devMailbox.forgetAddresses(manager, addresses);
  }

  private eventMessage(to: string, content: EventMailContent, sentHook?: MailPayload['sentHook']): MailPayload {
    return {
      template: 'event-message',
      to,
      subject: content.subject,
      locale: content.locale,
      sentHook,
      headers: content.headers,
      context: {
        bodyHtml: content.bodyHtml,
        bodyText: content.bodyText,
        button: content.button,
        brandColor: content.brand.color,
        headerColor: content.brand.color,
        logoUrl: content.brand.logoUrl,
        senderName: content.brand.name,
        eraseLink: content.eraseLink ?? null,
        unsubscribeLink: content.unsubscribeLink ?? null,
        footerNote: content.footerNote ?? `Du erhältst diese E-Mail, weil deine Adresse im Formular „${content.brand.name}“ eingetragen wurde.`,
      },
    };
  }

  private enqueue(tx: Transaction, owner: { userId?: string | null; accountId?: string | null }, payload: MailPayload): Promise<string> {
    return tx.enqueue({ queue: 'mail', type: MAIL_SEND, payload: payload as unknown as Record<string, unknown>, ...owner });
  }

  /** Every mail leaves here, so it is counted here (fairleads_mails_total): sent, or failed (its job retries or gives up). */
  private async deliver(payload: MailPayload, manager: EntityManager, attachments?: MailAttachment[], messageId?: string): Promise<{ messageId: string }> {
    const { html, text } = this.render(payload);
    try {
      const sent = await this.transport.send(
        { from: this.mail.from, to: payload.to, replyTo: payload.replyTo, subject: payload.subject, html, text, attachments, headers: payload.headers, messageId },
        manager,
      );
      this.metrics.mailSent();
      return sent;
    } catch (error) {
      this.metrics.mailFailed();
      throw error;
    }
  }

  /** `<key@host of APP_URL>`: the same key gives the same Message-ID. */
  private messageIdOf(key: string): string {
    return `<${key}@${new URL(this.app.appUrl).hostname}>`;
  }

  private render(payload: MailPayload): { html: string; text: string } {
    const context = { senderName: 'FairLeads', headerColor: null, logoUrl: null, footerNote: null, eraseLink: null, ...payload.context, subject: payload.subject, appUrl: this.app.appUrl };
    return this.renderer.render(payload.template, context, payload.locale ?? DEFAULT_LOCALE);
  }
}
