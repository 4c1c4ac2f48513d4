import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Cron } from '@nestjs/schedule';
import { Transaction, UnitOfWork } from '../../../common/outbox/unit-of-work';
import { TICK_LOCKS, TickGuard, TickTurns } from '../../../common/schedule';
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
    private readonly uow: UnitOfWork,
    private readonly repo: LeadNoticesRepository,
    private readonly turns: TickTurns,
    private readonly events: EventFactsService,
    private readonly organisers: OrganiserDirectory,
    private readonly clock: Clock,
  ) {}

  async tick(): Promise<NoticeTickResult> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      if (!(await this.turns.take(tx.manager, TICK_LOCKS.leadNotices))) return { locked: false, digests: 0, reports: 0 };
      return { locked: true, digests: await this.queueDigests(tx, now), reports: await this.queueReports(tx, now) };
    });
  }

  private async queueDigests(tx: Transaction, now: Date): Promise<number> {
    const owned = await this.events.ofOwners(await this.organisers.wantingNewLeadMails(tx.manager), tx.manager);
    const ownerOf = new Map(owned.map((event) => [event.id, event.userId]));
    const bucketStart = digestBucketStart(now);
    let queued = 0;
    for (const eventId of await this.repo.withNewLeads(tx.manager, [...ownerOf.keys()], now, LEAD_DIGEST_INTERVAL_MS)) {
      if (!(await this.repo.claimDigest(tx.manager, eventId, bucketStart, now))) continue;
      const payload: DigestJob = { eventId, bucketStart: bucketStart.toISOString() };
      const outboxId = await tx.enqueue({ queue: 'mail', type: LEAD_DIGEST_JOB, payload: { ...payload }, userId: ownerOf.get(eventId) });
      await this.repo.setDigestOutbox(tx.manager, eventId, bucketStart, outboxId);
      queued += 1;
    }
    return queued;
  }

  private async queueReports(tx: Transaction, now: Date): Promise<number> {
    const week = latestReportWeek(now, this.app.businessTimeZone);
    const withEvents = await this.events.ownersWithEvents(await this.organisers.wantingWeeklyReport(tx.manager), tx.manager);
    let queued = 0;
    for (const userId of await this.repo.notReported(tx.manager, withEvents, week.weekStart)) {
      if (!(await this.repo.claimReport(tx.manager, userId, week.weekStart, week.from, week.to))) continue;
      const payload: ReportJob = { userId, weekStart: week.weekStart };
      const outboxId = await tx.enqueue({ queue: 'mail', type: WEEKLY_REPORT_JOB, payload: { ...payload }, userId });
      await this.repo.setReportOutbox(tx.manager, userId, week.weekStart, outboxId);
      queued += 1;
    }
    return queued;
  }
}

/** The lead notices' clock; registered only in the process that runs the scheduler (see runsScheduler). */
@Injectable()
export class LeadNoticeSchedule {
  private readonly guard = new TickGuard(new Logger(LeadNoticeSchedule.name), 'lead notices tick');

  constructor(
    private readonly scheduler: LeadNoticeScheduler,
    private readonly turns: TickTurns,
    private readonly clock: Clock,
  ) {}

  /** At second 0 of every minute in every scheduling process; the first to claim the minute runs it. */
  @Cron('0 * * * * *', { name: 'lead-notices-tick' })
  async tick(): Promise<void> {
    // a tick still running (a slow database) is not overtaken by the next one
    await this.guard.run(async () => {
      if (await this.turns.claimMinute('lead-notices', this.clock.now())) await this.scheduler.tick();
    });
  }
}
