import { Injectable } from '@nestjs/common';
import type { EraseReason } from '@fairleads/shared/erasure';
import type { Locale } from '../../../common/i18n/locale';
import { UnitOfWork, type Transaction } from '../../../common/outbox/unit-of-work';
import { EventsService, type EventRecord } from '../../events';
import { MailService } from '../../mailing';
import type { AccountActor } from '../../../common/auth/access-policy';
import { AccountAudit } from '../../identity';
import { LeadActors, LeadLog, LeadSecrets, OrganiserLeads, type Lead, type LeadActor, type LeadEventMetadata, type LeadPersonalData } from '../../lead-log';
import { CaptureErrors, CaptureMessages } from '../capture.errors';
import type { CrmCopy } from '../../crm-sync';
import { LeadWebhooks } from './lead-webhooks.service';

/** The visitor's answer after erasing, in the lead's language. */
export const ERASED_MESSAGE: Record<Locale, string> = {
  de: 'Deine Daten wurden gelöscht.',
  en: 'Your data has been deleted.',
};

/** What an erase link names: a lead with its data (the page asks), one already erased, or nothing. */
export type EraseLinkTarget =
  | { state: 'ask'; lead: Lead; event: EventRecord; person: LeadPersonalData }
  | { state: 'erased'; lead: Lead; event: EventRecord | null }
  | { state: 'unknown' };

/**
 * Erasure of one lead, by the visitor's link or by its organiser, in one transaction under the
 * lead's row lock: the personal data row goes, the log gets LeadErased with a reason from a fixed
 * list (nothing personal), mails still waiting for the address and dev-outbox copies are dropped,
 * the webhook payloads forget the lead, `lead.erased` is announced (CRM deliveries still waiting stop). The status change moves
 * the desk's changed_tx (trigger), so the next poll of the lead desk drops the lead.
 */
@Injectable()
export class LeadErasure {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly log: LeadLog,
    private readonly secrets: LeadSecrets,
    private readonly events: EventsService,
    private readonly organiserLeads: OrganiserLeads,
    private readonly mail: MailService,
    private readonly webhooks: LeadWebhooks,
    private readonly actors: LeadActors,
    private readonly audit: AccountAudit,
  ) {}

  /** What the erase page shows for a link (reads only: a GET never erases). */
  async target(token: string): Promise<EraseLinkTarget> {
    const leadId = this.secrets.readLeadLinkToken('erase', token);
    const lead = leadId ? await this.log.findLead(leadId) : null;
    if (!lead) return { state: 'unknown' };
    const event = await this.events.findById(lead.eventId);
    if (lead.status === 'erased') return { state: 'erased', lead, event };
    const person = await this.log.findPersonal(lead.id);
    return event && person ? { state: 'ask', lead, event, person } : { state: 'erased', lead, event };
  }

  /**
   * The visitor's link: 404 for a link that names no lead (also one whose event's data were
   * deleted), 410 'bereits gelöscht' for a second use.
   */
  async eraseByLink(token: string, correlationId?: string): Promise<{ message: string; lead: Lead }> {
    const leadId = this.secrets.readLeadLinkToken('erase', token);
    if (!leadId) throw CaptureErrors.eraseLinkInvalid();
    return this.uow.run(async (tx) => {
      const lead = await this.log.findLead(leadId, tx.manager, true);
      if (!lead) throw CaptureErrors.eraseLinkInvalid();
      if (lead.status === 'erased') throw CaptureErrors.alreadyErased();
      const event = await this.events.findById(lead.eventId, tx.manager);
      if (!event) throw CaptureErrors.eraseLinkInvalid();
      const { erased } = await this.erase(tx, lead, event, 'visitor-request', { actor: 'visitor', correlationId });
      return { message: ERASED_MESSAGE[erased.locale] ?? ERASED_MESSAGE.de, lead: erased };
    });
  }

  /**
   * The organiser's 'Lead löschen': 404 for another account's or an erased lead. The fact names
   * the member; the account's audit gets 'lead.erased' with the event's name (never the address).
   * `crmCopies`: where the native CRM sync put the lead (HubSpot, Pipedrive): the organiser's to
   * erase there.
   */
  async eraseByOrganiser(actor: AccountActor, leadId: string, reason: EraseReason, correlationId?: string): Promise<{ message: string; crmCopies: CrmCopy[] }> {
    const crmCopies = await this.uow.run(async (tx) => {
      const { lead, event } = await this.organiserLeads.find(actor.accountId, leadId, tx.manager, true);
      const erased = await this.erase(tx, lead, event, reason, { actor: 'organiser', correlationId }, await this.actors.ofMember(actor, tx.manager));
      await this.audit.record(actor, 'lead.erased', event.name, { reason }, tx.manager);
      return erased.crmCopies;
    });
    return { message: CaptureMessages.leadErased, crmCopies };
  }

  /** `lead`: read under its row lock in `tx`, not erased. */
  private async erase(
    tx: Transaction,
    lead: Lead,
    event: EventRecord,
    reason: EraseReason,
    metadata: LeadEventMetadata,
    actor?: LeadActor,
  ): Promise<{ erased: Lead; crmCopies: CrmCopy[] }> {
    const person = await this.log.findPersonal(lead.id, tx.manager);
    await this.log.deletePersonal(tx.manager, lead.id);
    const erased = await this.log.append(tx.manager, { leadId: lead.id, ownerEventId: event.id, current: lead }, 'LeadErased', actor ? { reason, actor } : { reason }, metadata);
    // the address's mails still waiting and the dev outbox's copies (their text names the person)
    if (person) await this.mail.forgetAddresses(tx.manager, event.accountId, [person.email], [lead.id]);
    const crmCopies = await this.webhooks.announceErased(tx, event, erased, reason);
    return { erased, crmCopies };
  }
}
