import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Lead } from '../entities/lead.entity';
import { LeadPersonalData } from '../entities/lead-personal-data.entity';

/** Reads of the read model and the personal data (the writes go through LeadStore). */
@Injectable()
export class LeadQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPersonalByEmail(manager: EntityManager, ownerEventId: string, email: string): Promise<LeadPersonalData | null> {
    return manager.findOne(LeadPersonalData, { where: { ownerEventId, email }, lock: { mode: 'pessimistic_write' } });
  }

  findPersonal(leadId: string, manager: EntityManager = this.dataSource.manager): Promise<LeadPersonalData | null> {
    return manager.findOneBy(LeadPersonalData, { leadId });
  }

  async insertPersonal(manager: EntityManager, data: LeadPersonalData): Promise<void> {
    await manager.insert(LeadPersonalData, data);
  }

  /** Erasure: the lead's personal data (address, name, answers, note) goes for good. */
  async deletePersonal(manager: EntityManager, leadId: string): Promise<void> {
    await manager.delete(LeadPersonalData, { leadId });
  }

  async updateNote(manager: EntityManager, leadId: string, note: string | null): Promise<void> {
    await manager.update(LeadPersonalData, { leadId }, { note });
  }

  findLead(leadId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Lead | null> {
    return manager.findOne(Lead, { where: { id: leadId }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
  }

  findByTokenHash(tokenHash: string): Promise<Lead | null> {
    return this.dataSource.manager.findOne(Lead, { where: { confirmationTokenHash: tokenHash } });
  }

  findByTokenHashForUpdate(manager: EntityManager, tokenHash: string): Promise<Lead | null> {
    return manager.findOne(Lead, { where: { confirmationTokenHash: tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether a stand device captured the lead (its LeadCaptured fact names the device). */
  async capturedByDevice(leadId: string, deviceId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM lead_events WHERE lead_id = $1 AND version = 1 AND type = 'LeadCaptured' AND data->>'standDeviceId' = $2`,
      [leadId, deviceId],
    )) as unknown[];
    return rows.length === 1;
  }

  /** The event's leads that are not erased. */
  async countActive(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM leads WHERE event_id = $1 AND status <> 'erased'`, [eventId]);
    return n;
  }

  /**
   * Leads that count against a free event's cap: every lead captured, an erased one too, so that
   * erasing leads (after an export) makes no room for more on a free event.
   */
  async countCaptured(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM leads WHERE event_id = $1`, [eventId]);
    return n;
  }

  /**
   * Every lead the installation captured (the public statistics): an erased lead stays in it as
   * an anonymous count (issue 19), and so do the leads of events deleted by the data lifecycle.
   */
  async countAllCaptured(): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT ((SELECT count(*) FROM leads)
             + (SELECT coalesce(sum(lead_count), 0) FROM deleted_event_totals))::int AS n`,
    );
    return n;
  }

  /** Per event: non-erased leads, the confirmed ones, and all captured (erased too); events without leads are missing from the map. */
  async countsByEvent(eventIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, { total: number; confirmed: number; captured: number }>> {
    const rows: { event_id: string; total: number; confirmed: number; captured: number }[] = await manager.query(
      `SELECT event_id, count(*) FILTER (WHERE status <> 'erased')::int AS total, count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*)::int AS captured
         FROM leads WHERE event_id = ANY($1) GROUP BY event_id`,
      [eventIds],
    );
    return new Map(rows.map((r) => [r.event_id, { total: r.total, confirmed: r.confirmed, captured: r.captured }]));
  }

  /** The admin panel's totals: stored leads that are not erased, and how many of them arrived since `since`. */
  async adminTotals(since: Date): Promise<{ totalLeads: number; leadsSince: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS "totalLeads", count(*) FILTER (WHERE created_at >= $1)::int AS "leadsSince"
         FROM leads WHERE status <> 'erased'`,
      [since],
    );
    return row;
  }

  /** Events deleted by the data lifecycle (they still count in the totals). */
  async countDeletedEvents(): Promise<number> {
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM deleted_event_totals`);
    return n;
  }

  /** The newest fact of the given events' leads: changes whenever any of their leads does. */
  async latestPosition(eventIds: string[]): Promise<string> {
    if (!eventIds.length) return '0';
    const [{ position }] = await this.dataSource.query(
      `SELECT coalesce(max(m.position), 0)::text AS position
         FROM unnest($1::uuid[]) AS e(id)
         CROSS JOIN LATERAL (SELECT position FROM lead_events WHERE owner_event_id = e.id ORDER BY position DESC LIMIT 1) m`,
      [eventIds],
    );
    return position;
  }
}
