import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface PurgedEvent {
  leadCount: number;
  confirmedCount: number;
  /** The visitors' addresses, so that mails still queued or kept for them can be forgotten too. */
  emails: string[];
}

/**
 * Deletes every lead of an event for the data lifecycle: the log streams (through the guard's
 * purge switch, for this transaction only), the personal data and the read model. What stays
 * is one row of anonymous totals, the deletion record, which the public statistics count.
 */
@Injectable()
export class LeadPurge {
  async purgeEvent(manager: EntityManager, event: { id: string; userId: string; endDate: string }): Promise<PurgedEvent> {
    const emails: { email: string }[] = await manager.query(`SELECT email FROM lead_personal_data WHERE owner_event_id = $1`, [event.id]);
    const [counts] = await manager.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed
         FROM leads WHERE event_id = $1 AND status <> 'erased'`,
      [event.id],
    );
    await manager.query(`SELECT set_config('fairleads.purge_streams', 'on', true)`);
    await manager.query(`DELETE FROM lead_events WHERE owner_event_id = $1`, [event.id]);
    await manager.query(`SELECT set_config('fairleads.purge_streams', 'off', true)`);
    await manager.query(`DELETE FROM leads WHERE event_id = $1`, [event.id]);
    await manager.query(`DELETE FROM lead_personal_data WHERE owner_event_id = $1`, [event.id]);
    await manager.query(
      `INSERT INTO deleted_event_totals (event_id, user_id, end_date, lead_count, confirmed_count)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
      [event.id, event.userId, event.endDate, counts.total, counts.confirmed],
    );
    return { leadCount: counts.total, confirmedCount: counts.confirmed, emails: emails.map((row) => row.email) };
  }
}
