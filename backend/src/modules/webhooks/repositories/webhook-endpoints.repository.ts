import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WebhookDeliveryStatus, WebhookFact } from '@fairleads/shared/webhooks';
import { DataSource, EntityManager } from 'typeorm';

/** An endpoint as the module works with it; the secret never leaves the module but for signing. */
export interface WebhookEndpointRecord {
  id: string;
  accountId: string;
  url: string;
  description: string | null;
  secret: string;
  facts: WebhookFact[];
  eventIds: string[] | null;
  active: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastDelivery: { status: WebhookDeliveryStatus; lastStatusCode: number | null; lastAttemptAt: Date | null } | null;
}

/** The fields an organiser sets. */
export interface WebhookEndpointFields {
  url: string;
  description: string | null;
  facts: WebhookFact[];
  eventIds: string[] | null;
  active: boolean;
}

interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  description: string | null;
  secret: string;
  facts: WebhookFact[];
  event_ids: string[] | null;
  active: boolean;
  disabled_reason: string | null;
  created_at: Date;
  updated_at: Date;
  last_status: WebhookDeliveryStatus | null;
  last_status_code: number | null;
  last_attempt_at: Date | null;
}

function toRecord(row: EndpointRow): WebhookEndpointRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    url: row.url,
    description: row.description,
    secret: row.secret,
    facts: row.facts,
    eventIds: row.event_ids,
    active: row.active,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastDelivery: row.last_status ? { status: row.last_status, lastStatusCode: row.last_status_code, lastAttemptAt: row.last_attempt_at } : null,
  };
}

/** The endpoint's columns with its newest delivery's outcome. */
const SELECT_ENDPOINT = `
  SELECT e.id, e.account_id, e.url, e.description, e.secret, e.facts, e.event_ids, e.active, e.disabled_reason, e.created_at, e.updated_at,
         d.status AS last_status, d.last_status_code, d.last_attempt_at
    FROM webhook_endpoints e
    LEFT JOIN LATERAL (
      SELECT status, last_status_code, last_attempt_at FROM webhook_deliveries
       WHERE endpoint_id = e.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) d ON true`;

/** For an UPDATE or DELETE, TypeORM's query() answers [rows, rowCount]. */
function affected(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** The statements on webhook_endpoints; every organiser statement is scoped to the owning account. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listOwned(accountId: string): Promise<WebhookEndpointRecord[]> {
    const rows: EndpointRow[] = await this.dataSource.query(`${SELECT_ENDPOINT} WHERE e.account_id = $1 ORDER BY e.created_at DESC, e.id`, [accountId]);
    return rows.map(toRecord);
  }

  async findOwned(accountId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<WebhookEndpointRecord | null> {
    const rows: EndpointRow[] = await manager.query(`${SELECT_ENDPOINT} WHERE e.account_id = $1 AND e.id = $2`, [accountId, id]);
    return rows.length ? toRecord(rows[0]) : null;
  }

  /**
   * The owner's endpoints counted under a per-owner transaction lock, so that two creations at
   * once cannot both pass the limit.
   */
  async countOwnedLocked(manager: EntityManager, accountId: string): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`, [accountId]);
    const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1`, [accountId])) as { n: number }[];
    return n;
  }

  async insert(manager: EntityManager, accountId: string, fields: WebhookEndpointFields, secret: string): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO webhook_endpoints (account_id, url, description, secret, facts, event_ids, active)
       VALUES ($1, $2, $3, $4, $5::text[], $6::uuid[], $7) RETURNING id`,
      [accountId, fields.url, fields.description, secret, fields.facts, fields.eventIds, fields.active],
    )) as { id: string }[];
    return row.id;
  }

  /** Turning an endpoint on again clears why it was turned off. false: no such endpoint of the owner. */
  async update(manager: EntityManager, accountId: string, id: string, fields: WebhookEndpointFields): Promise<boolean> {
    const result: unknown = await manager.query(
      `UPDATE webhook_endpoints
          SET url = $3, description = $4, facts = $5::text[], event_ids = $6::uuid[], active = $7,
              disabled_reason = CASE WHEN $7 THEN NULL ELSE disabled_reason END, updated_at = now()
        WHERE account_id = $1 AND id = $2`,
      [accountId, id, fields.url, fields.description, fields.facts, fields.eventIds, fields.active],
    );
    return affected(result) > 0;
  }

  /** Its deliveries go with it (ON DELETE CASCADE); a run still queued for one finds nothing to send. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const result: unknown = await this.dataSource.query(`DELETE FROM webhook_endpoints WHERE account_id = $1 AND id = $2`, [accountId, id]);
    return affected(result) > 0;
  }

  /** The owner's active endpoints that take this fact of this event. */
  async findSubscribed(manager: EntityManager, accountId: string, fact: string, eventId: string): Promise<{ id: string }[]> {
    return manager.query(
      `SELECT id FROM webhook_endpoints
        WHERE account_id = $1 AND active AND $2 = ANY(facts) AND (event_ids IS NULL OR $3::uuid = ANY(event_ids))
        ORDER BY created_at`,
      [accountId, fact, eventId],
    );
  }

  /**
   * A deleted event leaves the endpoints that chose it, so that their form can be saved again
   * (it sends only the owner's existing events). One whose every event went takes none.
   */
  async forgetEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(
      `UPDATE webhook_endpoints SET event_ids = array_remove(event_ids, $1::uuid), updated_at = now() WHERE $1::uuid = ANY(event_ids)`,
      [eventId],
    );
  }

  /**
   * Whether the endpoint is on, read under a share lock: a switch-on running at the same time is
   * waited for, and one that comes later waits for the caller's transaction.
   */
  async isActiveLocked(manager: EntityManager, id: string): Promise<boolean> {
    const rows: { active: boolean }[] = await manager.query(`SELECT active FROM webhook_endpoints WHERE id = $1 FOR SHARE`, [id]);
    return rows[0]?.active ?? false;
  }

  /** The receiver said 410 Gone: no more deliveries until the organiser turns the endpoint on again. */
  async disable(manager: EntityManager, id: string, reason: string): Promise<void> {
    await manager.query(`UPDATE webhook_endpoints SET active = false, disabled_reason = $2, updated_at = now() WHERE id = $1`, [id, reason]);
  }
}
