import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { OutboxHandlerRegistry } from '../../../common/outbox/outbox-handler.registry';
import { dateIn } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { appConfig, mailConfig } from '../../../config';
import { EventFacts, EventFactsService, EventsService } from '../../events';
import { OrganiserContact, OrganiserDirectory } from '../../identity';
import { LeadExportService, LeadFigures, LeadPurge } from '../../lead-log';
import { MailService } from '../../mailing';
import { CrmSyncPublisher } from '../../crm-sync';
import { WebhookPublisher } from '../../webhooks';
import { backupMail, backupNoticeMail, deletionNoticeMail, LifecycleMailFacts } from '../domain/retention-mails';
import type { RetentionStep } from '../domain/retention-schedule';
import { RetentionPolicy } from '../services/retention-policy.service';
import { RetentionRepository, type StepKey } from '../repositories/retention.repository';

export const RETENTION_STEP_JOB = 'retention.step';

/** A step's job names its claim. */
export type StepJob = StepKey;

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
    private readonly handlers: OutboxHandlerRegistry,
    private readonly repo: RetentionRepository,
    private readonly policy: RetentionPolicy,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly events: EventFactsService,
    private readonly eventRows: EventsService,
    private readonly organisers: OrganiserDirectory,
    private readonly leads: LeadFigures,
    private readonly exporter: LeadExportService,
    private readonly purge: LeadPurge,
    private readonly webhooks: WebhookPublisher,
    private readonly crm: CrmSyncPublisher,
  ) {}

  onModuleInit(): void {
    this.handlers.registerJob<StepJob>(RETENTION_STEP_JOB, (manager, job) => this.runStep(manager, job));
  }

  /** Returns the outcome recorded, or null when there was nothing (left) to do. */
  async runStep(manager: EntityManager, key: StepJob): Promise<string | null> {
    const claim = await this.repo.steps.lock(manager, key);
    if (!claim || claim.done) return null;
    const event = await this.events.lock(manager, key.eventId);
    const owner = event && (await this.organisers.find(event.accountId, manager));
    if (!event || !owner) return null;
    const now = this.clock.now();
    if (now < this.policy.scheduleOf(event.endDate)[key.step]) {
      // the end date moved later since the claim: the scheduler claims the step again when due
      await this.repo.steps.release(manager, key);
      return null;
    }
    const outcome = await this.perform(manager, event, owner, key.step, now);
    await this.repo.steps.complete(manager, key, now, { outcome });
    return outcome;
  }

  private async perform(manager: EntityManager, event: EventFacts, owner: OrganiserContact, step: RetentionStep, now: Date): Promise<string> {
    const schedule = this.policy.scheduleOf(event.endDate);
    const facts = async (): Promise<LifecycleMailFacts> => ({
      ownerName: owner.name,
      locale: owner.locale,
      eventName: event.name,
      endDate: event.endDate,
      backupDate: schedule.backupDate,
      deletionDate: schedule.deletionDate,
      leadCount: await this.leads.count(event.id, manager),
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
        await this.mail.sendNow(manager, { to: owner.email, content: backupNoticeMail(await facts()) });
        return 'sent';
      case 'backup': {
        const csv = await this.exporter.csvText({ id: event.id, name: event.name });
        await this.mail.sendNow(manager, {
          to: owner.email,
          content: backupMail(await facts()),
          attachments: [{ filename: `fairleads-backup-${event.slug}-${dateIn(now, this.policy.timeZone)}.csv`, contentType: 'text/csv; charset=utf-8', content: csv }],
        });
        return 'sent';
      }
      case 'deletion_notice':
        if (now >= schedule.deleted) return 'skipped';
        await this.mail.sendNow(manager, { to: owner.email, content: deletionNoticeMail(await facts()) });
        return 'sent';
      case 'deleted': {
        const purged = await this.purge.purgeEvent(manager, event);
        await this.mail.forgetAddresses(manager, event.accountId, purged.emails, purged.leadIds);
        await this.webhooks.forgetEvent(manager, event.id);
        await this.crm.forgetEvent(manager, event.id);
        await this.eventRows.deletePurged(manager, event.id);
        return 'deleted';
      }
    }
  }
}
