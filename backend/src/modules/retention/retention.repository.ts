import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RetentionStep } from '../../common/time/business-time';

/** An event with its organiser, as the lifecycle jobs need it. */
export interface LifecycleEvent {
  id: string;
  userId: string;
  name: string;
  slug: string;
  endDate: string;
  status: string;
  ownerEmail: string;
  ownerName: string;
  leadNotificationsEnabled: boolean;
}

export interface StepState {
  step: RetentionStep;
  done: boolean;
  failed: boolean;
}

export interface EndedEvent {
  id: string;
  userId: string;
  endDate: string;
  steps: StepState[];
}

export interface EventFigures {
  eventId: string;
  name: string;
  newLeads: number;
  totalLeads: number;
  confirmedLeads: number;
}

const EVENT_COLUMNS = `e.id, e.user_id AS "userId", e.name, e.slug, to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.status,
  u.email AS "ownerEmail", u.name AS "ownerName", u.lead_notifications_enabled AS "leadNotificationsEnabled"`;

/**
 * The retention module's own tables (retention_steps, lead_digests, weekly_reports), plus the
 * read-only lookups of events, organisers and lead counts that its jobs need. The worker loads
 * the lead log but not the HTTP modules of events and identity, so these reads are plain SQL;
 * every write to leads goes through LeadPurge, and the only write to events is the final
 * deletion of the event row.
 */
@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- the lifecycle

  /** Events whose end date lies before `today`, with the steps they went through. */
  async endedEvents(manager: EntityManager, today: string, limit = 500): Promise<EndedEvent[]> {
    return manager.query(
      `SELECT e.id, e.user_id AS "userId", to_char(e.end_date, 'YYYY-MM-DD') AS "endDate",
              coalesce(json_agg(json_build_object('step', s.step, 'done', s.done_at IS NOT NULL, 'failed', o.failed_at IS NOT NULL))
                         FILTER (WHERE s.step IS NOT NULL), '[]') AS steps
         FROM events e
         LEFT JOIN retention_steps s ON s.event_id = e.id
         LEFT JOIN outbox_messages o ON o.id = s.outbox_id
        WHERE e.end_date < $1::date
          -- a deletion that failed for good is the admin's (alert); it must not hold up the others
          AND NOT EXISTS (SELECT 1 FROM retention_steps d WHERE d.event_id = e.id AND d.step = 'deleted')
        GROUP BY e.id
        ORDER BY e.end_date, e.id
        LIMIT ${limit}`,
      [today],
    );
  }

  /** Claims a step for the scheduler; false when it was claimed before (another tick, another process). */
  async claimStep(manager: EntityManager, eventId: string, step: RetentionStep, dueAt: Date): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO retention_steps (event_id, step, due_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING step`,
      [eventId, step, dueAt],
    );
    return rows.length === 1;
  }

  async setStepOutbox(manager: EntityManager, eventId: string, step: RetentionStep, outboxId: string): Promise<void> {
    await manager.query(`UPDATE retention_steps SET outbox_id = $3 WHERE event_id = $1 AND step = $2`, [eventId, step, outboxId]);
  }

  /** The claimed step, locked for its job; null when unknown (event deleted). */
  async lockStep(manager: EntityManager, eventId: string, step: RetentionStep): Promise<{ doneAt: Date | null } | null> {
    const [row] = await manager.query(`SELECT done_at AS "doneAt" FROM retention_steps WHERE event_id = $1 AND step = $2 FOR UPDATE`, [eventId, step]);
    return row ?? null;
  }

  async completeStep(manager: EntityManager, eventId: string, step: RetentionStep, outcome: string, at: Date): Promise<void> {
    await manager.query(`UPDATE retention_steps SET done_at = $3, outcome = $4 WHERE event_id = $1 AND step = $2`, [eventId, step, at, outcome]);
  }

  /** Gives a claim back (the end date moved after it was made); the scheduler claims it again when due. */
  async releaseStep(manager: EntityManager, eventId: string, step: RetentionStep): Promise<void> {
    await manager.query(`DELETE FROM retention_steps WHERE event_id = $1 AND step = $2`, [eventId, step]);
  }

  async lockEvent(manager: EntityManager, eventId: string): Promise<LifecycleEvent | null> {
    const [row] = await manager.query(`SELECT ${EVENT_COLUMNS} FROM events e JOIN users u ON u.id = e.user_id WHERE e.id = $1 FOR UPDATE OF e`, [eventId]);
    return row ?? null;
  }

  async leadCount(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM leads WHERE event_id = $1 AND status <> 'erased'`, [eventId]);
    return n;
  }

  /** The last step: the event row goes (its remaining settings and claims cascade). */
  async deleteEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`DELETE FROM events WHERE id = $1`, [eventId]);
  }

  // ---- new-lead mails

  /**
   * Events of organisers who want new-lead mails, with leads newer than their last mail, whose
   * last mail is at least `intervalMs` old.
   */
  async eventsWithNewLeads(manager: EntityManager, now: Date, intervalMs: number): Promise<{ eventId: string; userId: string }[]> {
    return manager.query(
      `SELECT e.id AS "eventId", e.user_id AS "userId"
         FROM events e
         JOIN users u ON u.id = e.user_id AND u.lead_notifications_enabled AND u.is_active
         LEFT JOIN LATERAL (SELECT max(covered_until) AS until FROM lead_digests d WHERE d.event_id = e.id) last ON true
        WHERE (last.until IS NULL OR last.until <= $1::timestamptz - make_interval(secs => $2::double precision / 1000))
          AND EXISTS (SELECT 1 FROM leads l WHERE l.event_id = e.id AND l.status <> 'erased'
                        AND l.created_at <= $1 AND (last.until IS NULL OR l.created_at > last.until))
        LIMIT 1000`,
      [now, intervalMs],
    );
  }

  async claimDigest(manager: EntityManager, eventId: string, bucketStart: Date, coveredUntil: Date): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO lead_digests (event_id, bucket_start, covered_until) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, bucketStart, coveredUntil],
    );
    return rows.length === 1;
  }

  async setDigestOutbox(manager: EntityManager, eventId: string, bucketStart: Date, outboxId: string): Promise<void> {
    await manager.query(`UPDATE lead_digests SET outbox_id = $3 WHERE event_id = $1 AND bucket_start = $2`, [eventId, bucketStart, outboxId]);
  }

  /** The digest locked for its job, with the end of the span the previous digest covered. */
  async lockDigest(manager: EntityManager, eventId: string, bucketStart: Date): Promise<{ coveredUntil: Date; sentAt: Date | null; previousUntil: Date | null } | null> {
    const [row] = await manager.query(
      `SELECT d.covered_until AS "coveredUntil", d.sent_at AS "sentAt",
              (SELECT max(p.covered_until) FROM lead_digests p WHERE p.event_id = d.event_id AND p.covered_until < d.covered_until) AS "previousUntil"
         FROM lead_digests d WHERE d.event_id = $1 AND d.bucket_start = $2 FOR UPDATE OF d`,
      [eventId, bucketStart],
    );
    return row ?? null;
  }

  async countLeadsBetween(manager: EntityManager, eventId: string, after: Date | null, until: Date): Promise<number> {
    const [{ n }] = await manager.query(
      `SELECT count(*)::int AS n FROM leads WHERE event_id = $1 AND status <> 'erased' AND created_at <= $3 AND ($2::timestamptz IS NULL OR created_at > $2)`,
      [eventId, after, until],
    );
    return n;
  }

  async completeDigest(manager: EntityManager, eventId: string, bucketStart: Date, leadCount: number, at: Date): Promise<void> {
    await manager.query(`UPDATE lead_digests SET sent_at = $3, lead_count = $4 WHERE event_id = $1 AND bucket_start = $2`, [eventId, bucketStart, at, leadCount]);
  }

  // ---- weekly reports

  /** Organisers who want the weekly report, have at least one event and have none for `weekStart` yet. */
  async usersDueForReport(manager: EntityManager, weekStart: string): Promise<{ userId: string }[]> {
    return manager.query(
      `SELECT u.id AS "userId" FROM users u
        WHERE u.weekly_reports_enabled AND u.is_active AND u.email_verified_at IS NOT NULL
          AND EXISTS (SELECT 1 FROM events e WHERE e.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM weekly_reports r WHERE r.user_id = u.id AND r.week_start = $1::date)
        LIMIT 1000`,
      [weekStart],
    );
  }

  async claimReport(manager: EntityManager, userId: string, weekStart: string, from: Date, to: Date): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO weekly_reports (user_id, week_start, period_from, period_to) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, weekStart, from, to],
    );
    return rows.length === 1;
  }

  async setReportOutbox(manager: EntityManager, userId: string, weekStart: string, outboxId: string): Promise<void> {
    await manager.query(`UPDATE weekly_reports SET outbox_id = $3 WHERE user_id = $1 AND week_start = $2`, [userId, weekStart, outboxId]);
  }

  async lockReport(
    manager: EntityManager,
    userId: string,
    weekStart: string,
  ): Promise<{ from: Date; to: Date; sentAt: Date | null; email: string; name: string; enabled: boolean } | null> {
    const [row] = await manager.query(
      `SELECT r.period_from AS "from", r.period_to AS "to", r.sent_at AS "sentAt", u.email, u.name, u.weekly_reports_enabled AS enabled
         FROM weekly_reports r JOIN users u ON u.id = r.user_id
        WHERE r.user_id = $1 AND r.week_start = $2 FOR UPDATE OF r`,
      [userId, weekStart],
    );
    return row ?? null;
  }

  /**
   * Per event of the organiser: leads captured in [from, to), all leads and the confirmed ones.
   * Events that are archived or ended before the period and had no new leads are left out.
   */
  async weeklyFigures(manager: EntityManager, userId: string, from: Date, to: Date, fromDate: string): Promise<EventFigures[]> {
    const rows: EventFigures[] = await manager.query(
      `SELECT e.id AS "eventId", e.name,
              count(l.id) FILTER (WHERE l.created_at >= $2 AND l.created_at < $3)::int AS "newLeads",
              count(l.id) FILTER (WHERE l.created_at < $3)::int AS "totalLeads",
              count(l.id) FILTER (WHERE l.created_at < $3 AND l.status = 'confirmed')::int AS "confirmedLeads",
              bool_or(e.status = 'active' AND e.end_date >= $4::date) AS running
         FROM events e
         LEFT JOIN leads l ON l.event_id = e.id AND l.status <> 'erased'
        WHERE e.user_id = $1
        GROUP BY e.id
        ORDER BY e.start_date DESC, e.name`,
      [userId, from, to, fromDate],
    );
    return rows
      .filter((row) => row.newLeads > 0 || (row as EventFigures & { running: boolean }).running)
      .map(({ eventId, name, newLeads, totalLeads, confirmedLeads }) => ({ eventId, name, newLeads, totalLeads, confirmedLeads }));
  }

  async completeReport(manager: EntityManager, userId: string, weekStart: string, at: Date): Promise<void> {
    await manager.query(`UPDATE weekly_reports SET sent_at = $3 WHERE user_id = $1 AND week_start = $2`, [userId, weekStart, at]);
  }
}
