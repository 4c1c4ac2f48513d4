import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows belong to the exhibitor (the account), not to a person; the column keeps its name here. */
const ACCOUNT_OWNED: readonly { table: string; onDelete: 'CASCADE' | 'SET NULL' }[] = [
  { table: 'events', onDelete: 'CASCADE' },
  { table: 'webhook_endpoints', onDelete: 'CASCADE' },
  { table: 'payments', onDelete: 'SET NULL' },
  { table: 'billing_profiles', onDelete: 'CASCADE' },
  { table: 'deleted_event_totals', onDelete: 'SET NULL' },
  // the weekly report goes to an account (its first owner reads it), keyed by the account's id
  { table: 'weekly_reports', onDelete: 'CASCADE' },
];

async function pointUserIdAt(q: QueryRunner, target: 'accounts' | 'users'): Promise<void> {
  for (const { table, onDelete } of ACCOUNT_OWNED) {
    await q.query(`
      ALTER TABLE ${table}
        DROP CONSTRAINT ${table}_user_id_fkey,
        ADD CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES ${target}(id) ON DELETE ${onDelete}`);
  }
}

/**
 * Teams (identity): the account is the exhibitor that owns events, credits, payments, the
 * billing profile and webhook endpoints; users are its members with a role (owner, manager,
 * staff). Every user so far becomes an account of the same id with themselves as its owner, so
 * every user_id that named the owner of a row already names its account; the columns are renamed
 * later. Pending self-registrations keep their company slug on the verification token (their
 * account is made on activation); a registration from an invitation names the invitation instead.
 */
export class Accounts1764870000000 implements MigrationInterface {
  name = 'Accounts1764870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        company_slug varchar(50) NOT NULL CONSTRAINT accounts_company_slug_key UNIQUE CHECK (company_slug ~ '^[a-z0-9-]{3,50}$'),
        event_credits integer NOT NULL DEFAULT 0 CHECK (event_credits >= 0),
        free_event_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE account_members (
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role varchar(10) NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, user_id)
      )`);
    await q.query(`CREATE INDEX account_members_user_idx ON account_members (user_id)`);

    // only a SHA-256 of the link's token is stored, like email_verification_tokens
    await q.query(`
      CREATE TABLE account_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        role varchar(10) NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
        token_hash char(64) NOT NULL CONSTRAINT account_invitations_token_hash_key UNIQUE,
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
        withdrawn_at timestamptz
      )`);
    // one open invitation per account and address (an expired one is withdrawn before a new one)
    await q.query(`
      CREATE UNIQUE INDEX account_invitations_open_key ON account_invitations (account_id, email)
        WHERE accepted_at IS NULL AND withdrawn_at IS NULL`);

    await q.query(`
      CREATE TABLE account_audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_name varchar(200) NOT NULL,
        action varchar(40) NOT NULL,
        subject text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_audit_entries_account_idx ON account_audit_entries (account_id, created_at DESC)`);

    await q.query(`
      INSERT INTO accounts (id, name, company_slug, event_credits, free_event_used_at, created_at, updated_at)
      SELECT u.id, left(coalesce(nullif(trim(b.company_name), ''), u.name), 200), u.company_slug, u.event_credits,
             u.free_event_used_at, u.created_at, u.updated_at
        FROM users u LEFT JOIN billing_profiles b ON b.user_id = u.id`);
    await q.query(`INSERT INTO account_members (account_id, user_id, role, joined_at) SELECT id, id, 'owner', created_at FROM users`);
    await pointUserIdAt(q, 'accounts');
    await q.query('ALTER TABLE users DROP COLUMN company_slug, DROP COLUMN event_credits, DROP COLUMN free_event_used_at');

    await q.query(`
      ALTER TABLE email_verification_tokens
        ALTER COLUMN company_slug DROP NOT NULL,
        ADD COLUMN invitation_id uuid REFERENCES account_invitations(id) ON DELETE SET NULL`);
    // the slug a pending registration holds (registration checks it)
    await q.query(`CREATE INDEX email_verification_tokens_slug_idx ON email_verification_tokens (company_slug) WHERE used_at IS NULL`);
  }

  /**
   * Back to one owner per user: an account of a user's id goes back to that user; another account
   * goes to its first owner when that owner has no account of their own id, and is deleted (with
   * its events) otherwise, since a user can hold only one.
   */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMP TABLE account_user_map ON COMMIT DROP AS
      WITH direct AS (SELECT a.id AS account_id, a.id AS user_id FROM accounts a JOIN users u ON u.id = a.id),
           firsts AS (SELECT DISTINCT ON (m.account_id) m.account_id, m.user_id
                        FROM account_members m
                       WHERE m.role = 'owner' AND m.account_id NOT IN (SELECT account_id FROM direct)
                       ORDER BY m.account_id, m.joined_at, m.user_id),
           adopted AS (SELECT DISTINCT ON (user_id) account_id, user_id FROM firsts
                        WHERE user_id NOT IN (SELECT user_id FROM direct) ORDER BY user_id, account_id)
      SELECT account_id, user_id FROM direct UNION ALL SELECT account_id, user_id FROM adopted`);
    await q.query('DELETE FROM accounts WHERE id NOT IN (SELECT account_id FROM account_user_map)');

    await q.query(`DELETE FROM email_verification_tokens WHERE company_slug IS NULL`);
    await q.query(`DROP INDEX email_verification_tokens_slug_idx`);
    await q.query(`ALTER TABLE email_verification_tokens DROP COLUMN invitation_id, ALTER COLUMN company_slug SET NOT NULL`);

    for (const { table } of ACCOUNT_OWNED) await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_user_id_fkey`);
    for (const { table } of ACCOUNT_OWNED) {
      await q.query(
        `UPDATE ${table} t SET user_id = m.user_id FROM account_user_map m WHERE t.user_id = m.account_id AND m.account_id <> m.user_id`,
      );
    }

    await q.query(`ALTER TABLE users ADD COLUMN company_slug varchar(50), ADD COLUMN event_credits integer NOT NULL DEFAULT 0,
                   ADD COLUMN free_event_used_at timestamptz`);
    await q.query(`
      UPDATE users u SET company_slug = a.company_slug, event_credits = a.event_credits, free_event_used_at = a.free_event_used_at
        FROM account_user_map m JOIN accounts a ON a.id = m.account_id
       WHERE u.id = m.user_id`);
    // a member without an account of their own gets a slug nobody has
    await q.query(`UPDATE users SET company_slug = 'u-' || replace(id::text, '-', '') WHERE company_slug IS NULL`);
    await q.query(`
      ALTER TABLE users
        ALTER COLUMN company_slug SET NOT NULL,
        ADD CONSTRAINT users_company_slug_key UNIQUE (company_slug),
        ADD CONSTRAINT users_company_slug_check CHECK (company_slug ~ '^[a-z0-9-]{3,50}$'),
        ADD CONSTRAINT users_event_credits_check CHECK (event_credits >= 0)`);
    for (const { table, onDelete } of ACCOUNT_OWNED) {
      await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE ${onDelete}`);
    }

    await q.query('DROP TABLE account_audit_entries');
    await q.query('DROP TABLE account_invitations');
    await q.query('DROP TABLE account_members');
    await q.query('DROP TABLE accounts');
  }
}
