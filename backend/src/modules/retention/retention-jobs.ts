import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { OutboxHandlerRegistry } from '../../common/outbox/outbox-handler.registry';
import { addDays, dateIn, RetentionStep, retentionSchedule } from '../../common/time/business-time';
import { Clock } from '../../common/time/clock';
import { appConfig, mailConfig, retentionConfig } from '../../config';
import { LeadExportService, LeadPurge } from '../leads';
import { MailService } from '../mailing';
import { backupMail, backupNoticeMail, deletionNoticeMail, leadDigestMail, LifecycleMailFacts, weeklyReportMail } from './retention-mails';
import { LifecycleEvent, RetentionRepository } from './retention.repository';

export const RETENTION_STEP_JOB = 'retention.step';
export const LEAD_DIGEST_JOB = 'retention.lead-digest';
export const WEEKLY_REPORT_JOB = 'retention.weekly-report';

export interface StepJob {
  eventId: string;
  step: RetentionStep;
}
export interface DigestJob {
  eventId: string;
  bucketStart: string;
}
export interface ReportJob {
  userId: string;
  weekStart: string;
}

/**
 * The jobs the retention scheduler enqueues. Each runs in the outbox row's transaction, locks
 * its claim row, checks its condition again and records that it ran: a second run (a retried
 * dispatch, a copy of the job) finds the claim done and does nothing. A mail goes out from
 * inside the job, so a failed send (SMTP down) fails the job, which the outbox retries with
 * backoff; the claim's completion commits only together with a successful send.
 */
@Injectable()
export class RetentionJobs implements OnModuleInit {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly repo: RetentionRepository,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly exporter: LeadExportService,
    private readonly purge: LeadPurge,
  ) {}

  onModuleInit(): void {
    this.handlers.register(RETENTION_STEP_JOB, async (payload, { manager }) => {
      await this.runStep(manager, payload as unknown as StepJob);
    });
    this.handlers.register(LEAD_DIGEST_JOB, async (payload, { manager }) => {
      await this.runDigest(manager, payload as unknown as DigestJob);
    });
    this.handlers.register(WEEKLY_REPORT_JOB, async (payload, { manager }) => {
      await this.runReport(manager, payload as unknown as ReportJob);
    });
  }

  // ---- the lifecycle of an event

  /** Returns the outcome recorded, or null when there was nothing (left) to do. */
  async runStep(manager: EntityManager, { eventId, step }: StepJob): Promise<string | null> {
    const claim = await this.repo.lockStep(manager, eventId, step);
    if (!claim || claim.doneAt) return null;
    const event = await this.repo.lockEvent(manager, eventId);
    if (!event) return null;
    const now = this.clock.now();
    const schedule = retentionSchedule(event.endDate, this.retention);
    if (now < schedule[step]) {
      // the end date moved later since the claim: the scheduler claims the step again when due
      await this.repo.releaseStep(manager, eventId, step);
      return null;
    }
    const outcome = await this.perform(manager, event, step, now);
    await this.repo.completeStep(manager, eventId, step, outcome, now);
    return outcome;
  }

  private async perform(manager: EntityManager, event: LifecycleEvent, step: RetentionStep, now: Date): Promise<string> {
    const schedule = retentionSchedule(event.endDate, this.retention);
    const facts = async (): Promise<LifecycleMailFacts> => ({
      ownerName: event.ownerName,
      eventName: event.name,
      endDate: event.endDate,
      backupDate: schedule.backupDate,
      deletionDate: schedule.deletionDate,
      leadCount: await this.repo.leadCount(event.id, manager),
      appUrl: this.app.appUrl,
      supportEmail: this.mailSettings.supportEmail,
    });
    switch (step) {
      case 'closed':
        // the form closes by its date (see EventsService.hasEnded); this records when the worker saw it
        return 'closed';
      case 'backup_notice':
        // a notice that would arrive after its step is pointless (the worker was down): skipped
        if (now >= schedule.backup) return 'skipped';
        await this.mail.sendNow(manager, { to: event.ownerEmail, content: backupNoticeMail(await facts()) });
        return 'sent';
      case 'backup': {
        const csv = await this.exporter.csvText({ id: event.id, name: event.name });
        await this.mail.sendNow(manager, {
          to: event.ownerEmail,
          content: backupMail(await facts()),
          attachments: [{ filename: `fairleads-backup-${event.slug}-${dateIn(now, this.retention.timeZone)}.csv`, contentType: 'text/csv; charset=utf-8', content: csv }],
        });
        return 'sent';
      }
      case 'deletion_notice':
        if (now >= schedule.deleted) return 'skipped';
        await this.mail.sendNow(manager, { to: event.ownerEmail, content: deletionNoticeMail(await facts()) });
        return 'sent';
      case 'deleted': {
        const purged = await this.purge.purgeEvent(manager, event);
        await this.mail.forgetAddresses(manager, purged.emails);
        await this.repo.deleteEvent(manager, event.id);
        return 'deleted';
      }
    }
  }

  // ---- organiser notifications

  async runDigest(manager: EntityManager, { eventId, bucketStart }: DigestJob): Promise<number | null> {
    const bucket = new Date(bucketStart);
    const digest = await this.repo.lockDigest(manager, eventId, bucket);
    if (!digest || digest.sentAt) return null;
    const event = await this.repo.lockEvent(manager, eventId);
    if (!event) return null;
    const now = this.clock.now();
    const newLeads = event.leadNotificationsEnabled ? await this.repo.countLeadsBetween(manager, eventId, digest.previousUntil, digest.coveredUntil) : 0;
    if (newLeads > 0) {
      const content = leadDigestMail({
        ownerName: event.ownerName,
        eventName: event.name,
        newLeads,
        totalLeads: await this.repo.leadCount(eventId, manager),
        appUrl: this.app.appUrl,
      });
      await this.mail.sendNow(manager, { to: event.ownerEmail, content });
    }
    await this.repo.completeDigest(manager, eventId, bucket, newLeads, now);
    return newLeads;
  }

  async runReport(manager: EntityManager, { userId, weekStart }: ReportJob): Promise<boolean> {
    const report = await this.repo.lockReport(manager, userId, weekStart);
    if (!report || report.sentAt) return false;
    const now = this.clock.now();
    const fromDate = dateIn(report.from, this.retention.timeZone);
    const events = report.enabled ? await this.repo.weeklyFigures(manager, userId, report.from, report.to, fromDate) : [];
    if (events.length) {
      const content = weeklyReportMail({
        ownerName: report.name,
        fromDate,
        toDate: addDays(dateIn(report.to, this.retention.timeZone), -1),
        events,
        appUrl: this.app.appUrl,
      });
      await this.mail.sendNow(manager, { to: report.email, content });
    }
    await this.repo.completeReport(manager, userId, weekStart, now);
    return events.length > 0;
  }
}
