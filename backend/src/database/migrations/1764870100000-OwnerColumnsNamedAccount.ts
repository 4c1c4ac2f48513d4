import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose owner is an account (the exhibitor), no longer a user. */
const OWNED_TABLES = ['events', 'webhook_endpoints', 'payments', 'billing_profiles', 'deleted_event_totals'] as const;

/** Indexes and constraints named after the old owner column, and their new names. */
const RENAMED_INDEXES: readonly [string, string][] = [
  ['payments_user_idx', 'payments_account_idx'],
  ['webhook_endpoints_user_idx', 'webhook_endpoints_account_idx'],
];
const RENAMED_CONSTRAINTS: readonly [string, string, string][] = [['events', 'events_user_slug_key', 'events_account_slug_key']];

/**
 * An account owns events, webhook endpoints, payments, the billing profile and the totals of
 * deleted events: their user_id becomes account_id (the ids stay; an existing user's account
 * has the user's id). The lead desk's scope notice names the account. The foreign keys keep
 * whatever they point to; their names follow the column wherever they still say user_id.
 */
export class OwnerColumnsNamedAccount1764870100000 implements MigrationInterface {
  name = 'OwnerColumnsNamedAccount1764870100000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of OWNED_TABLES) {
      await q.query(`ALTER TABLE ${table} RENAME COLUMN user_id TO account_id`);
      await renameForeignKeys(q, table, 'user_id', 'account_id');
    }
    for (const [from, to] of RENAMED_INDEXES) await q.query(`ALTER INDEX ${from} RENAME TO ${to}`);
    for (const [table, from, to] of RENAMED_CONSTRAINTS) await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${from} TO ${to}`);
    await q.query(notifyScopeFunction('account_id'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(notifyScopeFunction('user_id'));
    for (const [table, from, to] of RENAMED_CONSTRAINTS) await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${to} TO ${from}`);
    for (const [from, to] of RENAMED_INDEXES) await q.query(`ALTER INDEX ${to} RENAME TO ${from}`);
    for (const table of OWNED_TABLES) {
      await renameForeignKeys(q, table, 'account_id', 'user_id');
      await q.query(`ALTER TABLE ${table} RENAME COLUMN account_id TO user_id`);
    }
  }
}

/** Renames the table's foreign keys called <table>_<from>_fkey, if any (their target may have been changed by an earlier migration). */
async function renameForeignKeys(q: QueryRunner, table: string, from: string, to: string): Promise<void> {
  const rows = (await q.query(`SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f' AND conname = $2`, [
    table,
    `${table}_${from}_fkey`,
  ])) as { conname: string }[];
  for (const { conname } of rows) await q.query(`ALTER TABLE ${table} RENAME CONSTRAINT ${conname} TO ${table}_${to}_fkey`);
}

/** The lead desk's scope notice (1764600000000-LeadDesk.ts): an event's owner changed what its lead list covers. */
function notifyScopeFunction(column: 'account_id' | 'user_id'): string {
  return `
    CREATE OR REPLACE FUNCTION events_notify_scope() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('lead_scopes', OLD.${column}::text);
      ELSE
        PERFORM pg_notify('lead_scopes', NEW.${column}::text);
      END IF;
      RETURN NULL;
    END $$`;
}
