import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locale';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { EventsService } from '../../events';
import { LeadLog, LeadSecrets } from '../../lead-log';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';
import { FollowUpStepsRepository } from '../repositories/follow-up-steps.repository';

/** What an unsubscribe link did: stopped the follow-ups now, found them stopped before, or named nothing. */
export interface UnsubscribeOutcome {
  state: 'unsubscribed' | 'already' | 'invalid';
  /** The event's name for the page ('' for an invalid link). */
  eventName: string;
  /** The lead's language (German for an invalid link). */
  locale: Locale;
}

/** Told of a person's first click on a step's booking button, in its transaction (the funnel counts it). */
export type FirstBookingClick = (manager: EntityManager, eventId: string) => Promise<void>;

/**
 * The visitor's ways out of and through the follow-ups, behind the links of the mail (the
 * visitor pages call these): the one-click unsubscribe (RFC 8058) and the booking button's
 * counted redirect.
 */
@Injectable()
export class FollowUpOptOuts {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly secrets: LeadSecrets,
    private readonly log: LeadLog,
    private readonly events: EventsService,
    private readonly progress: FollowUpProgressRepository,
    private readonly steps: FollowUpStepsRepository,
  ) {}

  /**
   * Stops every further follow-up of the link's lead (stopped_after_step: how many it received)
   * and appends one FollowUpStopped; a second use answers 'already' and changes nothing.
   */
  async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
    const invalid: UnsubscribeOutcome = { state: 'invalid', eventName: '', locale: DEFAULT_LOCALE };
    const leadId = this.secrets.readLeadLinkToken('unsubscribe', token);
    if (!leadId) return invalid;
    return this.uow.run(async ({ manager }) => {
      // the lead's row first, as an erasure and the mail job lock them
      const lead = await this.log.findLead(leadId, manager, true);
      const row = lead && (await this.progress.lockLead(manager, leadId));
      const event = lead && (await this.events.findById(lead.eventId, manager));
      if (!row || !lead || !event) return invalid;
      const answer = { eventName: event.name, locale: lead.locale };
      if (row.stoppedAt) return { state: 'already', ...answer };
      const afterStep = await this.progress.receivedCount(manager, leadId);
      await this.progress.stop(manager, leadId, 'unsubscribed', afterStep, this.clock.now());
      await this.log.append(manager, { leadId, ownerEventId: event.id, current: lead }, 'FollowUpStopped', { reason: 'unsubscribed', afterStep }, { actor: 'visitor' });
      return { state: 'unsubscribed', ...answer };
    });
  }

  /**
   * The booking button of a lead's step: the URL to redirect to, null for an unknown token or a
   * step without one. A person's visit (`countAsPerson`: not HEAD, not a link preview) records
   * the first click of the lead on the step (follow_up_sends.clicked_at) and tells
   * `onFirstClick` (the caller counts the funnel's followUpClicked there, in the same transaction).
   */
  async clickBooking(token: string, step: number, countAsPerson: boolean, onFirstClick?: FirstBookingClick): Promise<string | null> {
    const leadId = this.secrets.readLeadLinkToken('booking', token);
    if (!leadId || !Number.isInteger(step) || step < 1) return null;
    return this.uow.run(async ({ manager }) => {
      const lead = await this.log.findLead(leadId, manager);
      const saved = lead && (await this.steps.find(lead.eventId, step, manager));
      // an erased lead's links lead nowhere, as its download link
      if (!lead || lead.status === 'erased' || !saved?.bookingUrl) return null;
      if (countAsPerson && (await this.progress.click(manager, leadId, step, this.clock.now()))) await onFirstClick?.(manager, lead.eventId);
      return saved.bookingUrl;
    });
  }
}
