import type { EntityManager } from 'typeorm';
import type { OutboxEntry, Transaction } from '../outbox/unit-of-work';

/** Where a claim table keeps what: all names are the table's own SQL identifiers. */
export interface ClaimTableLayout<K extends object> {
  table: string;
  /** The column of each field of the table's unique key, e.g. { eventId: 'event_id', step: 'step' }. */
  key: { readonly [F in keyof K]: string };
  /** The column the job sets when it ran (done_at, sent_at): null while the claim is open. */
  doneColumn: string;
}

/** More columns of a claim row to write, by column name (e.g. { due_at: date }, { outcome: 'sent' }). */
export type ClaimColumns = Record<string, unknown>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a column or table name: ${name}`);
  return name;
}

/**
 * A table of claims on scheduled work: one row per unit of work (an event's retention step, a
 * new-lead digest, a weekly report, a limit warning), under a unique key. Whoever decides the
 * work is due (a scheduler's tick, a submit) claims it and enqueues its job in one transaction
 * (enqueueOnce): a second claim of the same key, from another tick or process, finds the row and
 * enqueues nothing. The job locks its claim (lock), checks it is still open and completes it
 * (complete) in the outbox row's transaction, so a second run of the job does nothing.
 */
export class ClaimTable<K extends object> {
  private readonly table: string;
  private readonly keyColumns: string[];
  private readonly done: string;

  constructor(private readonly layout: ClaimTableLayout<K>) {
    this.table = identifier(layout.table);
    this.keyColumns = this.keyFields().map((field) => identifier(layout.key[field]));
    this.done = identifier(layout.doneColumn);
  }

  /**
   * Claims `key` and enqueues `job` in the caller's transaction; the claim then names the job's
   * outbox row (which tells a failed job from a running one). false when the key was claimed
   * before: nothing is enqueued.
   */
  async enqueueOnce(tx: Transaction, key: K, job: OutboxEntry, columns: ClaimColumns = {}): Promise<boolean> {
    if (!(await this.claim(tx.manager, key, columns))) return false;
    const outboxId = await tx.enqueue(job);
    await tx.manager.query(`UPDATE ${this.table} SET outbox_id = $${this.keyColumns.length + 1} WHERE ${this.whereKey()}`, [...this.keyValues(key), outboxId]);
    return true;
  }

  /**
   * The claim, its row locked for the job; null when it is unknown (its event or account was
   * deleted). `done` is whether a job completed it; `select` reads more of the row, by the name
   * the answer gives each column or expression (the row is `c`).
   */
  async lock<R extends object = object>(manager: EntityManager, key: K, select?: { readonly [F in keyof R]: string }): Promise<({ done: boolean } & R) | null> {
    const more = Object.entries<string>(select ?? {}).map(([name, expression]) => `, ${expression} AS "${name}"`);
    const [row] = (await manager.query(
      `SELECT c.${this.done} IS NOT NULL AS done${more.join('')} FROM ${this.table} c WHERE ${this.whereKey('c.')} FOR UPDATE OF c`,
      this.keyValues(key),
    )) as ({ done: boolean } & R)[];
    return row ?? null;
  }

  /** The job ran at `at`: the claim is done, with what the job records (e.g. { outcome: 'sent' }). */
  async complete(manager: EntityManager, key: K, at: Date, columns: ClaimColumns = {}): Promise<void> {
    const sets = [this.done, ...Object.keys(columns).map(identifier)];
    const first = this.keyColumns.length + 1;
    await manager.query(`UPDATE ${this.table} SET ${sets.map((column, i) => `${column} = $${first + i}`).join(', ')} WHERE ${this.whereKey()}`, [
      ...this.keyValues(key),
      at,
      ...Object.values(columns),
    ]);
  }

  /** Gives a claim back (the work is not due after all): the next tick that finds it due claims it again. */
  async release(manager: EntityManager, key: K): Promise<void> {
    await manager.query(`DELETE FROM ${this.table} WHERE ${this.whereKey()}`, this.keyValues(key));
  }

  private async claim(manager: EntityManager, key: K, columns: ClaimColumns): Promise<boolean> {
    const names = [...this.keyColumns, ...Object.keys(columns).map(identifier)];
    const rows = (await manager.query(
      `INSERT INTO ${this.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING RETURNING 1`,
      [...this.keyValues(key), ...Object.values(columns)],
    )) as unknown[];
    return rows.length === 1;
  }

  private keyFields(): (keyof K)[] {
    return Object.keys(this.layout.key) as (keyof K)[];
  }

  private keyValues(key: K): unknown[] {
    return this.keyFields().map((field) => key[field]);
  }

  private whereKey(prefix = ''): string {
    return this.keyColumns.map((column, i) => `${prefix}${column} = $${i + 1}`).join(' AND ');
  }
}
