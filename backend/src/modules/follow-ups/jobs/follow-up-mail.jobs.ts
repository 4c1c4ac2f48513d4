import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxHandlerRegistry } from '../../../common/outbox/outbox-handler.registry';
import { Clock } from '../../../common/time/clock';
import { EventsService } from '../../events';
import { LeadLog } from '../../lead-log';
import { MailService } from '../../mailing';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';
import { FollowUpMails } from '../services/follow-up-mails.service';

export const FOLLOW_UP_MAIL_JOB = 'follow-ups.mail';

/** A mail job names its claim in follow_up_sends. */
export interface FollowUpMailJob {
  leadId: string;
  step: number;
}

/** What a run did: sent, skipped (with the reason the send row records), or nothing (done before, or gone with its event). */
export type FollowUpMailOutcome = 'sent' | 'nothing' | `skipped:${string}`;

/**
 * A follow-up's mail job, in the outbox row's transaction (wherever mail jobs run). It locks the
 * lead's progress and the claim, and checks again before it sends: stopped (unsubscribed,
 * erased), no personal data, the lead or the step gone: no mail, the claim records why. Else it
 * sends through mailing with the outbox id as the message's key (a run repeated after a worker
 * died mid-send sends the same Message-ID), appends FollowUpSent and marks the claim sent, all
 * committing with the outbox row's completion: a second run of the job finds it done.
 */
@Injectable()
export class FollowUpMailJobs implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlerRegistry,
    private readonly clock: Clock,
    private readonly progress: FollowUpProgressRepository,
    private readonly mails: FollowUpMails,
    private readonly mail: MailService,
    private readonly log: LeadLog,
    private readonly events: EventsService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(FOLLOW_UP_MAIL_JOB, async (payload, { manager, message }) => {
      await this.run(manager, message.id, payload as unknown as FollowUpMailJob);
    });
  }

  async run(manager: EntityManager, outboxId: string, { leadId, step }: FollowUpMailJob): Promise<FollowUpMailOutcome> {
    // the lead's row first, as an erasure and the unsubscribe lock them: no deadlock between them
    const lead = await this.log.findLead(leadId, manager, true);
    const row = await this.progress.lockLead(manager, leadId);
    const claim = row && (await this.progress.lockSend(manager, leadId, step));
    if (!row || !claim || claim.outboxId !== outboxId || claim.sentAt || claim.skippedReason) return 'nothing';
    const skip = async (reason: string): Promise<FollowUpMailOutcome> => {
      await this.progress.markSkipped(manager, leadId, step, reason);
      return `skipped:${reason}`;
    };
    if (row.stopReason) return skip(row.stopReason);
    if (!lead) return skip('lead-gone');
    const person = lead.status === 'erased' ? null : await this.log.findPersonal(leadId, manager);
    if (!person) return skip('erased');
    const saved = await this.mails.findStep(manager, lead.eventId, step);
    if (!saved) return skip('step-gone');
    const event = await this.events.findById(lead.eventId, manager);
    if (!event) return skip('lead-gone');

    const content = this.mails.forLead(event, saved, lead, person.name ?? '');
    const { messageId } = await this.mail.sendEventMailNow(manager, { to: person.email, content, messageKey: outboxId });
    await this.log.append(manager, { leadId, ownerEventId: event.id, current: lead }, 'FollowUpSent', { step, messageId }, { actor: 'system' });
    await this.progress.markSent(manager, leadId, step, messageId, this.clock.now());
    return 'sent';
  }
}
