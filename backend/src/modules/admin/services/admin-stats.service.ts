import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { AdminAlertsRepository } from '../../../common/alerts/admin-alerts.repository';
import { OutboxRepository } from '../../../common/outbox/outbox.repository';
import { dateIn, startOfDay } from '../../../common/time/business-time';
import { Clock } from '../../../common/time/clock';
import { retentionConfig } from '../../../config';
import { EventsService, type EventRecord } from '../../events';
import { UserAdministrationService, UserTotals } from '../../identity';
import { LeadStatsService } from '../../lead-log';
import { retentionSchedule } from '../../retention';

const DAY_MS = 86_400_000;
/** The dashboard's window for upcoming deletions (spec: 30 days). */
export const PENDING_DELETIONS_DAYS = 30;
/** "This week" of the stat cards: the last 7 days. */
export const WEEK_DAYS = 7;
/** Failed jobs of this many days become a grouped alert. */
export const FAILED_JOBS_DAYS = 7;
/** A job due for longer than this and not done means the queue is not worked off. */
export const BACKLOG_MINUTES = 10;
/** The scheduler deletes within minutes of the deletion date; an hour later the deletion is overdue. */
export const OVERDUE_GRACE_MS = 60 * 60_000;

export interface EventTotals {
  totalEvents: number;
  /** Status active and the end date not over (the form takes leads). */
  activeEvents: number;
  /** Created since the first of this month in TZ_BUSINESS. */
  eventsThisMonth: number;
  totalLeads: number;
  leadsThisWeek: number;
  /** Events whose data deletion falls within the next 30 days. */
  pendingDeletions: number;
}

export interface AdminAlertView {
  id: string;
  kind: string;
  message: string;
  createdAt: Date;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The dashboard's numbers and 'Systemmeldungen'. The alerts come from real signals: outbox
 * jobs that failed for good (grouped by type), a queue backlog, deletions of the data
 * lifecycle that are overdue, and the alerts other modules raised (admin_alerts). No message
 * names a person.
 */
@Injectable()
export class AdminStatsService {
  constructor(
    @Inject(retentionConfig.KEY) private readonly retention: ConfigType<typeof retentionConfig>,
    private readonly outbox: OutboxRepository,
    private readonly raisedAlerts: AdminAlertsRepository,
    private readonly clock: Clock,
    private readonly accounts: UserAdministrationService,
    private readonly events: EventsService,
    private readonly leads: LeadStatsService,
  ) {}

  userStats(): Promise<UserTotals> {
    return this.accounts.totals(new Date(this.clock.now().getTime() - WEEK_DAYS * DAY_MS));
  }

  async eventStats(): Promise<EventTotals> {
    const now = this.clock.now();
    const monthStart = startOfDay(`${dateIn(now, this.retention.timeZone).slice(0, 8)}01`, this.retention.timeZone);
    const windowEnd = now.getTime() + PENDING_DELETIONS_DAYS * DAY_MS;
    const [events, leads] = await Promise.all([
      this.events.listAllForAdmin(),
      this.leads.totalsSince(new Date(now.getTime() - WEEK_DAYS * DAY_MS)),
    ]);
    let activeEvents = 0;
    let eventsThisMonth = 0;
    let pendingDeletions = 0;
    for (const event of events) {
      if (event.status === 'active' && !this.events.hasEnded(event, now)) activeEvents += 1;
      if (event.createdAt >= monthStart) eventsThisMonth += 1;
      const deletion = this.deletionAt(event).getTime();
      if (deletion >= now.getTime() && deletion <= windowEnd) pendingDeletions += 1;
    }
    return { totalEvents: events.length, activeEvents, eventsThisMonth, totalLeads: leads.totalLeads, leadsThisWeek: leads.leadsSince, pendingDeletions };
  }

  async alerts(): Promise<AdminAlertView[]> {
    const now = this.clock.now();
    const alerts: AdminAlertView[] = [];

    const failed = await this.outbox.failedByTypeSince(new Date(now.getTime() - FAILED_JOBS_DAYS * DAY_MS));
    const grouped = new Set<string>();
    for (const row of failed) {
      row.ids.forEach((id) => grouped.add(id));
      alerts.push({
        id: `jobs-failed:${row.type}`,
        kind: 'jobs_failed',
        message: `${plural(row.n, 'Auftrag', 'Aufträge')} vom Typ „${row.type}“ ${row.n === 1 ? 'ist' : 'sind'} in den letzten ${FAILED_JOBS_DAYS} Tagen endgültig fehlgeschlagen.`,
        createdAt: new Date(row.latest),
      });
    }

    const backlog = await this.outbox.backlog(new Date(now.getTime() - BACKLOG_MINUTES * 60_000));
    if (backlog.n > 0 && backlog.oldest) {
      const minutes = Math.floor((now.getTime() - new Date(backlog.oldest).getTime()) / 60_000);
      alerts.push({
        id: 'queue-backlog',
        kind: 'queue_backlog',
        message: `${plural(backlog.n, 'Auftrag wartet', 'Aufträge warten')} seit mehr als ${BACKLOG_MINUTES} Minuten auf Bearbeitung (der älteste seit ${minutes} Minuten). Läuft der Worker?`,
        createdAt: new Date(new Date(backlog.oldest).getTime() + BACKLOG_MINUTES * 60_000),
      });
    }

    const overdue = (await this.events.listAllForAdmin())
      .map((event) => this.deletionAt(event))
      .filter((deletion) => deletion.getTime() + OVERDUE_GRACE_MS < now.getTime());
    if (overdue.length) {
      const earliest = Math.min(...overdue.map((deletion) => deletion.getTime()));
      alerts.push({
        id: 'overdue-deletions',
        kind: 'overdue_deletions',
        message: `${plural(overdue.length, 'Event hat', 'Events haben')} das Löschdatum überschritten, die Daten sind aber noch gespeichert.`,
        createdAt: new Date(earliest),
      });
    }

    // alerts raised by other modules; a failed job's own alert is covered by the grouped one above
    const raised = await this.raisedAlerts.open();
    for (const row of raised) {
      if (row.outboxId && grouped.has(row.outboxId)) continue;
      alerts.push({ id: row.id, kind: row.kind, message: row.message, createdAt: new Date(row.createdAt) });
    }

    return alerts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** When the data lifecycle deletes the event's leads: end date + RETENTION_DELETE_DAYS in TZ_BUSINESS. */
  private deletionAt(event: EventRecord): Date {
    return retentionSchedule(event.endDate, this.retention).deleted;
  }
}
