import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { OutboxHandlerRegistry } from '../../../common/outbox/outbox-handler.registry';
import { addDays, dateIn } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { appConfig } from '../../../config';
import { EventFactsService, type EventFacts } from '../../events';
import { OrganiserDirectory } from '../../identity';
import { MailService } from '../../mailing';
import { LeadFigures } from '../../lead-log';
import { leadDigestMail, leadLimitWarningMail, ReportedEvent, weeklyReportMail } from '../domain/lead-notice-mails';
import { reportIsDue } from '../domain/notice-schedule';
import { LeadNoticesRepository, type ReportKey } from '../repositories/lead-notices.repository';
import { LIMIT_WARNING_JOB, type LimitWarningJob } from '../services/lead-limit-warnings.service';

// The type names date from when retention sent these mails; outbox rows already queued carry them.
export const LEAD_DIGEST_JOB = 'retention.lead-digest';
export const WEEKLY_REPORT_JOB = 'retention.weekly-report';

/** A digest's job names its claim; the span's start travels as an ISO string. */
export interface DigestJob {
  eventId: string;
  bucketStart: string;
}
/** A report's job names its claim. Jobs queued before accounts named the organiser `userId` (the same id). */
export type ReportJob = ReportKey | { userId: string; weekStart: string };

/**
 * The jobs of the lead notices: those the scheduler enqueues and the limit warnings a submit
 * enqueues. Each runs in the outbox row's transaction, locks its claim row, checks its
 * condition again and records that it ran: a second run finds the claim done and does nothing. The mail goes out from inside the job, so a failed send
 * fails the job (the outbox retries it) and the claim completes only with a successful send.
 */
@Injectable()
export class LeadNoticeJobs implements OnModuleInit {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly handlers: OutboxHandlerRegistry,
    private readonly repo: LeadNoticesRepository,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly events: EventFactsService,
    private readonly organisers: OrganiserDirectory,
    private readonly figures: LeadFigures,
  ) {}

  onModuleInit(): void {
    this.handlers.registerJob<DigestJob>(LEAD_DIGEST_JOB, (manager, job) => this.runDigest(manager, job));
    this.handlers.registerJob<ReportJob>(WEEKLY_REPORT_JOB, (manager, job) => this.runReport(manager, job));
    this.handlers.registerJob<LimitWarningJob>(LIMIT_WARNING_JOB, (manager, job) => this.runLimitWarning(manager, job));
  }

  /** The number of new leads mailed (0: none, or the organiser turned the mails off); null when there was nothing to do. */
  async runDigest(manager: EntityManager, { eventId, bucketStart }: DigestJob): Promise<number | null> {
    const key = { eventId, bucketStart: new Date(bucketStart) };
    const digest = await this.repo.lockDigest(manager, key);
    if (!digest || digest.done) return null;
    const event = await this.events.lock(manager, eventId);
    const organiser = event && (await this.organisers.find(event.accountId, manager));
    if (!event || !organiser) return null;
    const now = this.clock.now();
    const newLeads = organiser.leadNotificationsEnabled ? await this.figures.countCapturedBetween(manager, eventId, digest.previousUntil, digest.coveredUntil) : 0;
    if (newLeads > 0) {
      const content = leadDigestMail({
        ownerName: organiser.name,
        eventName: event.name,
        newLeads,
        totalLeads: await this.figures.count(eventId, manager),
        appUrl: this.app.appUrl,
        locale: organiser.locale,
      });
      await this.mail.sendNow(manager, { to: organiser.email, content });
    }
    await this.repo.digests.complete(manager, key, now, { lead_count: newLeads });
    return newLeads;
  }

  /**
   * A warning before the free event's cap. Sent whatever the notification settings say: it is
   * about the account's limit, not a lead notice. Not sent once the cap was lifted (an upgrade
   * running now waits for this transaction, or this for it); null when there was nothing to do.
   */
  async runLimitWarning(manager: EntityManager, key: LimitWarningJob): Promise<'sent' | 'upgraded' | null> {
    const { eventId, leadCount } = key;
    const warning = await this.repo.limitWarnings.lock(manager, key);
    if (!warning || warning.done) return null;
    const event = await this.events.lockAgainstUpgrade(manager, eventId);
    const organiser = event && (await this.organisers.find(event.accountId, manager));
    if (!event || !organiser) return null;
    const outcome = event.isFree ? 'sent' : 'upgraded';
    if (outcome === 'sent') {
      // the event card's figures: the count this warning is about (later leads may already have
      // come, submits run concurrently) and, of those, the erased ones the list no longer shows
      const now = await this.figures.capCounts(eventId, manager);
      const erased = now.capturedLeadCount - now.leadCount;
      const counts = { capturedLeadCount: leadCount, leadCount: Math.max(0, leadCount - erased) };
      const content = leadLimitWarningMail({ ownerName: organiser.name, eventId, eventName: event.name, ...counts, appUrl: this.app.appUrl, locale: organiser.locale });
      await this.mail.sendNow(manager, { to: organiser.email, content });
    }
    await this.repo.limitWarnings.complete(manager, key, this.clock.now(), { outcome });
    return outcome;
  }

  /** true when a report went out (see reportIsDue: not before a full week with leads, never empty). */
  async runReport(manager: EntityManager, job: ReportJob): Promise<boolean> {
    const key: ReportKey = 'accountId' in job ? job : { accountId: job.userId, weekStart: job.weekStart };
    const { accountId } = key;
    const report = await this.repo.lockReport(manager, key);
    if (!report || report.done) return false;
    const organiser = await this.organisers.find(accountId, manager);
    if (!organiser) return false;
    const now = this.clock.now();
    const timeZone = this.app.businessTimeZone;
    const fromDate = dateIn(report.from, timeZone);
    const owned = organiser.weeklyReportsEnabled ? await this.events.ofOwner(accountId, manager) : [];
    const events = await this.reportedEvents(manager, owned, report, fromDate);
    const firstLeadAt = await this.figures.firstCapturedAt(owned.map((event) => event.id), manager);
    const due = reportIsDue(report, firstLeadAt, events.reduce((sum, event) => sum + event.newLeads, 0));
    if (due) {
      const content = weeklyReportMail({
        ownerName: organiser.name,
        fromDate,
        toDate: addDays(dateIn(report.to, timeZone), -1),
        events,
        appUrl: this.app.appUrl,
        locale: organiser.locale,
      });
      await this.mail.sendNow(manager, { to: organiser.email, content });
    }
    await this.repo.reports.complete(manager, key, now);
    return due;
  }

  /**
   * Per event of the organiser, latest start first: leads captured in [from, to), all leads and
   * the confirmed ones. Events that are archived or ended before the period and had no new
   * leads are left out.
   */
  private async reportedEvents(manager: EntityManager, events: EventFacts[], period: { from: Date; to: Date }, fromDate: string): Promise<ReportedEvent[]> {
    const figures = await this.figures.ofPeriod(
      events.map((event) => event.id),
      period.from,
      period.to,
      manager,
    );
    return events
      .map((event) => ({ event, figures: figures.get(event.id) ?? { newLeads: 0, totalLeads: 0, confirmedLeads: 0 } }))
      .filter(({ event, figures }) => figures.newLeads > 0 || (event.status === 'active' && event.endDate >= fromDate))
      .map(({ event, figures }) => ({ name: event.name, ...figures }));
  }
}
