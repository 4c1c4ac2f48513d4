import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClaimTable } from '../../../common/schedule';

/** One event's new-lead mail for a 15-minute span: the key of a claim in lead_digests. */
export interface DigestKey {
  eventId: string;
  bucketStart: Date;
}

/** One organiser's report for a week (its first day, YYYY-MM-DD): the key of a claim in weekly_reports. */
export interface ReportKey {
  accountId: string;
  weekStart: string;
}

/** One free event's warning at a lead count: the key of a claim in lead_limit_warnings. */
export interface LimitWarningKey {
  eventId: string;
  leadCount: number;
}

/** The leads a digest mails: captured after `previousUntil` (the previous digest's end) up to `coveredUntil`. */
export interface DigestSpan {
  coveredUntil: Date;
  previousUntil: Date | null;
}

/** The period a weekly report covers: [from, to). */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/**
 * The notices' own tables: lead_digests (one new-lead mail per event and 15-minute span),
 * weekly_reports (one report per organiser and week) and lead_limit_warnings (one warning per
 * free event and lead count). A row is claimed together with its outbox row (by the scheduler's
 * tick, or by the submit that reaches the count) and completed by its job.
 */
@Injectable()
export class LeadNoticesRepository {
  /** Claimed with the end of the span they cover, completed with the number of leads mailed. */
  readonly digests = new ClaimTable<DigestKey>({ table: 'lead_digests', key: { eventId: 'event_id', bucketStart: 'bucket_start' }, doneColumn: 'sent_at' });
  /** Claimed with the period they report on. */
  readonly reports = new ClaimTable<ReportKey>({ table: 'weekly_reports', key: { accountId: 'account_id', weekStart: 'week_start' }, doneColumn: 'sent_at' });
  /** Completed with the job's outcome ('sent', or 'upgraded' when the cap was lifted meanwhile). */
  readonly limitWarnings = new ClaimTable<LimitWarningKey>({ table: 'lead_limit_warnings', key: { eventId: 'event_id', leadCount: 'lead_count' }, doneColumn: 'done_at' });

  // ---- new-lead mails

  /**
   * Of these events, those with leads newer than their last mail, whose last mail is at least
   * `intervalMs` old.
   */
  async withNewLeads(manager: EntityManager, eventIds: string[], now: Date, intervalMs: number): Promise<string[]> {
    const rows: { eventId: string }[] = await manager.query(
      `SELECT e.id AS "eventId"
         FROM unnest($3::uuid[]) AS e(id)
         LEFT JOIN LATERAL (SELECT max(covered_until) AS until FROM lead_digests d WHERE d.event_id = e.id) last ON true
        WHERE (last.until IS NULL OR last.until <= $1::timestamptz - make_interval(secs => $2::double precision / 1000))
          AND EXISTS (SELECT 1 FROM leads l WHERE l.event_id = e.id AND l.status <> 'erased'
                        AND l.created_at <= $1 AND (last.until IS NULL OR l.created_at > last.until))
        LIMIT 1000`,
      [now, intervalMs, eventIds],
    );
    return rows.map((row) => row.eventId);
  }

  /** The digest locked for its job, with the end of the span the previous digest covered. */
  async lockDigest(manager: EntityManager, key: DigestKey): Promise<({ done: boolean } & DigestSpan) | null> {
    return this.digests.lock<DigestSpan>(manager, key, {
      coveredUntil: 'c.covered_until',
      previousUntil: '(SELECT max(p.covered_until) FROM lead_digests p WHERE p.event_id = c.event_id AND p.covered_until < c.covered_until)',
    });
  }

  // ---- weekly reports

  /** Of these accounts, those that have no report for `weekStart` yet. */
  async notReported(manager: EntityManager, accountIds: string[], weekStart: string): Promise<string[]> {
    const rows: { accountId: string }[] = await manager.query(
      `SELECT a.id AS "accountId" FROM unnest($2::uuid[]) AS a(id)
        WHERE NOT EXISTS (SELECT 1 FROM weekly_reports r WHERE r.account_id = a.id AND r.week_start = $1::date)
        LIMIT 1000`,
      [weekStart, accountIds],
    );
    return rows.map((row) => row.accountId);
  }

  /** The report locked for its job, with its period; null when unknown (the account was deleted). */
  async lockReport(manager: EntityManager, key: ReportKey): Promise<({ done: boolean } & ReportPeriod) | null> {
    return this.reports.lock<ReportPeriod>(manager, key, { from: 'c.period_from', to: 'c.period_to' });
  }
}
