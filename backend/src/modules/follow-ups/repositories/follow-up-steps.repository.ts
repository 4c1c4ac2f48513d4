import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { FollowUpStepInput } from '../domain/follow-up-steps';
import { FollowUpStep } from '../entities/follow-up-step.entity';

/** An event's follow-up sequence (follow_up_steps). */
@Injectable()
export class FollowUpStepsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The event's steps in order. */
  list(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<FollowUpStep[]> {
    return manager.find(FollowUpStep, { where: { eventId }, order: { position: 'ASC' } });
  }

  find(eventId: string, position: number, manager: EntityManager = this.dataSource.manager): Promise<FollowUpStep | null> {
    return manager.findOne(FollowUpStep, { where: { eventId, position } });
  }

  /**
   * Replaces the event's steps with `steps` (position = index + 1). Two saves of one event at
   * once take turns (a lock for the transaction), so the second replaces the first's list
   * instead of colliding with its rows.
   */
  async replace(manager: EntityManager, eventId: string, steps: readonly FollowUpStepInput[]): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('follow_up_steps:' || $1, 0))`, [eventId]);
    await manager.delete(FollowUpStep, { eventId });
    if (!steps.length) return;
    await manager.insert(
      FollowUpStep,
      steps.map((step, index) => ({
        eventId,
        position: index + 1,
        delayDays: step.delayDays,
        subject: step.subject,
        body: step.body,
        bookingUrl: step.bookingUrl ?? null,
        sendWindow: step.sendWindow ?? null,
      })),
    );
  }
}
