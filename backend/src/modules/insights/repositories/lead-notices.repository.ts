import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The notices' own tables: lead_digests (one new-lead mail per event and 15-minute span),
 * weekly_reports (one report per organiser and week) and lead_limit_warnings (one warning per
 * free event and lead count). A row is claimed together with its outbox row (by the scheduler's
 * tick, or by the submit that reaches the count) and completed by its job.
 */
@Injectable()
export class LeadNoticesRepository {
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

  async completeDigest(manager: EntityManager, eventId: string, bucketStart: Date, leadCount: number, at: Date): Promise<void> {
    await manager.query(`UPDATE lead_digests SET sent_at = $3, lead_count = $4 WHERE event_id = $1 AND bucket_start = $2`, [eventId, bucketStart, at, leadCount]);
  }

  // ---- weekly reports

  /** Of these organisers, those who have no report for `weekStart` yet. */
  async notReported(manager: EntityManager, userIds: string[], weekStart: string): Promise<string[]> {
    const rows: { userId: string }[] = await manager.query(
      `SELECT u.id AS "userId" FROM unnest($2::uuid[]) AS u(id)
        WHERE NOT EXISTS (SELECT 1 FROM weekly_reports r WHERE r.user_id = u.id AND r.week_start = $1::date)
        LIMIT 1000`,
      [weekStart, userIds],
    );
    return rows.map((row) => row.userId);
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

  /** The report locked for its job; null when unknown (the account was deleted). */
  async lockReport(manager: EntityManager, userId: string, weekStart: string): Promise<{ from: Date; to: Date; sentAt: Date | null } | null> {
    const [row] = await manager.query(
      `SELECT period_from AS "from", period_to AS "to", sent_at AS "sentAt" FROM weekly_reports WHERE user_id = $1 AND week_start = $2 FOR UPDATE`,
      [userId, weekStart],
    );
    return row ?? null;
  }

  async completeReport(manager: EntityManager, userId: string, weekStart: string, at: Date): Promise<void> {
    await manager.query(`UPDATE weekly_reports SET sent_at = $3 WHERE user_id = $1 AND week_start = $2`, [userId, weekStart, at]);
  }

  // ---- warnings before the free event's lead cap

  /** true when this call claimed the warning (the first to reach `leadCount` on this event). */
  async claimLimitWarning(manager: EntityManager, eventId: string, leadCount: number): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO lead_limit_warnings (event_id, lead_count) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, leadCount],
    );
    return rows.length === 1;
  }

  async setLimitWarningOutbox(manager: EntityManager, eventId: string, leadCount: number, outboxId: string): Promise<void> {
    await manager.query(`UPDATE lead_limit_warnings SET outbox_id = $3 WHERE event_id = $1 AND lead_count = $2`, [eventId, leadCount, outboxId]);
  }

  /** The warning locked for its job; null when unknown (the event was deleted). */
  async lockLimitWarning(manager: EntityManager, eventId: string, leadCount: number): Promise<{ doneAt: Date | null } | null> {
    const [row] = await manager.query(`SELECT done_at AS "doneAt" FROM lead_limit_warnings WHERE event_id = $1 AND lead_count = $2 FOR UPDATE`, [eventId, leadCount]);
    return row ?? null;
  }

  async completeLimitWarning(manager: EntityManager, eventId: string, leadCount: number, outcome: 'sent' | 'upgraded', at: Date): Promise<void> {
    await manager.query(`UPDATE lead_limit_warnings SET done_at = $3, outcome = $4 WHERE event_id = $1 AND lead_count = $2`, [eventId, leadCount, at, outcome]);
  }
}
