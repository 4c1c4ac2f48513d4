import { Injectable } from '@nestjs/common';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import type { Transaction } from '../../../common/outbox/unit-of-work';
import type { EventRecord } from '../../events';
import { LeadNoticesRepository, type LimitWarningKey } from '../repositories/lead-notices.repository';

// The type name stays stable: outbox rows already queued carry it.
export const LIMIT_WARNING_JOB = 'leads.limit-warning';

/** The free event's lead counts that warn its organiser: two before the cap, and the cap. */
export const LIMIT_WARNING_COUNTS = [FREE_EVENT_LEAD_LIMIT - 2, FREE_EVENT_LEAD_LIMIT] as const;

/** A warning's job names its claim. */
export type LimitWarningJob = LimitWarningKey;

/**
 * The warnings before the free event's lead cap, claimed by the submit whose lead reaches the
 * count: the claim (unique per event and count) and the mail job's outbox row are written in the
 * lead's transaction, so a rolled-back submit warns nobody and each warning goes out once per
 * event. The job (LeadNoticeJobs) composes and sends it, unless the cap was lifted meanwhile.
 */
@Injectable()
export class LeadLimitWarnings {
  constructor(private readonly repo: LeadNoticesRepository) {}

  /**
   * After a new lead of `event`: `leadCount` is the event's count with it, taken under the event
   * row's lock (free events' captures run in single file), so every count is reached by exactly
   * one submit.
   */
  async afterCapture(tx: Transaction, event: EventRecord, leadCount: number): Promise<void> {
    if (!event.isFree || !LIMIT_WARNING_COUNTS.includes(leadCount as (typeof LIMIT_WARNING_COUNTS)[number])) return;
    // erased leads can bring the count back to a warned value: the claim keeps it to one mail
    const payload: LimitWarningJob = { eventId: event.id, leadCount };
    await this.repo.limitWarnings.enqueueOnce(tx, payload, { queue: 'mail', type: LIMIT_WARNING_JOB, payload: { ...payload }, accountId: event.accountId });
  }
}
