import { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity, sessions, the transactional outbox and the local dev mailbox. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL CONSTRAINT users_email_key UNIQUE CHECK (email = lower(email)),
        name varchar(100) NOT NULL,
        company_slug varchar(50) NOT NULL CONSTRAINT users_company_slug_key UNIQUE CHECK (company_slug ~ '^[a-z0-9-]{3,50}$'),
        password_hash text NOT NULL,
        role varchar(20) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'superadmin')),
        is_active boolean NOT NULL DEFAULT true,
        email_verified_at timestamptz,
        event_credits integer NOT NULL DEFAULT 0 CHECK (event_credits >= 0),
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT email_verification_tokens_hash_key UNIQUE,
        name varchar(100) NOT NULL,
        company_slug varchar(50) NOT NULL,
        password_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id)`);

    // connect-pg-simple's table; user_id is derived from the passport session so that deleting
    // a user ends all of their sessions through the foreign key.
    await q.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL,
        user_id uuid GENERATED ALWAYS AS ((sess -> 'passport' ->> 'user')::uuid) STORED
          REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE outbox_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        queue varchar(20) NOT NULL,
        type varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        completed_at timestamptz,
        failed_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE INDEX outbox_messages_pending_idx ON outbox_messages (next_attempt_at)
        WHERE completed_at IS NULL AND failed_at IS NULL`);
    await q.query(`CREATE INDEX outbox_messages_user_idx ON outbox_messages (user_id) WHERE user_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE dev_mailbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id varchar(200) NOT NULL,
        to_address varchar(320) NOT NULL,
        subject varchar(300) NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX dev_mailbox_created_idx ON dev_mailbox (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dev_mailbox');
    await q.query('DROP TABLE outbox_messages');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE email_verification_tokens');
    await q.query('DROP TABLE users');
  }
}
