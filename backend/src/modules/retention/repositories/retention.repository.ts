import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ClaimTable } from '../../../common/schedule';
import type { RetentionStep } from '../domain/retention-schedule';

/** A claimed step and the outbox row of its job (null until the job is enqueued). */
export interface ClaimedStep {
  step: RetentionStep;
  done: boolean;
  outboxId: string | null;
}

/** One event's step: the key of a claim in retention_steps. */
export interface StepKey {
  eventId: string;
  step: RetentionStep;
}

/**
 * The retention module's own table, retention_steps: one row per event and step, claimed by
 * the scheduler's tick together with its outbox row and completed by the job. Everything else
 * the lifecycle needs it asks the owners for (events, identity, leads).
 */
@Injectable()
export class RetentionRepository {
  /** The claims: written with due_at, completed with the job's outcome. */
  readonly steps = new ClaimTable<StepKey>({ table: 'retention_steps', key: { eventId: 'event_id', step: 'step' }, doneColumn: 'done_at' });

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
}
