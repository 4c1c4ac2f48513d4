import { Injectable } from '@nestjs/common';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import { Clock } from '../../../common/time/clock';
import { FollowUpProgressRepository } from '../repositories/follow-up-progress.repository';

/**
 * follow-ups' door for capture's lead facts, in the transaction that records them (as
 * capture announces them to webhooks and the CRM sync): a confirmed lead gets its row whether
 * or not the event has steps yet; an erasure stops its follow-ups.
 */
@Injectable()
export class FollowUpPublisher {
  constructor(
    private readonly progress: FollowUpProgressRepository,
    private readonly clock: Clock,
  ) {}

  /** LeadConfirmed, or a capture without double opt-in (confirmed at capture). */
  async confirmed(tx: Transaction, lead: { leadId: string; eventId: string; confirmedAt: Date }): Promise<void> {
    await this.progress.enrol(tx.manager, lead, this.clock.now());
  }

  /** LeadErased: nothing more goes out; the erasure's own fact is the timeline's why. */
  async erased(tx: Transaction, leadId: string): Promise<void> {
    const received = await this.progress.receivedCount(tx.manager, leadId);
    await this.progress.stop(tx.manager, leadId, 'erased', received, this.clock.now());
  }
}
