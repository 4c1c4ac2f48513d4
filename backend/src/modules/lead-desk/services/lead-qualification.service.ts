import { Injectable } from '@nestjs/common';
import { Transaction, UnitOfWork } from '../../../common/outbox/unit-of-work';
import type { AuthenticatedStandDevice } from '../../../common/auth/stand-device';
import { EventsService } from '../../events';
import { LeadWebhooks } from '../../capture';
import type { AccountActor, ApiKeyActor } from '../../../common/auth/access-policy';
import { LeadActors, LeadLog, LeadLogErrors, OrganiserLeads, type Lead, type LeadActor } from '../../lead-log';
import type { QualifyLeadDto } from '../dto/qualify-lead.dto';

/** Tags as a set: the first spelling of a tag wins over later ones that differ only in case. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const key = tag.toLocaleLowerCase('de');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/**
 * Qualification at the stand: rating, tags and note. Each change is a fact in the lead's log
 * (LeadQualified with the whole rating and tag list, LeadNoted for the note), appended under the
 * lead's row lock; a request that changes nothing appends nothing.
 */
@Injectable()
export class LeadQualificationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly organiserLeads: OrganiserLeads,
    private readonly log: LeadLog,
    private readonly events: EventsService,
    private readonly webhooks: LeadWebhooks,
    private readonly actors: LeadActors,
  ) {}

  /**
   * A member's qualification (the desk), or an API key's (the public API, which sends no note):
   * the fact names the member, or the key under its name.
   */
  async qualify(actor: AccountActor | ApiKeyActor, leadId: string, change: QualifyLeadDto, correlationId?: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const { lead } = await this.organiserLeads.find(actor.accountId, leadId, tx.manager, true);
      const by = actor.kind === 'api-key' ? this.actors.ofApiKey(actor) : await this.actors.ofMember(actor, tx.manager);
      await this.apply(tx, lead, change, by, correlationId);
    });
  }

  /**
   * The stand's quick rating and note after a stand-mode submit: only for a lead this device
   * captured (any other answers 404). Recorded as the organiser's (whose staff hold the device), naming the device.
   */
  async qualifyFromStand(device: AuthenticatedStandDevice, leadId: string, change: QualifyLeadDto, correlationId?: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const lead = await this.log.findLead(leadId, tx.manager, true);
      const captured = lead && lead.status !== 'erased' && lead.eventId === device.eventId && (await this.log.capturedByDevice(lead.id, device.id, tx.manager));
      if (!lead || !captured) throw LeadLogErrors.leadNotFound();
      await this.apply(tx, lead, change, this.actors.ofDevice(device), correlationId);
    });
  }

  /** The organiser's CRM hears of a new rating or tag list (a note stays in FairLeads). */
  private async announceQualified(tx: Transaction, lead: Lead): Promise<void> {
    const event = await this.events.findById(lead.eventId, tx.manager);
    if (!event) throw LeadLogErrors.leadNotFound();
    const person = await this.log.findPersonal(lead.id, tx.manager);
    await this.webhooks.announce(tx, 'lead.qualified', event, lead, person, lead.qualifiedAt ?? new Date());
  }

  /** `current`: the lead as read under its row lock. */
  private async apply(tx: Transaction, current: Lead, change: QualifyLeadDto, actor: LeadActor, correlationId?: string): Promise<void> {
    let lead = current;
    const stream = () => ({ leadId: lead.id, ownerEventId: lead.eventId, current: lead });
    const metadata = { actor: 'organiser' as const, correlationId };

    const rating = change.rating === undefined ? lead.rating : change.rating;
    const tags = change.tags === undefined ? lead.tags : normaliseTags(change.tags);
    if (rating !== lead.rating || tags.join('\u0000') !== lead.tags.join('\u0000')) {
      lead = await this.log.append(tx.manager, stream(), 'LeadQualified', { rating, tags, actor }, metadata);
      await this.announceQualified(tx, lead);
    }
    if (change.note !== undefined) {
      const note = change.note || null;
      const person = await this.log.findPersonal(lead.id, tx.manager);
      if (!person) throw LeadLogErrors.leadNotFound();
      if (note !== person.note) {
        await this.log.updateNote(tx.manager, lead.id, note);
        lead = await this.log.append(tx.manager, stream(), 'LeadNoted', { length: note?.length ?? 0, actor }, metadata);
      }
    }
  }
}
