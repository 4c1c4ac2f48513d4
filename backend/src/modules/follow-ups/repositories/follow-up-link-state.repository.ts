import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** A lead's follow-up state as the way out reads it; null: the lead has no follow-up row. */
export interface FollowUpLeadState {
  stoppedAt: Date | null;
  stopReason: 'unsubscribed' | 'erased' | null;
}

/**
 * The visitor links' reads and writes on the follow-up tables (follow_up_leads, follow_up_steps,
 * follow_up_sends; the contract in docs/architecture.md, "Follow-ups").
 */
@Injectable()
export class FollowUpLinkStateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async leadState(leadId: string): Promise<FollowUpLeadState | null> {
    const [row] = (await this.dataSource.query('SELECT stopped_at, stop_reason FROM follow_up_leads WHERE lead_id = $1', [leadId])) as {
      stopped_at: Date | null;
      stop_reason: FollowUpLeadState['stopReason'];
    }[];
    return row ? { stoppedAt: row.stopped_at, stopReason: row.stop_reason } : null;
  }

  /** Stops the lead's follow-ups after the steps it got; false when they were stopped already (or it has none). */
  async stopUnsubscribed(leadId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE follow_up_leads SET stopped_at = now(), stop_reason = 'unsubscribed', stopped_after_step = steps_sent
        WHERE lead_id = $1 AND stopped_at IS NULL RETURNING lead_id`,
      [leadId],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  /** The step's booking address, null for a step without one or no such step. */
  async bookingUrl(eventId: string, step: number): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT booking_url FROM follow_up_steps WHERE event_id = $1 AND position = $2', [eventId, step])) as {
      booking_url: string | null;
    }[];
    return row?.booking_url ?? null;
  }

  /** Marks the step's mail as clicked, once: true for the first click. */
  async markClicked(manager: EntityManager, leadId: string, step: number): Promise<boolean> {
    const rows = (await manager.query('UPDATE follow_up_sends SET clicked_at = now() WHERE lead_id = $1 AND step = $2 AND clicked_at IS NULL RETURNING lead_id', [
      leadId,
      step,
    ])) as [unknown[], number];
    return rows[1] > 0;
  }
}
