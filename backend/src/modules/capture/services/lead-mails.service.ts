import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import type { AccountActor } from '../../../common/auth/access-policy';
import { UnitOfWork, type Transaction } from '../../../common/outbox/unit-of-work';
import { appConfig } from '../../../config';
import { EventsService, type EventRecord } from '../../events';
import { MailService } from '../../mailing';
import { DOI_SENT_HOOK, LeadLog, LeadSecrets, WELCOME_SENT_HOOK, type Lead } from '../../lead-log';
import { CaptureMessages } from '../capture.errors';
import { composeVisitorMail, type VisitorMailKind } from '../domain/visitor-mail.composer';

/** The visitor the mail preview plays. */
export const SAMPLE_VISITOR_NAME = 'Erika Musterfrau';

export interface LeadRecipient {
  leadId: string;
  to: string;
  name: string;
  /** The lead's language (Lead.locale): the mail's texts and its confirmation page. Default 'de'. */
  locale?: Locale;
}

/** The visitor's mails (double opt-in, welcome, the organiser's test and preview): what to send and when; mailing sends them through the outbox. */
@Injectable()
export class LeadMails {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly secrets: LeadSecrets,
    private readonly log: LeadLog,
  ) {}

  sendDoubleOptIn(tx: Transaction, event: EventRecord, companySlug: string, recipient: LeadRecipient, token: string) {
    const locale = recipient.locale ?? DEFAULT_LOCALE;
    // a non-German lead's link carries its language, so the confirmation page opens in it
    const lang = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
    const confirmationUrl = `${this.app.appUrl}/${encodeURIComponent(companySlug)}/confirm/${token}${lang}`;
    return this.mail.sendDoubleOptInMail(tx, {
      ownerAccountId: event.accountId,
      to: recipient.to,
      content: composeVisitorMail(this.branded(event), 'doi', { name: recipient.name, confirmationUrl, eraseUrl: this.eraseUrl(recipient) }, locale),
      sentHook: { name: DOI_SENT_HOOK, ref: { leadId: recipient.leadId } },
    });
  }

  sendWelcome(tx: Transaction, event: EventRecord, recipient: LeadRecipient) {
    // the counted link (funnel: downloads, once per lead), which leads on to event.downloadUrl
    const downloadUrl = `${this.app.appUrl}/d/${this.secrets.leadLinkToken('download', recipient.leadId)}`;
    return this.mail.sendWelcomeMail(tx, {
      ownerAccountId: event.accountId,
      to: recipient.to,
      content: composeVisitorMail(
        this.branded(event),
        'welcome',
        { name: recipient.name, downloadUrl, eraseUrl: this.eraseUrl(recipient) },
        recipient.locale ?? DEFAULT_LOCALE,
      ),
      sentHook: { name: WELCOME_SENT_HOOK, ref: { leadId: recipient.leadId } },
    });
  }

  /**
   * The event's DOI or welcome mail with example links, to the address of the member who asks
   * (`recipient`), as a visitor in `locale` gets it; the event is one of the actor's account.
   */
  async sendTestMail(
    actor: AccountActor,
    recipient: { name: string; email: string },
    eventId: string,
    kind: VisitorMailKind,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ message: string }> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const content = await this.exampleMail(event, kind, recipient.name, locale);
    await this.uow.run((tx) => this.mail.sendEventTestMail(tx, { userId: actor.userId, to: recipient.email, content }));
    // the event's readiness checklist asks whether the organiser has seen a mail of it
    await this.events.recordTestMailSent(event.id);
    return { message: CaptureMessages.testMailSent };
  }

  /** 'Meine Daten löschen' under every visitor mail: the lead's erase page, in the lead's language. */
  private eraseUrl(recipient: LeadRecipient): string {
    const locale = recipient.locale ?? DEFAULT_LOCALE;
    const lang = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
    return `${this.app.appUrl}/erase/${this.secrets.leadLinkToken('erase', recipient.leadId)}${lang}`;
  }

  /** The event with the logo a visitor sees (an uploaded one wins over the URL). */
  private branded(event: EventRecord): EventRecord {
    return { ...event, logoUrl: this.events.brandImages(event).logoUrl };
  }

  /**
   * The HTML of the event's DOI or welcome mail as a visitor in `locale` would receive it, with
   * a sample visitor and a confirmation link that confirms nothing: the same composer and layout
   * as the real mail (the settings page shows it in a sandboxed frame).
   */
  async previewMail(actor: AccountActor, eventId: string, kind: VisitorMailKind, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    return this.mail.renderEventMail(await this.exampleMail(event, kind, SAMPLE_VISITOR_NAME, locale)).html;
  }

  /** A visitor mail with example links: the confirmation and erase links' tokens match no lead. */
  private async exampleMail(event: EventRecord, kind: VisitorMailKind, name: string, locale: Locale) {
    const lang = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
    const companySlug = await this.events.companySlugOf(event);
    const confirmationUrl = `${this.app.appUrl}/${encodeURIComponent(companySlug)}/confirm/test-link${lang}`;
    const eraseUrl = `${this.app.appUrl}/erase/test-link${lang}`;
    return composeVisitorMail(this.branded(event), kind, { name, confirmationUrl, downloadUrl: event.downloadUrl, eraseUrl }, locale);
  }

  /**
   * The lead's confirmation link again: derived from the newest nonce in its stream, so a
   * re-sent mail carries the link of the first one. Only if the server key changed since (the
   * derived token no longer matches) a new nonce makes a new link.
   */
  async currentConfirmationToken(lead: Lead): Promise<{ token: string; nonce: string }> {
    const stream = await this.log.streamOf(lead.id);
    const nonce = [...stream]
      .reverse()
      .map((event) => (event.data as { tokenNonce?: string | null }).tokenNonce)
      .find((value): value is string => Boolean(value));
    if (nonce) {
      const token = this.secrets.confirmationToken(lead.id, nonce);
      if (this.secrets.hashToken(token) === lead.confirmationTokenHash) return { token, nonce };
    }
    const fresh = this.secrets.newTokenNonce();
    return { token: this.secrets.confirmationToken(lead.id, fresh), nonce: fresh };
  }
}
