import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { EventEntity, EventStatus, PublishedBy } from '../entities/event.entity';
import type { EventSettings } from '../domain/event-settings';

/** The entity's columns as one SELECT list, and a row of them made into an EventEntity. */
interface RowReader {
  columns: string;
  toEntity(row: Record<string, unknown>): EventEntity;
}

/** The only place that queries the events table. Organiser reads are always scoped by the owning account's id. */
@Injectable()
export class EventsRepository {
  private reader?: RowReader;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(EventEntity);
  }

  /**
   * The reads every form submit makes (the form's event, then the event in the capture's
   * transaction) are written as SQL over the entity's mapped columns: TypeORM's find builds
   * and rewrites its query for each call, about 0.1-0.35 ms of CPU per read of this wide row
   * against 0.03 ms for the mapping alone. The columns and their conversions come from the
   * entity's metadata, so a new column is read here too.
   */
  private async readOne(manager: EntityManager | undefined, where: string, parameters: unknown[], lock = ''): Promise<EventEntity | null> {
    const reader = (this.reader ??= this.rowReader());
    const rows = (await (manager ?? this.dataSource.manager).query(`SELECT ${reader.columns} FROM events WHERE ${where} LIMIT 1${lock}`, parameters)) as Record<string, unknown>[];
    return rows.length ? reader.toEntity(rows[0]) : null;
  }

  private rowReader(): RowReader {
    const metadata = this.dataSource.getMetadata(EventEntity);
    const columns = metadata.columns.filter((column) => !column.isVirtual);
    const driver = this.dataSource.driver;
    return {
      columns: columns.map((column) => driver.escape(column.databaseName)).join(', '),
      toEntity: (row) => {
        const entity = metadata.create() as EventEntity;
        for (const column of columns) column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
        return entity;
      },
    };
  }

  findOwned(accountId: string, id: string, manager?: EntityManager): Promise<EventEntity | null> {
    return this.repo(manager).findOneBy({ id, accountId });
  }

  lockOwned(manager: EntityManager, accountId: string, id: string): Promise<EventEntity | null> {
    return this.repo(manager).findOne({ where: { id, accountId }, lock: { mode: 'pessimistic_write' } });
  }

  lockById(manager: EntityManager, id: string): Promise<EventEntity | null> {
    return this.repo(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * FOR NO KEY UPDATE: excludes the other holders of this lock and writers of the row, but not
   * the KEY SHARE lock that every foreign-key check on the event takes (an append to one of its
   * leads, a new lead), so a transaction holding a lead never waits for this one.
   */
  lockByIdNoKeyUpdate(manager: EntityManager, id: string): Promise<EventEntity | null> {
    return this.readOne(manager, 'id = $1', [id], ' FOR NO KEY UPDATE');
  }

  /** Newest first; all statuses unless one is given. */
  listOwned(accountId: string, status?: EventStatus): Promise<EventEntity[]> {
    return this.repo().find({ where: status ? { accountId, status } : { accountId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  listIdsAndNames(accountId: string): Promise<Pick<EventEntity, 'id' | 'name' | 'updatedAt'>[]> {
    return this.repo().find({ select: { id: true, name: true, updatedAt: true }, where: { accountId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async slugTaken(manager: EntityManager, accountId: string, slug: string, exceptId?: string): Promise<boolean> {
    return this.repo(manager).exists({ where: exceptId ? { accountId, slug, id: Not(exceptId) } : { accountId, slug } });
  }

  findById(id: string, manager?: EntityManager): Promise<EventEntity | null> {
    return this.readOne(manager, 'id = $1', [id]);
  }

  /**
   * The event behind /form/{companySlug}/{eventSlug}, any status, in one read with its account's
   * slug (every form submit asks: one round trip instead of two).
   */
  async findByCompanySlugAndSlug(companySlug: string, slug: string): Promise<EventEntity | null> {
    const reader = (this.reader ??= this.rowReader());
    const rows = (await this.dataSource.query(
      `SELECT ${reader.columns} FROM events WHERE account_id = (SELECT id FROM accounts WHERE company_slug = $1) AND slug = $2 LIMIT 1`,
      [companySlug, slug],
    )) as Record<string, unknown>[];
    return rows.length ? reader.toEntity(rows[0]) : null;
  }

  /** The event behind a QR code's short link, any status. */
  findByShortCode(code: string): Promise<EventEntity | null> {
    return this.readOne(undefined, 'short_code = $1', [code]);
  }

  /** Every event of the installation, any status (the public statistics). */
  countAll(): Promise<number> {
    return this.repo().count();
  }

  /** How many events each account has, any status (the admin panel); accounts without one are missing. */
  async countByAccount(): Promise<{ accountId: string; count: number }[]> {
    const rows: { accountId: string; count: string }[] = await this.dataSource.query('SELECT account_id AS "accountId", count(*) AS count FROM events GROUP BY account_id');
    return rows.map((row) => ({ accountId: row.accountId, count: Number(row.count) }));
  }

  /** Every event, any status, newest first (the admin panel). */
  listAll(): Promise<EventEntity[]> {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Name and owner of these events; ids without an event are left out. */
  findNames(ids: string[]): Promise<Pick<EventEntity, 'id' | 'name' | 'accountId'>[]> {
    return this.repo().find({ where: { id: In(ids) }, select: { id: true, name: true, accountId: true } });
  }

  async deleteById(manager: EntityManager, id: string): Promise<boolean> {
    const result = await this.repo(manager).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** At most `limit` events with this slug in any status, across all companies. */
  findBySlug(slug: string, limit: number): Promise<EventEntity[]> {
    return this.repo().find({ where: { slug }, take: limit });
  }

  /** At most `limit` active events with this slug, across all companies. */
  findActiveBySlug(slug: string, limit: number): Promise<EventEntity[]> {
    return this.repo().find({ where: { slug, status: 'active' }, take: limit });
  }

  async insert(manager: EntityManager, fields: EventSettings & { accountId: string; isFree: boolean; slugFollowsName: boolean }): Promise<EventEntity> {
    const repo = this.repo(manager);
    return repo.save(repo.create(fields));
  }

  /** One UPDATE of the owner's event; `bumpFormVersion` raises form_version in the same statement. */
  async update(
    manager: EntityManager,
    accountId: string,
    id: string,
    fields: Partial<EventSettings> & { slugFollowsName?: boolean },
    bumpFormVersion: boolean,
  ): Promise<void> {
    const values: QueryDeepPartialEntity<EventEntity> = { ...(fields as QueryDeepPartialEntity<EventEntity>) };
    if (bumpFormVersion) values.formVersion = () => 'form_version + 1';
    await this.repo(manager).update({ id, accountId }, values);
  }

  /** The first publication of the form address is kept; later downloads change nothing. */
  async markPublished(id: string, by: PublishedBy): Promise<void> {
    await this.repo().update({ id, publishedAt: IsNull() }, { publishedAt: () => 'now()', publishedBy: by });
  }

  /**
   * Points the owner's event at its uploaded image of a kind (null: none). What visitors see
   * changes, so the form version goes up in the same statement.
   */
  async setImageHash(manager: EntityManager, accountId: string, id: string, kind: 'logo' | 'header', hash: string | null): Promise<void> {
    const column = kind === 'logo' ? 'logoImageHash' : 'headerImageHash';
    await this.repo(manager).update({ id, accountId }, { [column]: hash, formVersion: () => 'form_version + 1' });
  }

  /** The free event becomes a paid one: its lead cap goes; slug, form version and leads stay. */
  async liftLeadCap(manager: EntityManager, accountId: string, id: string): Promise<void> {
    await this.repo(manager).update({ id, accountId, isFree: true }, { isFree: false });
  }

  /** false when the account owns no such event. */
  async setStatus(accountId: string, id: string, status: EventStatus): Promise<boolean> {
    const result = await this.repo().update({ id, accountId }, { status });
    return (result.affected ?? 0) > 0;
  }
}
