import type { EntityManager } from 'typeorm';
import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../common/auth/session-user';
import { sqlState } from '../../../common/errors/sql-state';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { EventsService, type EventRecord } from '../../events';
import { AccountCreditsService, OrganiserDirectory } from '../../identity';
import { LeadExportService, LeadPurge, LeadStatsService } from '../../lead-log';
import { MailService } from '../../mailing';
import { CrmSyncPublisher } from '../../crm-sync';
import { WebhookPublisher } from '../../webhooks';
import { AdminErrors } from '../admin.errors';
import { AdminAuditService } from './admin-audit.service';

const RETRIED_CODES = new Set(['40P01', '40001']); // deadlock, serialization failure
const ATTEMPTS = 3;

/**
 * A mail job of the event's visitors may hold its outbox row while it waits for a lead or
 * event row the deletion holds: PostgreSQL breaks that deadlock by failing one side, and the
 * deletion simply runs again (the job has finished by then).
 */
async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = sqlState(error);
      if (attempt >= ATTEMPTS || !code || !RETRIED_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** An event as GET /api/admin/events lists it. */
export interface AdminEventView {
  id: string;
  name: string;
  slug: string;
  status: string;
  startDate: string;
  endDate: string;
  leadCount: number;
  confirmedLeadCount: number;
  createdAt: Date;
  /** The user id of the owning account's first owner; null once the account is gone. */
  userId: string | null;
  /** The owning account's contact (its first owner). */
  user: { id: string; name: string; email: string } | null;
  /** The owning account; null once it is gone. */
  account: { id: string; companySlug: string } | null;
}

/** Event management of the admin panel: list with owners, delete with all leads, CSV export. */
@Injectable()
export class AdminEventsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: EventsService,
    private readonly organisers: OrganiserDirectory,
    private readonly accounts: AccountCreditsService,
    private readonly leadStats: LeadStatsService,
    private readonly purge: LeadPurge,
    private readonly exporter: LeadExportService,
    private readonly mail: MailService,
    private readonly webhooks: WebhookPublisher,
    private readonly crm: CrmSyncPublisher,
    private readonly audit: AdminAuditService,
  ) {}

  async list(): Promise<AdminEventView[]> {
    const events = await this.events.listAllForAdmin();
    const owners = new Map<string, { contact: AdminEventView['user']; account: AdminEventView['account'] }>();
    for (const accountId of new Set(events.map((event) => event.accountId))) {
      const [contact, companySlug] = await Promise.all([this.organisers.find(accountId), this.accounts.findCompanySlug(accountId)]);
      owners.set(accountId, {
        contact: contact ? { id: contact.id, name: contact.name, email: contact.email } : null,
        account: companySlug === null ? null : { id: accountId, companySlug },
      });
    }
    const counts = await this.leadStats.countsByEvent(events.map((event) => event.id));
    return events.map((event) => ({
      id: event.id,
      name: event.name,
      slug: event.slug,
      status: event.status,
      startDate: event.startDate,
      endDate: event.endDate,
      leadCount: counts.get(event.id)?.total ?? 0,
      confirmedLeadCount: counts.get(event.id)?.confirmed ?? 0,
      createdAt: event.createdAt,
      userId: owners.get(event.accountId)?.contact?.id ?? null,
      user: owners.get(event.accountId)?.contact ?? null,
      account: owners.get(event.accountId)?.account ?? null,
    }));
  }

  /**
   * One transaction: the event row is locked (no submit slips in), its leads are purged the
   * way the data lifecycle does it (log streams, personal data, read model; anonymous totals
   * stay), mails still queued for its visitors webhook deliveries about them are forgotten and CRM connections that chose it forget it, the row goes, the audit entry
   * is written.
   */
  async delete(admin: SessionUser, eventId: string): Promise<void> {
    const exists = await this.events.findById(eventId);
    if (!exists) throw AdminErrors.eventNotFound();
    await withDeadlockRetry(() => this.uow.run(async ({ manager }) => {
      // answers the same 404 ('Event nicht gefunden') when the event went in the meantime
      const event = await this.events.lockForSubmit(manager, eventId);
      const purged = await this.purge.purgeEvent(manager, { id: event.id, accountId: event.accountId, endDate: event.endDate });
      await this.mail.forgetAddresses(manager, event.accountId, purged.emails, purged.leadIds);
      await this.webhooks.forgetEvent(manager, event.id);
      await this.crm.forgetEvent(manager, event.id);
      if (!(await this.events.deletePurged(manager, event.id))) throw AdminErrors.eventNotFound();
      await this.audit.record(
        {
          adminUserId: admin.id,
          action: 'event.delete',
          targetType: 'event',
          targetId: event.id,
          details: { ownerId: await this.firstOwnerId(event.accountId, manager), accountId: event.accountId, leadCount: purged.leadCount, confirmedCount: purged.confirmedCount },
        },
        manager,
      );
    }));
  }

  /** The event for an export, with the audit entry written before the first byte goes out. */
  async prepareExport(admin: SessionUser, eventId: string): Promise<EventRecord> {
    const event = await this.events.findById(eventId);
    if (!event) throw AdminErrors.eventNotFound();
    const counts = await this.leadStats.countsByEvent([event.id]);
    await this.audit.record({
      adminUserId: admin.id,
      action: 'event.export',
      targetType: 'event',
      targetId: event.id,
      details: { ownerId: await this.firstOwnerId(event.accountId), accountId: event.accountId, leadCount: counts.get(event.id)?.total ?? 0 },
    });
    return event;
  }

  /** The audit names a person: the owning account's first owner, as the event list shows them. */
  private async firstOwnerId(accountId: string, manager?: EntityManager): Promise<string | null> {
    return (await this.organisers.find(accountId, manager))?.id ?? null;
  }

  async writeCsv(event: EventRecord, output: NodeJS.WritableStream): Promise<void> {
    await this.exporter.writeCsv(event, output);
  }
}
