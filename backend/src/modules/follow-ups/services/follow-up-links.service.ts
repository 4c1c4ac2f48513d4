import { Injectable } from '@nestjs/common';
import type { EventBrand } from '@fairleads/shared/visitor-page';
import type { Locale } from '../../../common/i18n/locale';
import { EventsService, type EventRecord } from '../../events';
import { FunnelService } from '../../insights';
import { LeadLog, LeadSecrets } from '../../lead-log';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';
import { FollowUpOptOuts } from './follow-up-opt-outs.service';

/**
 * What the way out of the follow-ups shows for a link: ready (the button), unsubscribed (no
 * further follow-ups of the event, also after an erasure), invalid (the token names no lead).
 * `locale` is the lead's language (null for an invalid link), the page's unless the visitor chose one.
 */
export interface UnsubscribeView {
  state: 'ready' | 'unsubscribed' | 'invalid';
  eventName: string | null;
  brand: EventBrand | null;
  locale: Locale | null;
}

const INVALID: UnsubscribeView = { state: 'invalid', eventName: null, brand: null, locale: null };

/**
 * The visitor pages' side of the follow-up mails' links (FollowUpLinksController): the unsubscribe
 * page and its post (RFC 8058), the counted booking button. The stop and the click are
 * FollowUpOptOuts'; this adds what the pages show (the event's brand) and the funnel's count.
 */
@Injectable()
export class FollowUpLinksService {
  constructor(
    private readonly secrets: LeadSecrets,
    private readonly log: LeadLog,
    private readonly events: EventsService,
    private readonly progress: FollowUpProgressRepository,
    private readonly optOuts: FollowUpOptOuts,
    private readonly funnel: FunnelService,
  ) {}

  /** The page on a GET: changes nothing (mail scanners open links). */
  async unsubscribePage(token: string): Promise<UnsubscribeView> {
    const found = await this.leadOf(token);
    if (!found) return INVALID;
    const { lead, event } = found;
    // an erased lead gets nothing more either: the erasure stopped the follow-ups
    const stopped = lead.status === 'erased' || (await this.progress.stoppedAt(lead.id)) !== null;
    return this.view(stopped ? 'unsubscribed' : 'ready', event, lead.locale);
  }

  /** Stops every further follow-up of the event for that lead; the same answer the second time. */
  async unsubscribe(token: string): Promise<UnsubscribeView> {
    const found = await this.leadOf(token);
    if (!found) return INVALID;
    if (found.lead.status !== 'erased') await this.optOuts.unsubscribe(token);
    return this.view('unsubscribed', found.event, found.lead.locale);
  }

  /**
   * Where the step's booking button leads (null: an unknown token, a step without a URL). A
   * person's visit (`personVisit`: not HEAD, not a link preview) marks the click once per lead and
   * step and counts it in the funnel; anything else only leads on.
   */
  bookingTarget(token: string, step: number, personVisit: boolean): Promise<string | null> {
    return this.optOuts.clickBooking(token, step, personVisit, (manager, eventId) => this.funnel.count(manager, eventId, 'followUpClicked'));
  }

  private async leadOf(token: string) {
    const leadId = this.secrets.readLeadLinkToken('unsubscribe', token);
    const lead = leadId ? await this.log.findLead(leadId) : null;
    const event = lead ? await this.events.findById(lead.eventId) : null;
    return lead && event ? { lead, event } : null;
  }

  private view(state: UnsubscribeView['state'], event: EventRecord, locale: Locale): UnsubscribeView {
    const brand: EventBrand = {
      name: event.name,
      primaryColor: event.primaryColor,
      secondaryColor: event.secondaryColor,
      backgroundColor: event.backgroundColor,
      ...this.events.brandImages(event),
    };
    return { state, eventName: event.name, brand, locale };
  }
}
