import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RetentionStep } from '../domain/retention-schedule';

/** A claimed step and the outbox row of its job (null until the job is enqueued). */
export interface ClaimedStep {
  step: RetentionStep;
  done: boolean;
  outboxId: string | null;
}

/**
 * The retention module's own table, retention_steps: one row per event and step, claimed by
 * the scheduler's tick together with its outbox row and completed by the job. Everything else
 * the lifecycle needs it asks the owners for (events, identity, leads).
 */
@Injectable()
export class RetentionRepository {
  /** The claimed steps of these events. */
  async claimedSteps(manager: EntityManager, eventIds: string[]): Promise<Map<string, ClaimedStep[]>> {
    const rows: (ClaimedStep & { eventId: string })[] = await manager.query(
      `SELECT event_id AS "eventId", step, done_at IS NOT NULL AS done, outbox_id AS "outboxId"
         FROM retention_steps
        WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    const steps = new Map<string, ClaimedStep[]>();
    for (const { eventId, ...step } of rows) steps.set(eventId, [...(steps.get(eventId) ?? []), step]);
    return steps;
  }

  /**
   * Events whose deletion is claimed: queued, or failed for good (the admin's alert). The
   * scheduler leaves them out, so they never hold up the others.
   */
  async deletionClaimed(manager: EntityManager): Promise<string[]> {
    const rows: { eventId: string }[] = await manager.query(`SELECT event_id AS "eventId" FROM retention_steps WHERE step = 'deleted'`);
    return rows.map((row) => row.eventId);
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
}
