import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import type { Locale } from '../../../common/i18n/locale';
import { visitorTexts, EventsService } from '../../events';
import { FunnelService } from '../../insights';
import { LeadLog, LeadLogErrors, LeadSecrets, OrganiserLeads } from '../../lead-log';
import { CaptureErrors } from '../capture.errors';
import type { VisitorContext } from './lead-capture.service';
import { LeadMails } from './lead-mails.service';
import { LeadWebhooks } from './lead-webhooks.service';

/** The confirmation's answer, in the lead's language. */
export const CONFIRMED_MESSAGE: Record<Locale, string> = {
  de: 'Deine E-Mail-Adresse ist bestätigt. Viel Freude mit deinem Inhalt!',
  en: 'Your e-mail address is confirmed. Enjoy your content!',
};

/** The organiser may re-send a pending lead's double opt-in mail once a day. */
export const ORGANISER_RESEND_LOCK_HOURS = 24;

@Injectable()
export class LeadConfirmationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly log: LeadLog,
    private readonly secrets: LeadSecrets,
    private readonly mails: LeadMails,
    private readonly organiserLeads: OrganiserLeads,
    private readonly funnel: FunnelService,
    private readonly webhooks: LeadWebhooks,
  ) {}

  /**
   * Confirms the lead behind a link. Idempotent: a second click (or a mail scanner's visit)
   * answers success again with the download, and only the first sends the welcome mail.
   */
  async confirm(token: string, visitor: VisitorContext) {
    if (!token || token.length > 200) throw CaptureErrors.confirmationInvalid();
    return this.uow.run(async (tx) => {
      const lead = await this.log.findByTokenHashForUpdate(tx.manager, this.secrets.hashToken(token));
      if (!lead || lead.status === 'erased') throw CaptureErrors.confirmationInvalid();
      const event = await this.events.findById(lead.eventId, tx.manager);
      if (!event) throw CaptureErrors.confirmationInvalid();

      if (lead.status === 'pending') {
        const confirmed = await this.log.append(
          tx.manager,
          { leadId: lead.id, ownerEventId: event.id, current: lead },
          'LeadConfirmed',
          { ipHash: this.secrets.hashIp(visitor.ip), userAgent: visitor.userAgent?.slice(0, 500) ?? null },
          { actor: 'visitor', correlationId: visitor.correlationId },
        );
        await this.funnel.count(tx.manager, event.id, 'confirmed');
        const person = await this.log.findPersonal(lead.id, tx.manager);
        if (person) await this.mails.sendWelcome(tx, event, { leadId: lead.id, to: person.email, name: person.name ?? '', locale: lead.locale });
        await this.webhooks.announce(tx, 'lead.confirmed', event, confirmed, person, confirmed.confirmedAt ?? new Date());
      }
      // in the lead's language (its mail's link carries it, so the page normally speaks it too)
      const texts = visitorTexts(event, lead.locale);
      return {
        success: true,
        downloadUrl: event.downloadUrl,
        message: CONFIRMED_MESSAGE[texts.locale],
        event: {
          name: event.name,
          primaryColor: event.primaryColor,
          secondaryColor: event.secondaryColor,
          backgroundColor: event.backgroundColor,
          logoUrl: this.events.brandImages(event).logoUrl,
          ctaButtonText: texts.ctaButtonText,
        },
      };
    });
  }

  /** The organiser's "resend double opt-in" for a pending lead, locked for 24 hours after each use. */
  async resendByOrganiser(accountId: string, leadId: string, correlationId?: string): Promise<{ message: string; lockedUntil: Date }> {
    return this.uow.run(async (tx) => {
      const { lead, event } = await this.organiserLeads.find(accountId, leadId, tx.manager, true);
      if (!lead.doubleOptIn) throw CaptureErrors.noDoubleOptIn();
      if (lead.status === 'confirmed') throw CaptureErrors.alreadyConfirmed();
      const lockMs = ORGANISER_RESEND_LOCK_HOURS * 3_600_000;
      if (lead.doiResentAt && Date.now() - lead.doiResentAt.getTime() < lockMs) {
        throw CaptureErrors.resendLocked(Math.ceil((lead.doiResentAt.getTime() + lockMs - Date.now()) / 3_600_000));
      }
      const person = await this.log.findPersonal(lead.id, tx.manager);
      if (!person) throw LeadLogErrors.leadNotFound();
      const { token, nonce } = await this.mails.currentConfirmationToken(lead);
      const updated = await this.log.append(
        tx.manager,
        { leadId: lead.id, ownerEventId: event.id, current: lead },
        'DoiResendRequested',
        { by: 'organiser', tokenNonce: nonce, confirmationTokenHash: this.secrets.hashToken(token) },
        { actor: 'organiser', correlationId },
      );
      const companySlug = await this.events.companySlugOf(event);
      const recipient = { leadId: lead.id, to: person.email, name: person.name ?? '', locale: lead.locale };
      await this.mails.sendDoubleOptIn(tx, event, companySlug, recipient, token);
      return { message: 'E-Mail gesendet', lockedUntil: new Date(updated.doiResentAt!.getTime() + lockMs) };
    });
  }
}
