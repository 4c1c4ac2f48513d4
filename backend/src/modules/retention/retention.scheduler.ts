import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { Transaction, UnitOfWork } from '../../common/outbox/unit-of-work';
import { dateIn, LEAD_DIGEST_INTERVAL_MS, latestReportWeek, RETENTION_STEPS, retentionSchedule } from '../../common/time/business-time';
import { Clock } from '../../common/time/clock';
import { retentionConfig } from '../../config';
import { DigestJob, LEAD_DIGEST_JOB, ReportJob, RETENTION_STEP_JOB, StepJob, WEEKLY_REPORT_JOB } from './retention-jobs';
import { RetentionRepository } from './retention.repository';

/** Advisory lock key: one scheduler tick of the installation at a time. */
export const RETENTION_LOCK = 0x0f_a1_e7_01;

export interface TickResult {
  /** false when another process held the lock: this tick did nothing. */
  locked: boolean;
  steps: number;
  digests: number;
  reports: number;
}

/**
 * Finds what is due and only enqueues it: each due item is claimed in its table (a unique key
 * per event and step, per event and 15-minute span, per organiser and week) and gets an outbox
 * row in the same transaction, behind a PostgreSQL advisory lock, so two schedulers ticking at
 * once (two processes, a slow tick) enqueue every job once. The jobs do the work.
 */
@Injectable()
export class RetentionScheduler {
  constructor(
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly uow: UnitOfWork,
    private readonly repo: RetentionRepository,
    private readonly clock: Clock,
  ) {}

  async tick(): Promise<TickResult> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const [{ locked }] = await tx.manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK]);
      if (!locked) return { locked: false, steps: 0, digests: 0, reports: 0 };
      return { locked: true, steps: await this.queueSteps(tx, now), digests: await this.queueDigests(tx, now), reports: await this.queueReports(tx, now) };
    });
  }

  /**
   * One step per event and tick, in order: the next step is claimed only when the one before
   * is done (or failed for good, which an admin alert reports), so the deletion never overtakes
   * a backup still waiting for SMTP.
   */
  private async queueSteps(tx: Transaction, now: Date): Promise<number> {
    let queued = 0;
    for (const event of await this.repo.endedEvents(tx.manager, dateIn(now, this.retention.timeZone))) {
      const schedule = retentionSchedule(event.endDate, this.retention);
      const states = new Map(event.steps.map((s) => [s.step, s]));
      for (const step of RETENTION_STEPS) {
        const state = states.get(step);
        if (state && (state.done || state.failed)) continue;
        if (state || now < schedule[step]) break; // still running, or not due yet
        if (await this.repo.claimStep(tx.manager, event.id, step, schedule[step])) {
          const payload: StepJob = { eventId: event.id, step };
          const queue = step === 'backup' || step === 'deleted' ? 'export' : 'mail';
          const outboxId = await tx.enqueue({ queue, type: RETENTION_STEP_JOB, payload: { ...payload }, userId: event.userId });
          await this.repo.setStepOutbox(tx.manager, event.id, step, outboxId);
          queued += 1;
        }
        break;
      }
    }
    return queued;
  }

  private async queueDigests(tx: Transaction, now: Date): Promise<number> {
    const bucketStart = new Date(Math.floor(now.getTime() / LEAD_DIGEST_INTERVAL_MS) * LEAD_DIGEST_INTERVAL_MS);
    let queued = 0;
    for (const { eventId, userId } of await this.repo.eventsWithNewLeads(tx.manager, now, LEAD_DIGEST_INTERVAL_MS)) {
      if (!(await this.repo.claimDigest(tx.manager, eventId, bucketStart, now))) continue;
      const payload: DigestJob = { eventId, bucketStart: bucketStart.toISOString() };
      const outboxId = await tx.enqueue({ queue: 'mail', type: LEAD_DIGEST_JOB, payload: { ...payload }, userId });
      await this.repo.setDigestOutbox(tx.manager, eventId, bucketStart, outboxId);
      queued += 1;
    }
    return queued;
  }

  private async queueReports(tx: Transaction, now: Date): Promise<number> {
    const week = latestReportWeek(now, this.retention.timeZone);
    let queued = 0;
    for (const { userId } of await this.repo.usersDueForReport(tx.manager, week.weekStart)) {
      if (!(await this.repo.claimReport(tx.manager, userId, week.weekStart, week.from, week.to))) continue;
      const payload: ReportJob = { userId, weekStart: week.weekStart };
      const outboxId = await tx.enqueue({ queue: 'mail', type: WEEKLY_REPORT_JOB, payload: { ...payload }, userId });
      await this.repo.setReportOutbox(tx.manager, userId, week.weekStart, outboxId);
      queued += 1;
    }
    return queued;
  }
}

/** The scheduler's clock; registered only in the process that runs the scheduler (see runsScheduler). */
@Injectable()
export class RetentionSchedule {
  private readonly logger = new Logger(RetentionSchedule.name);
  private running = false;

  constructor(private readonly scheduler: RetentionScheduler) {}

  @Interval('retention-tick', 60_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.scheduler.tick();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'retention tick failed');
    } finally {
      this.running = false;
    }
  }
}
