import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { AccountActor } from '../../../common/auth/access-policy';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { appConfig } from '../../../config';
import { EventsService, type EventRecord } from '../../events';
import { LeadSecrets } from '../../lead-log';
import { MailService, type EventMailContent } from '../../mailing';
import { composeFollowUpMail } from '../domain/follow-up-mail.composer';
import type { FollowUpStep } from '../entities/follow-up-step.entity';
import { FollowUpsErrors, FollowUpsMessages } from '../follow-ups.errors';
import { FollowUpStepsRepository } from '../repositories/follow-up-steps.repository';

/** The visitor the preview and the test mail play. */
const SAMPLE_VISITOR_NAME = 'Erika Musterfrau';

/** The follow-up mails: a lead's (for the mail job), the organiser's preview and test mail. */
@Injectable()
export class FollowUpMails {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly steps: FollowUpStepsRepository,
    private readonly secrets: LeadSecrets,
    private readonly mail: MailService,
  ) {}

  /** A lead's mail of `step`, with its own counted and signed links. */
  forLead(event: EventRecord, step: FollowUpStep, lead: { id: string; locale: Locale }, name: string): EventMailContent {
    const lang = lead.locale === DEFAULT_LOCALE ? '' : `?lang=${lead.locale}`;
    const link = (purpose: 'download' | 'erase' | 'unsubscribe' | 'booking') => this.secrets.leadLinkToken(purpose, lead.id);
    return composeFollowUpMail(
      this.branded(event),
      step,
      {
        name,
        downloadUrl: `${this.app.appUrl}/d/${link('download')}`,
        bookingUrl: step.bookingUrl ? `${this.app.appUrl}/b/${link('booking')}/${step.position}` : null,
        eraseUrl: `${this.app.appUrl}/erase/${link('erase')}${lang}`,
        unsubscribeUrl: `${this.app.appUrl}/unsubscribe/${link('unsubscribe')}${lang}`,
      },
      lead.locale,
    );
  }

  /** The saved step's mail as HTML, with a sample visitor and example links; 404 for a step the event does not have. */
  async preview(actor: AccountActor, eventId: string, position: number, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const { event, step } = await this.ownedStep(actor, eventId, position);
    return this.mail.renderEventMail(this.example(event, step, locale)).html;
  }

  /** The saved step's mail with example links to the member's own address, subject '[Test] …'. */
  async sendTest(actor: AccountActor, to: string, eventId: string, position: number, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
    const { event, step } = await this.ownedStep(actor, eventId, position);
    const content = this.example(event, step, locale);
    await this.uow.run((tx) => this.mail.sendEventTestMail(tx, { userId: actor.userId, to, content }));
    return { message: FollowUpsMessages.testMailSent };
  }

  /** The lead's step, read in the mail job's transaction. */
  findStep(manager: EntityManager, eventId: string, position: number): Promise<FollowUpStep | null> {
    return this.steps.find(eventId, position, manager);
  }

  private async ownedStep(actor: AccountActor, eventId: string, position: number): Promise<{ event: EventRecord; step: FollowUpStep }> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const step = await this.steps.find(event.id, position);
    if (!step) throw FollowUpsErrors.stepNotFound();
    return { event, step };
  }

  /** Example links that name no lead (the booking button leads to the step's own URL). */
  private example(event: EventRecord, step: FollowUpStep, locale: Locale): EventMailContent {
    const lang = locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`;
    return composeFollowUpMail(
      this.branded(event),
      step,
      {
        name: SAMPLE_VISITOR_NAME,
        downloadUrl: event.downloadUrl,
        bookingUrl: step.bookingUrl,
        eraseUrl: `${this.app.appUrl}/erase/test-link${lang}`,
        unsubscribeUrl: `${this.app.appUrl}/unsubscribe/test-link${lang}`,
      },
      locale,
    );
  }

  /** The event with the logo a visitor sees (an uploaded one wins over the URL). */
  private branded(event: EventRecord): EventRecord {
    return { ...event, logoUrl: this.events.brandImages(event).logoUrl };
  }
}
