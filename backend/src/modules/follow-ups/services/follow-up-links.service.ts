import { Injectable } from '@nestjs/common';
import type { EventBrand } from '@fairleads/shared/visitor-page';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { EventsService, type EventRecord } from '../../events';
import { FunnelService } from '../../insights';
import { LeadLog, LeadSecrets } from '../../lead-log';
import { FollowUpLinks, type UnsubscribeView } from '../domain/follow-up-links.port';
import { FollowUpLinkStateRepository } from '../repositories/follow-up-link-state.repository';

const INVALID: UnsubscribeView = { state: 'invalid', eventName: null, brand: null, locale: null };

/** Only a web address is a booking page to send a browser to. */
function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The follow-up links' visitor side on the follow-up tables: the unsubscribe link's state and
 * its stop, and the booking button's target and click. Tokens are the lead links of purpose
 * 'unsubscribe' and 'booking' (LeadSecrets).
 */
@Injectable()
export class FollowUpLinksService extends FollowUpLinks {
  constructor(
    private readonly secrets: LeadSecrets,
    private readonly log: LeadLog,
    private readonly events: EventsService,
    private readonly state: FollowUpLinkStateRepository,
    private readonly funnel: FunnelService,
    private readonly uow: UnitOfWork,
  ) {
    super();
  }

  async unsubscribePage(token: string): Promise<UnsubscribeView> {
    const found = await this.leadOf('unsubscribe', token);
    if (!found) return INVALID;
    const { lead, event } = found;
    // an erased lead gets nothing more either: the erasure stopped the follow-ups
    const stopped = lead.status === 'erased' || Boolean((await this.state.leadState(lead.id))?.stoppedAt);
    return this.view(stopped ? 'unsubscribed' : 'ready', event, lead.locale);
  }

  async unsubscribe(token: string): Promise<UnsubscribeView> {
    const found = await this.leadOf('unsubscribe', token);
    if (!found) return INVALID;
    if (found.lead.status !== 'erased') await this.state.stopUnsubscribed(found.lead.id);
    return this.view('unsubscribed', found.event, found.lead.locale);
  }

  async bookingTarget(token: string, step: number, personVisit: boolean): Promise<string | null> {
    const found = await this.leadOf('booking', token);
    // an erased lead's links lead nowhere, as its download link
    if (!found || found.lead.status === 'erased') return null;
    const { lead, event } = found;
    const target = webAddress(await this.state.bookingUrl(event.id, step));
    if (!target || !personVisit) return target;
    await this.uow.run(async (tx) => {
      if (await this.state.markClicked(tx.manager, lead.id, step)) await this.funnel.count(tx.manager, event.id, 'followUpClicked');
    });
    return target;
  }

  private async leadOf(purpose: 'unsubscribe' | 'booking', token: string) {
    const leadId = this.secrets.readLeadLinkToken(purpose, token);
    const lead = leadId ? await this.log.findLead(leadId) : null;
    const event = lead ? await this.events.findById(lead.eventId) : null;
    return lead && event ? { lead, event } : null;
  }

  private view(state: UnsubscribeView['state'], event: EventRecord, locale: UnsubscribeView['locale']): UnsubscribeView {
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
