import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { applyLeadEvent } from '../domain/lead-projection';
import { LeadEventData, LeadEventMetadata, LeadEventType, SCHEMA_VERSIONS, StoredLeadEvent } from '../domain/lead-events';
import { Lead } from '../entities/lead.entity';
import { LeadEventRecord } from '../entities/lead-event.entity';

/**
 * The only writer of lead_events and of the leads read model: every append updates the
 * projection in the same transaction. The per-stream version makes concurrent appends to one
 * lead collide (unique violation) instead of interleaving.
 */
@Injectable()
export class LeadStore {
  private writer?: LeadWriter;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `stream.current`: the lead as this transaction read it under its row lock (null for a new
   * lead); the event applies to it at the next version, without reading the row again.
   */
  async append<T extends LeadEventType>(
    manager: EntityManager,
    stream: { leadId: string; ownerEventId: string; current: Lead | null },
    type: T,
    data: LeadEventData[T],
    metadata: LeadEventMetadata,
  ): Promise<Lead> {
    const version = (stream.current?.version ?? 0) + 1;
    const [row] = await manager.query(
      `INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING position::text AS position, occurred_at`,
      [randomUUID(), stream.leadId, version, stream.ownerEventId, type, SCHEMA_VERSIONS[type], data, metadata],
    );
    const stored: StoredLeadEvent = {
      position: row.position,
      eventId: '',
      leadId: stream.leadId,
      version,
      ownerEventId: stream.ownerEventId,
      type,
      schemaVersion: SCHEMA_VERSIONS[type],
      data,
      metadata,
      occurredAt: row.occurred_at,
    };
    const next = applyLeadEvent(stream.current, stored);
    // explicit insert/update: save() would read the row again to find out which
    if (stream.current) await manager.update(Lead, { id: next.id }, next);
    else await manager.insert(Lead, next);
    return next;
  }

  /**
   * A new lead in one statement: its personal data, its LeadCaptured fact and its read-model row
   * (a submit's hot path: one round trip instead of three). The personal data goes in with ON
   * CONFLICT DO NOTHING on (event, e-mail): when the address is on the event already (also one
   * that a concurrent submit committed a moment ago, whose commit this waits for), nothing is
   * written and the answer is null, so the caller takes the repeated-submit path.
   */
  async captureNew(
    manager: EntityManager,
    person: { leadId: string; ownerEventId: string; email: string; name: string | null; customField1: string | null; customField2: string | null },
    data: LeadEventData['LeadCaptured'],
    metadata: LeadEventMetadata,
  ): Promise<Lead | null> {
    const writer = (this.writer ??= leadWriter(this.dataSource));
    const stored: StoredLeadEvent = {
      position: POSITION_FROM_SQL,
      eventId: '',
      leadId: person.leadId,
      version: 1,
      ownerEventId: person.ownerEventId,
      type: 'LeadCaptured',
      schemaVersion: SCHEMA_VERSIONS.LeadCaptured,
      data,
      metadata,
      occurredAt: OCCURRED_AT_FROM_SQL,
    };
    const next = applyLeadEvent(null, stored);
    const parameters: unknown[] = [
      person.leadId,
      person.ownerEventId,
      person.email,
      person.name,
      person.customField1,
      person.customField2,
      randomUUID(),
      SCHEMA_VERSIONS.LeadCaptured,
      data,
      metadata,
    ];
    const values = writer.values(next, parameters, 'f');
    const rows = (await manager.query(
      `WITH p AS (
         INSERT INTO lead_personal_data (lead_id, owner_event_id, email, name, custom_field1, custom_field2)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (owner_event_id, email) DO NOTHING RETURNING lead_id
       ), f AS (
         INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata)
         SELECT $7, p.lead_id, 1, $2, 'LeadCaptured', $8, $9, $10 FROM p
         RETURNING position, occurred_at
       ), l AS (
         INSERT INTO leads (${writer.columns}) SELECT ${values} FROM f
       )
       SELECT position::text AS position, occurred_at FROM f`,
      parameters,
    )) as { position: string; occurred_at: Date }[];
    return rows.length ? withStored(next, rows[0]) : null;
  }

  /**
   * A mail-sent fact (DoiMailSent, WelcomeMailSent) in one statement: the lead's row locked, the
   * fact at its next version, the read model's version, position and sent time as applyLeadEvent
   * sets them (the rebuild gives the same row). false when the lead is gone or erased.
   */
  async appendMailSent(manager: EntityManager, leadId: string, type: 'DoiMailSent' | 'WelcomeMailSent', messageId: string, metadata: LeadEventMetadata): Promise<boolean> {
    const column = type === 'DoiMailSent' ? 'doi_sent_at' : 'welcome_sent_at';
    const rows = (await manager.query(
      `WITH target AS (
         SELECT id, event_id, version FROM leads WHERE id = $1 AND status <> 'erased' FOR UPDATE
       ), facts AS (
         INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata)
         SELECT $2, t.id, t.version + 1, t.event_id, $3, $4, $5, $6 FROM target t
         RETURNING lead_id, version, position, occurred_at
       )
       UPDATE leads l SET version = f.version, last_position = f.position, ${column} = f.occurred_at
         FROM facts f WHERE l.id = f.lead_id RETURNING l.id`,
      [leadId, randomUUID(), type, SCHEMA_VERSIONS[type], { messageId }, metadata],
    )) as unknown;
    return affected(rows) > 0;
  }

  /**
   * One LeadExported fact for each of many leads (an export's rows), in batches: each lead's
   * next version under its row lock, and the read model's version, position and exported_at
   * exactly as applyLeadEvent would set them (the rebuild gives the same rows). Erased leads
   * are skipped. The desk's changed_tx stays: an export changes nothing the desk shows.
   */
  async appendExported(leadIds: readonly string[], data: LeadEventData['LeadExported'], metadata: LeadEventMetadata, batchSize = 5_000): Promise<void> {
    for (let i = 0; i < leadIds.length; i += batchSize) {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `WITH target AS (
             SELECT id, event_id, version FROM leads WHERE id = ANY($1::uuid[]) AND status <> 'erased' ORDER BY id FOR UPDATE
           ), facts AS (
             INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata)
             SELECT gen_random_uuid(), t.id, t.version + 1, t.event_id, 'LeadExported', $2, $3, $4 FROM target t
             RETURNING lead_id, version, position, occurred_at
           )
           UPDATE leads l SET version = f.version, last_position = f.position, exported_at = f.occurred_at
             FROM facts f WHERE l.id = f.lead_id`,
          [leadIds.slice(i, i + batchSize), SCHEMA_VERSIONS.LeadExported, data, metadata],
        );
      });
    }
  }

  /** A lead's stream in order: its consent proof and history. */
  async streamOf(leadId: string, manager: EntityManager = this.dataSource.manager): Promise<StoredLeadEvent[]> {
    const rows = await manager.find(LeadEventRecord, { where: { leadId }, order: { version: 'ASC' } });
    return rows.map(toStored);
  }

  /**
   * Rebuilds the read model from the log, in one transaction: the rows are replaced by what
   * replaying every stream in log order gives. The table lock makes concurrent submits wait for
   * the rebuild and then apply their facts on top, so it is safe while the product runs.
   * The events' rows are key-share locked first, in the order a submit takes its locks (its
   * event row, then leads): a submit holding its event row would otherwise wait for the table
   * lock while the rebuild's inserts wait for that row (their foreign key), a deadlock.
   */
  async rebuildReadModel(batchSize = 5_000): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM events FOR KEY SHARE');
      await manager.query('LOCK TABLE leads IN ACCESS EXCLUSIVE MODE');
      await manager.query('DELETE FROM leads');
      const leads = new Map<string, Lead>();
      let after = '0';
      for (;;) {
        const batch = await manager
          .createQueryBuilder(LeadEventRecord, 'e')
          .where('e.position > :after', { after })
          .orderBy('e.position', 'ASC')
          .limit(batchSize)
          .getMany();
        if (!batch.length) break;
        for (const record of batch) {
          const event = toStored(record);
          leads.set(event.leadId, applyLeadEvent(leads.get(event.leadId) ?? null, event));
        }
        after = batch[batch.length - 1].position;
      }
      const rows = [...leads.values()];
      for (let i = 0; i < rows.length; i += 1_000) await manager.insert(Lead, rows.slice(i, i + 1_000));
      return rows.length;
    });
  }
}

/** Stand-ins for what the fact's INSERT answers (position, occurred_at), where the projection puts them. */
const POSITION_FROM_SQL = '\u0000position';
const OCCURRED_AT_FROM_SQL = new Date(0);

/** The lead with the stand-ins replaced by the stored fact's values. */
function withStored(lead: Lead, row: { position: string; occurred_at: Date }): Lead {
  const out = { ...lead } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (value === POSITION_FROM_SQL) out[key] = row.position;
    else if (value === OCCURRED_AT_FROM_SQL) out[key] = row.occurred_at;
  }
  return out as unknown as Lead;
}

/** For an UPDATE … RETURNING, TypeORM's query() answers [rows, rowCount]. */
function affected(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/**
 * The leads row as an INSERT's column list and a SELECT list of its values: from the entity's
 * metadata (a new column is written too), each value a parameter in the driver's form, except
 * the stand-ins, which read the fact's row (`from`).
 */
interface LeadWriter {
  columns: string;
  values(lead: Lead, parameters: unknown[], from: string): string;
}

function leadWriter(dataSource: DataSource): LeadWriter {
  const metadata = dataSource.getMetadata(Lead);
  const columns = metadata.columns.filter((column) => !column.isVirtual && !column.isGenerated);
  const driver = dataSource.driver;
  return {
    columns: columns.map((column) => driver.escape(column.databaseName)).join(', '),
    values: (lead, parameters, from) =>
      columns
        .map((column) => {
          const value = column.getEntityValue(lead);
          if (value === POSITION_FROM_SQL) return `${from}.position`;
          if (value === OCCURRED_AT_FROM_SQL) return `${from}.occurred_at`;
          parameters.push(driver.preparePersistentValue(value, column));
          return `$${parameters.length}::${column.type === 'varchar' || column.type === 'char' ? 'text' : driver.normalizeType(column)}${column.isArray ? '[]' : ''}`;
        })
        .join(', '),
  };
}

function toStored(record: LeadEventRecord): StoredLeadEvent {
  return {
    position: String(record.position),
    eventId: record.eventId,
    leadId: record.leadId,
    version: record.version,
    ownerEventId: record.ownerEventId,
    type: record.type as LeadEventType,
    schemaVersion: record.schemaVersion,
    data: record.data as never,
    metadata: record.metadata as unknown as LeadEventMetadata,
    occurredAt: record.occurredAt,
  };
}
