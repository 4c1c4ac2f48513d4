import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The deletes of an event's whole lead data for the data lifecycle, in the caller's transaction. */
@Injectable()
export class LeadPurgeRepository {
  /** The event's leads that still hold personal data, with their addresses. */
  async visitors(manager: EntityManager, eventId: string): Promise<{ leadId: string; email: string }[]> {
    const rows: { lead_id: string; email: string }[] = await manager.query(`SELECT lead_id, email FROM lead_personal_data WHERE owner_event_id = $1`, [eventId]);
    return rows.map((row) => ({ leadId: row.lead_id, email: row.email }));
  }

  async counts(manager: EntityManager, eventId: string): Promise<{ total: number; confirmed: number }> {
    const [counts] = await manager.query(
      // erased leads included: they stay in the anonymous totals (issue 19); one erased after confirming counts as confirmed
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed
         FROM leads WHERE event_id = $1`,
      [eventId],
    );
    return counts;
  }

  /** The event's log streams, through the guard's purge switch: on for the delete, off again right after. */
  async deleteStreams(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`SELECT set_config('fairleads.purge_streams', 'on', true)`);
    await manager.query(`DELETE FROM lead_events WHERE owner_event_id = $1`, [eventId]);
    await manager.query(`SELECT set_config('fairleads.purge_streams', 'off', true)`);
  }

  async deleteReadModelAndPersonalData(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`DELETE FROM leads WHERE event_id = $1`, [eventId]);
    await manager.query(`DELETE FROM lead_personal_data WHERE owner_event_id = $1`, [eventId]);
  }

  /** The deletion record: anonymous totals that the public statistics keep counting. */
  async recordDeletedTotals(
    manager: EntityManager,
    totals: { eventId: string; accountId: string; endDate: string; leadCount: number; confirmedCount: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO deleted_event_totals (event_id, account_id, end_date, lead_count, confirmed_count)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING`,
      [totals.eventId, totals.accountId, totals.endDate, totals.leadCount, totals.confirmedCount],
    );
  }
}
