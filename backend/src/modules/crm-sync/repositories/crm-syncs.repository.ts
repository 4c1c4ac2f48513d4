import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CrmProvider, CrmSyncState } from '../domain/crm-providers';

export interface CrmSyncRecord {
  id: string;
  accountId: string;
  eventId: string;
  leadId: string;
  connectionId: string | null;
  provider: CrmProvider;
  state: CrmSyncState;
  attempts: number;
  lastError: string | null;
  remoteId: string | null;
  remoteUrl: string | null;
  outboxMessageId: string | null;
  syncedAt: Date | null;
  updatedAt: Date;
}

interface SyncRow {
  id: string;
  account_id: string;
  event_id: string;
  lead_id: string;
  connection_id: string | null;
  provider: CrmProvider;
  state: CrmSyncState;
  attempts: number;
  last_error: string | null;
  remote_id: string | null;
  remote_url: string | null;
  outbox_message_id: string | null;
  synced_at: Date | null;
  updated_at: Date;
}

function toRecord(row: SyncRow): CrmSyncRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    eventId: row.event_id,
    leadId: row.lead_id,
    connectionId: row.connection_id,
    provider: row.provider,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    remoteId: row.remote_id,
    remoteUrl: row.remote_url,
    outboxMessageId: row.outbox_message_id,
    syncedAt: row.synced_at,
    updatedAt: row.updated_at,
  };
}

const COLUMNS = `id, account_id, event_id, lead_id, connection_id, provider, state, attempts, last_error, remote_id, remote_url, outbox_message_id, synced_at, updated_at`;

/** The statements on crm_syncs: per lead and CRM, where its delivery stands. */
@Injectable()
export class CrmSyncsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listOfLead(leadId: string, manager?: EntityManager): Promise<CrmSyncRecord[]> {
    const rows: SyncRow[] = await (manager ?? this.dataSource.manager).query(`SELECT ${COLUMNS} FROM crm_syncs WHERE lead_id = $1 ORDER BY provider`, [leadId]);
    return rows.map(toRecord);
  }

  async find(manager: EntityManager, id: string): Promise<CrmSyncRecord | null> {
    const rows: SyncRow[] = await manager.query(`SELECT ${COLUMNS} FROM crm_syncs WHERE id = $1`, [id]);
    return rows.length ? toRecord(rows[0]) : null;
  }

  async findOfLead(manager: EntityManager, leadId: string, provider: CrmProvider, lock = false): Promise<CrmSyncRecord | null> {
    const rows: SyncRow[] = await manager.query(`SELECT ${COLUMNS} FROM crm_syncs WHERE lead_id = $1 AND provider = $2${lock ? ' FOR UPDATE' : ''}`, [leadId, provider]);
    return rows.length ? toRecord(rows[0]) : null;
  }

  /**
   * Puts the lead's delivery to this connection on its way with a new run (`outboxMessageId`):
   * pending, attempts from 0. Sent to another connection before (reconnected to another CRM
   * account): the old record's id does not hold there, so it is forgotten.
   */
  async upsertPending(
    manager: EntityManager,
    sync: { accountId: string; eventId: string; leadId: string; connectionId: string; provider: CrmProvider; outboxMessageId: string },
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO crm_syncs (account_id, event_id, lead_id, connection_id, provider, state, outbox_message_id)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6)
       ON CONFLICT (lead_id, provider) DO UPDATE SET
         state = 'pending', attempts = 0, last_error = NULL, outbox_message_id = EXCLUDED.outbox_message_id, updated_at = now(),
         remote_id = CASE WHEN crm_syncs.connection_id IS NOT DISTINCT FROM EXCLUDED.connection_id THEN crm_syncs.remote_id END,
         remote_url = CASE WHEN crm_syncs.connection_id IS NOT DISTINCT FROM EXCLUDED.connection_id THEN crm_syncs.remote_url END,
         synced_at = CASE WHEN crm_syncs.connection_id IS NOT DISTINCT FROM EXCLUDED.connection_id THEN crm_syncs.synced_at END,
         connection_id = EXCLUDED.connection_id
       RETURNING id`,
      [sync.accountId, sync.eventId, sync.leadId, sync.connectionId, sync.provider, sync.outboxMessageId],
    );
    return rows[0].id;
  }

  /** The run succeeded: the CRM's record is kept; the state only if this run is still the delivery's. */
  async recordSent(manager: EntityManager, id: string, outboxMessageId: string, remote: { remoteId: string; remoteUrl: string }, attempts: number): Promise<void> {
    await manager.query(
      `UPDATE crm_syncs SET remote_id = $3, remote_url = $4, updated_at = now(),
              state = CASE WHEN outbox_message_id = $2 THEN 'sent' ELSE state END,
              synced_at = CASE WHEN outbox_message_id = $2 THEN now() ELSE synced_at END,
              attempts = CASE WHEN outbox_message_id = $2 THEN $5 ELSE attempts END,
              last_error = CASE WHEN outbox_message_id = $2 THEN NULL ELSE last_error END,
              outbox_message_id = CASE WHEN outbox_message_id = $2 THEN NULL ELSE outbox_message_id END
        WHERE id = $1`,
      [id, outboxMessageId, remote.remoteId, remote.remoteUrl, attempts],
    );
  }

  /** A failed run of the delivery's current run: waiting for the next (pending) or given up (failed). */
  async recordFailure(manager: EntityManager, id: string, outboxMessageId: string, failure: { final: boolean; attempts: number; error: string }): Promise<void> {
    await manager.query(
      `UPDATE crm_syncs SET state = $3::varchar, attempts = $4, last_error = $5, updated_at = now(),
              outbox_message_id = CASE WHEN $3::varchar = 'failed' THEN NULL ELSE outbox_message_id END
        WHERE id = $1 AND outbox_message_id = $2`,
      [id, outboxMessageId, failure.final ? 'failed' : 'pending', failure.attempts, failure.error],
    );
  }

  /** Nothing more to send (connection gone, lead erased): a still queued run finds itself replaced. */
  async stop(manager: EntityManager, id: string, outboxMessageId: string | null, reason: string | null): Promise<void> {
    await manager.query(
      `UPDATE crm_syncs SET state = 'stopped', last_error = $3, outbox_message_id = NULL, updated_at = now()
        WHERE id = $1 AND ($2::uuid IS NULL OR outbox_message_id = $2)`,
      [id, outboxMessageId, reason],
    );
  }

  /**
   * An erasure: what waits stops, and every error text of the lead goes (it may quote the
   * person). What was sent keeps the address of the CRM's record: the answer names it.
   */
  async stopForErasure(manager: EntityManager, leadId: string): Promise<CrmSyncRecord[]> {
    // an UPDATE's answer through TypeORM is [rows, count]
    const [rows] = (await manager.query(
      `UPDATE crm_syncs SET last_error = NULL, updated_at = now(),
              state = CASE WHEN state = 'pending' THEN 'stopped' ELSE state END,
              outbox_message_id = NULL
        WHERE lead_id = $1
        RETURNING ${COLUMNS}`,
      [leadId],
    )) as [SyncRow[], number];
    return rows.map(toRecord);
  }

  /** A disconnect: the connection's waiting deliveries stop (their rows stay listed). */
  async stopWaitingOfConnection(manager: EntityManager, connectionId: string, reason: string): Promise<void> {
    await manager.query(
      `UPDATE crm_syncs SET state = 'stopped', last_error = $2, outbox_message_id = NULL, updated_at = now()
        WHERE connection_id = $1 AND state = 'pending'`,
      [connectionId, reason],
    );
  }
}
