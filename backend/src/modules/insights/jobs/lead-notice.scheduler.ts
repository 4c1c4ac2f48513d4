import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { OutboxEntry, Transaction } from '../../../common/outbox/unit-of-work';
import { MinuteSchedule, ScheduledTicks, TICK_LOCKS, TickTurns } from '../../../common/schedule';
import { Metrics } from '../../../common/metrics/metrics';
import { Clock } from '../../../common/time/clock';
import { appConfig } from '../../../config';
import { EventFactsService } from '../../events';
import { OrganiserDirectory } from '../../identity';
import { digestBucketStart, LEAD_DIGEST_INTERVAL_MS, latestReportWeek } from '../domain/notice-schedule';
import { LeadNoticesRepository } from '../repositories/lead-notices.repository';
import { DigestJob, LEAD_DIGEST_JOB, ReportJob, WEEKLY_REPORT_JOB } from './lead-notice.jobs';

export interface NoticeTickResult {
  /** false when another process had the tick's turn: this tick did nothing. */
  locked: boolean;
  digests: number;
  reports: number;
}

/**
 * Finds the new-lead mails and weekly reports that are due and only enqueues them: each is
 * claimed in its table (a unique key per event and 15-minute span, per organiser and week) and
 * gets an outbox row in the same transaction, behind a PostgreSQL advisory lock, so two
 * schedulers ticking at once enqueue every job once. The jobs do the work.
 */
@Injectable()
export class LeadNoticeScheduler {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly ticks: ScheduledTicks,
    private readonly repo: LeadNoticesRepository,
    private readonly events: EventFactsService,
    private readonly organisers: OrganiserDirectory,
  ) {}

  async tick(): Promise<NoticeTickResult> {
    const queued = await this.ticks.inTurn(TICK_LOCKS.leadNotices, async (tx, now) => ({
      digests: await this.queueDigests(tx, now),
      reports: await this.queueReports(tx, now),
    }));
    return queued ? { locked: true, ...queued } : { locked: false, digests: 0, reports: 0 };
  }

  private async queueDigests(tx: Transaction, now: Date): Promise<number> {
    const owned = await this.events.ofOwners(await this.organisers.wantingNewLeadMails(tx.manager), tx.manager);
    const ownerOf = new Map(owned.map((event) => [event.id, event.accountId]));
    const bucketStart = digestBucketStart(now);
    let queued = 0;
    for (const eventId of await this.repo.withNewLeads(tx.manager, [...ownerOf.keys()], now, LEAD_DIGEST_INTERVAL_MS)) {
      const payload: DigestJob = { eventId, bucketStart: bucketStart.toISOString() };
      const job: OutboxEntry = { queue: 'mail', type: LEAD_DIGEST_JOB, payload: { ...payload }, accountId: ownerOf.get(eventId) };
      if (await this.repo.digests.enqueueOnce(tx, { eventId, bucketStart }, job, { covered_until: now })) queued += 1;
    }
    return queued;
  }

  private async queueReports(tx: Transaction, now: Date): Promise<number> {
    const week = latestReportWeek(now, this.app.businessTimeZone);
    const withEvents = await this.events.ownersWithEvents(await this.organisers.wantingWeeklyReport(tx.manager), tx.manager);
    let queued = 0;
    for (const accountId of await this.repo.notReported(tx.manager, withEvents, week.weekStart)) {
      const payload: ReportJob = { accountId, weekStart: week.weekStart };
      const job: OutboxEntry = { queue: 'mail', type: WEEKLY_REPORT_JOB, payload: { ...payload }, accountId };
      if (await this.repo.reports.enqueueOnce(tx, payload, job, { period_from: week.from, period_to: week.to })) queued += 1;
    }
    return queued;
  }
}

/** The lead notices' clock; registered only in the process that runs the scheduler (see runsScheduler). */
@Injectable()
export class LeadNoticeSchedule extends MinuteSchedule {
  constructor(scheduler: LeadNoticeScheduler, turns: TickTurns, clock: Clock, metrics: Metrics) {
    super('lead-notices', scheduler, turns, clock, metrics);
  }
}
