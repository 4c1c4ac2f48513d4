import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CrmConnectionStatus, CrmProvider, CrmTrigger } from '../domain/crm-providers';
import { completeFieldMap, type FieldMap } from '../domain/field-map';

export interface CrmConnectionRecord {
  id: string;
  accountId: string;
  provider: CrmProvider;
  /** The sealed credentials (sealed-secret.ts): only CrmCredentialsSeal opens them. */
  credentials: Buffer;
  accountLabel: string;
  accountRef: string;
  status: CrmConnectionStatus;
  statusMessage: string | null;
  trigger: CrmTrigger;
  eventIds: string[] | null;
  fieldMap: FieldMap;
  createdAt: Date;
  updatedAt: Date;
}

interface ConnectionRow {
  id: string;
  account_id: string;
  provider: CrmProvider;
  credentials: Buffer;
  account_label: string;
  account_ref: string;
  status: CrmConnectionStatus;
  status_message: string | null;
  trigger: CrmTrigger;
  event_ids: string[] | null;
  field_map: Record<string, string | null>;
  created_at: Date;
  updated_at: Date;
}

function toRecord(row: ConnectionRow): CrmConnectionRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    provider: row.provider,
    credentials: row.credentials,
    accountLabel: row.account_label,
    accountRef: row.account_ref,
    status: row.status,
    statusMessage: row.status_message,
    trigger: row.trigger,
    eventIds: row.event_ids,
    fieldMap: completeFieldMap(row.provider, row.field_map),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const COLUMNS = `id, account_id, provider, credentials, account_label, account_ref, status, status_message, trigger, event_ids, field_map, created_at, updated_at`;

/** The statements on crm_connections: one row per account and CRM. */
@Injectable()
export class CrmConnectionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listOwned(accountId: string): Promise<CrmConnectionRecord[]> {
    const rows: ConnectionRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM crm_connections WHERE account_id = $1`, [accountId]);
    return rows.map(toRecord);
  }

  /** `lock`: the row is held for the rest of the transaction (connect, change, disconnect). */
  async findOwned(manager: EntityManager | null, accountId: string, provider: CrmProvider, lock = false): Promise<CrmConnectionRecord | null> {
    const rows: ConnectionRow[] = await (manager ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM crm_connections WHERE account_id = $1 AND provider = $2${lock ? ' FOR UPDATE' : ''}`,
      [accountId, provider],
    );
    return rows.length ? toRecord(rows[0]) : null;
  }

  async findById(manager: EntityManager, id: string): Promise<CrmConnectionRecord | null> {
    const rows: ConnectionRow[] = await manager.query(`SELECT ${COLUMNS} FROM crm_connections WHERE id = $1`, [id]);
    return rows.length ? toRecord(rows[0]) : null;
  }

  /** The account's active connections that take leads of this event. */
  async findTaking(manager: EntityManager, accountId: string, eventId: string): Promise<CrmConnectionRecord[]> {
    const rows: ConnectionRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM crm_connections
        WHERE account_id = $1 AND status = 'active' AND (event_ids IS NULL OR $2::uuid = ANY(event_ids))
        ORDER BY provider`,
      [accountId, eventId],
    );
    return rows.map(toRecord);
  }

  async insert(
    manager: EntityManager,
    connection: { accountId: string; provider: CrmProvider; credentials: Buffer; accountLabel: string; accountRef: string; fieldMap: FieldMap; createdBy: string | null },
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO crm_connections (account_id, provider, credentials, account_label, account_ref, field_map, created_by)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
      [connection.accountId, connection.provider, connection.credentials, connection.accountLabel, connection.accountRef, JSON.stringify(connection.fieldMap), connection.createdBy],
    );
    return rows[0].id;
  }

  /** A new token for the same CRM account: active again, the settings stay. */
  async replaceCredentials(manager: EntityManager, id: string, credentials: Buffer, accountLabel: string): Promise<void> {
    await manager.query(
      `UPDATE crm_connections SET credentials = $2, account_label = $3, status = 'active', status_message = NULL, updated_at = now() WHERE id = $1`,
      [id, credentials, accountLabel],
    );
  }

  /** An event's purge: connections that chose it no longer name it (one that chose only it takes no event). */
  async forgetEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`UPDATE crm_connections SET event_ids = array_remove(event_ids, $1::uuid), updated_at = now() WHERE $1::uuid = ANY(event_ids)`, [eventId]);
  }

  async updateSettings(manager: EntityManager, id: string, settings: { trigger: CrmTrigger; eventIds: string[] | null; fieldMap: FieldMap }): Promise<void> {
    await manager.query(`UPDATE crm_connections SET trigger = $2, event_ids = $3::uuid[], field_map = $4::jsonb, updated_at = now() WHERE id = $1`, [
      id,
      settings.trigger,
      settings.eventIds,
      JSON.stringify(settings.fieldMap),
    ]);
  }

  /** The CRM refused the token during a delivery: no more deliveries until a new token is given. */
  async markUnauthorized(manager: EntityManager, id: string, message: string): Promise<void> {
    await manager.query(`UPDATE crm_connections SET status = 'unauthorized', status_message = $2, updated_at = now() WHERE id = $1`, [id, message]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM crm_connections WHERE id = $1`, [id]);
  }
}
