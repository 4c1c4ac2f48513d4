import { Injectable } from '@nestjs/common';
import type { AccountActor } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { eventText, EventsService } from '../../events';
import { AccountAudit } from '../../identity';
import { consentMentionsMail, type FollowUpStepInput, type FollowUpStepStatus } from '../domain/follow-up-steps';
import type { FollowUpStep } from '../entities/follow-up-step.entity';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';
import { FollowUpStepsRepository } from '../repositories/follow-up-steps.repository';

/** A saved step as the settings read it. */
export type SavedFollowUpStep = Required<Pick<FollowUpStepInput, 'delayDays' | 'subject' | 'body'>> & Pick<FollowUpStep, 'bookingUrl' | 'sendWindow'>;

export interface FollowUpStatus {
  consentText: string;
  consentMentionsMail: boolean;
  steps: FollowUpStepStatus[];
}

/** An event's follow-up sequence as its organiser sets it, and how far its leads are. */
@Injectable()
export class FollowUpSettings {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly steps: FollowUpStepsRepository,
    private readonly progress: FollowUpProgressRepository,
    private readonly audit: AccountAudit,
  ) {}

  async list(actor: AccountActor, eventId: string): Promise<SavedFollowUpStep[]> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    return (await this.steps.list(event.id)).map(saved);
  }

  /**
   * Replaces the sequence (already validated); `[]` turns follow-ups off. Leads keep their
   * progress: a changed step applies to every lead that did not get its position yet.
   */
  async replace(actor: AccountActor, eventId: string, steps: FollowUpStepInput[]): Promise<SavedFollowUpStep[]> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    await this.uow.run(async ({ manager }) => {
      await this.steps.replace(manager, event.id, steps);
      await this.audit.record(actor, 'event.follow-ups-changed', event.name, { steps: steps.length }, manager);
    });
    return (await this.steps.list(event.id)).map(saved);
  }

  async status(actor: AccountActor, eventId: string): Promise<FollowUpStatus> {
    const event = await this.events.getOwned(actor.accountId, eventId);
    const consentText = eventText(event, 'privacyText', 'de');
    const steps = await this.steps.list(event.id);
    return { consentText, consentMentionsMail: consentMentionsMail(consentText), steps: await this.progress.status(event.id, steps.length) };
  }
}

function saved(step: FollowUpStep): SavedFollowUpStep {
  return { delayDays: step.delayDays, subject: step.subject, body: step.body, bookingUrl: step.bookingUrl, sendWindow: step.sendWindow };
}
