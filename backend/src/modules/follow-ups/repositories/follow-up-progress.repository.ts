import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SendWindow } from '../domain/follow-up-schedule';
import type { FollowUpStepStatus } from '../domain/follow-up-steps';
import { FollowUpLead } from '../entities/follow-up-lead.entity';
import { FollowUpSend } from '../entities/follow-up-send.entity';

/** A lead whose next step the tick found due (its row locked for the tick's transaction). */
export interface DueFollowUp {
  leadId: string;
  eventId: string;
  accountId: string;
  step: number;
  confirmedAt: Date;
  enrolledAt: Date;
  delayDays: number;
  sendWindow: SendWindow | null;
}

/** The leads' progress through their follow-ups (follow_up_leads) and each claimed step (follow_up_sends). */
@Injectable()
export class FollowUpProgressRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A confirmed lead's row; a second announcement of the same lead changes nothing. */
  async enrol(manager: EntityManager, lead: { leadId: string; eventId: string; confirmedAt: Date }, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO follow_up_leads (lead_id, event_id, confirmed_at, enrolled_at) VALUES ($1, $2, $3, $4) ON CONFLICT (lead_id) DO NOTHING`,
      [lead.leadId, lead.eventId, lead.confirmedAt, now],
    );
  }

  lockLead(manager: EntityManager, leadId: string): Promise<FollowUpLead | null> {
    return manager.findOne(FollowUpLead, { where: { leadId }, lock: { mode: 'pessimistic_write' } });
  }

  /** When the lead's follow-ups were stopped (null: running, or the lead has none). */
  async stoppedAt(leadId: string): Promise<Date | null> {
    const row = await this.dataSource.getRepository(FollowUpLead).findOne({ where: { leadId }, select: { leadId: true, stoppedAt: true } });
    return row?.stoppedAt ?? null;
  }

  /** How many follow-ups the lead received (its highest sent step; 0 for none). */
  async receivedCount(manager: EntityManager, leadId: string): Promise<number> {
    const [row] = (await manager.query(`SELECT coalesce(max(step), 0)::int AS n FROM follow_up_sends WHERE lead_id = $1 AND sent_at IS NOT NULL`, [leadId])) as { n: number }[];
    return row.n;
  }

  /** Stops a lead's further follow-ups; false when it was stopped before. */
  async stop(manager: EntityManager, leadId: string, reason: 'unsubscribed' | 'erased', afterStep: number, at: Date): Promise<boolean> {
    const [, changed] = (await manager.query(
      `UPDATE follow_up_leads SET stopped_at = $2, stop_reason = $3, stopped_after_step = $4 WHERE lead_id = $1 AND stopped_at IS NULL`,
      [leadId, at, reason, afterStep],
    )) as [unknown[], number];
    return changed > 0;
  }

  /**
   * The leads whose next position is due at `now` (confirmed_at + delay, not before enrolment) and
   * inside its send window, not stopped, whose earlier mails have all been sent or skipped (so the
   * steps go out in order), their rows locked and skipping rows another tick holds. The window
   * is also checked in SQL so that rows waiting for theirs never fill the batch.
   */
  async due(manager: EntityManager, now: Date, limit: number): Promise<DueFollowUp[]> {
    const rows = (await manager.query(
      `SELECT f.lead_id, f.event_id, e.account_id, s.position, f.confirmed_at, f.enrolled_at, s.delay_days, s.send_window
         FROM follow_up_leads f
         JOIN follow_up_steps s ON s.event_id = f.event_id AND s.position = f.steps_sent + 1
         JOIN events e ON e.id = f.event_id
        WHERE f.stopped_at IS NULL
          AND greatest(f.confirmed_at + s.delay_days * interval '24 hours', f.enrolled_at) <= $1
          AND NOT EXISTS (SELECT 1 FROM follow_up_sends x WHERE x.lead_id = f.lead_id AND x.sent_at IS NULL AND x.skipped_reason IS NULL)
          AND (s.send_window IS NULL OR (
                s.send_window->'days' @> to_jsonb(extract(isodow FROM $1::timestamptz AT TIME ZONE (s.send_window->>'timeZone'))::int)
            AND to_char($1::timestamptz AT TIME ZONE (s.send_window->>'timeZone'), 'HH24:MI') >= s.send_window->>'from'
            AND to_char($1::timestamptz AT TIME ZONE (s.send_window->>'timeZone'), 'HH24:MI') < s.send_window->>'to'))
        ORDER BY greatest(f.confirmed_at + s.delay_days * interval '24 hours', f.enrolled_at)
        LIMIT $2
        FOR UPDATE OF f SKIP LOCKED`,
      [now, limit],
    )) as {
      lead_id: string;
      event_id: string;
      account_id: string;
      position: number;
      confirmed_at: Date;
      enrolled_at: Date;
      delay_days: number;
      send_window: SendWindow | null;
    }[];
    return rows.map((row) => ({
      leadId: row.lead_id,
      eventId: row.event_id,
      accountId: row.account_id,
      step: Number(row.position),
      confirmedAt: row.confirmed_at,
      enrolledAt: row.enrolled_at,
      delayDays: row.delay_days,
      sendWindow: row.send_window,
    }));
  }

  /** Claims the step for the lead (false: claimed before) and raises the lead's progress to it. */
  async claim(manager: EntityManager, due: Pick<DueFollowUp, 'leadId' | 'eventId' | 'step'>, now: Date): Promise<boolean> {
    const claimed = (await manager.query(
      `INSERT INTO follow_up_sends (lead_id, step, event_id, claimed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING lead_id`,
      [due.leadId, due.step, due.eventId, now],
    )) as unknown[];
    if (!claimed.length) return false;
    await manager.query(`UPDATE follow_up_leads SET steps_sent = greatest(steps_sent, $2), last_sent_at = $3 WHERE lead_id = $1`, [due.leadId, due.step, now]);
    return true;
  }

  async nameOutboxRow(manager: EntityManager, leadId: string, step: number, outboxId: string): Promise<void> {
    await manager.update(FollowUpSend, { leadId, step }, { outboxId });
  }

  lockSend(manager: EntityManager, leadId: string, step: number): Promise<FollowUpSend | null> {
    return manager.findOne(FollowUpSend, { where: { leadId, step }, lock: { mode: 'pessimistic_write' } });
  }

  async markSent(manager: EntityManager, leadId: string, step: number, messageId: string, at: Date): Promise<void> {
    await manager.update(FollowUpSend, { leadId, step }, { sentAt: at, messageId });
  }

  async markSkipped(manager: EntityManager, leadId: string, step: number, reason: string): Promise<void> {
    await manager.update(FollowUpSend, { leadId, step }, { skippedReason: reason });
  }

  /** The first click on a sent step's booking button; false for a later one (or a step the lead never got). */
  async click(manager: EntityManager, leadId: string, step: number, at: Date): Promise<boolean> {
    // an UPDATE answers [rows, affected count]
    const [, changed] = (await manager.query(
      `UPDATE follow_up_sends SET clicked_at = $3 WHERE lead_id = $1 AND step = $2 AND sent_at IS NOT NULL AND clicked_at IS NULL`,
      [leadId, step, at],
    )) as [unknown[], number];
    return changed > 0;
  }

  /** Per position 1…`steps`: leads waiting for it, mailed it, unsubscribed right after it, clicked its button. */
  async status(eventId: string, steps: number): Promise<FollowUpStepStatus[]> {
    if (!steps) return [];
    const rows = (await this.dataSource.query(
      `SELECT p.step,
              (SELECT count(*) FROM follow_up_leads f WHERE f.event_id = $1 AND f.stopped_at IS NULL
                  AND (f.steps_sent < p.step OR EXISTS (SELECT 1 FROM follow_up_sends x WHERE x.lead_id = f.lead_id AND x.step = p.step AND x.sent_at IS NULL AND x.skipped_reason IS NULL)))::int AS scheduled,
              (SELECT count(*) FROM follow_up_sends x WHERE x.event_id = $1 AND x.step = p.step AND x.sent_at IS NOT NULL)::int AS sent,
              (SELECT count(*) FROM follow_up_leads f WHERE f.event_id = $1 AND f.stop_reason = 'unsubscribed' AND f.stopped_after_step = p.step)::int AS unsubscribed,
              (SELECT count(*) FROM follow_up_sends x WHERE x.event_id = $1 AND x.step = p.step AND x.clicked_at IS NOT NULL)::int AS clicked
         FROM generate_series(1, $2::int) AS p(step)
        ORDER BY p.step`,
      [eventId, steps],
    )) as FollowUpStepStatus[];
    return rows;
  }
}
