import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn credentials) per user; the browsers a user has signed in from (the hash of
 * the `fairleads.browser` cookie), so a sign-in from a new one mails a notice; and what the
 * session list shows of a session row: an id that is not the session id, when it began and when
 * it was last used. connect-pg-simple writes only sid, sess and expire, so the defaults fill the
 * new columns when the row is made (at sign-in: passport gives every sign-in a new row).
 */
export class PasskeysAndSessionList1764880200000 implements MigrationInterface {
  name = 'PasskeysAndSessionList1764880200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        credential_id text NOT NULL CONSTRAINT passkeys_credential_id_key UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) <= 1400),
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        device_type varchar(20) NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
        backed_up boolean NOT NULL DEFAULT false,
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX passkeys_user_idx ON passkeys (user_id)`);

    await q.query(`
      CREATE TABLE user_browsers (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        browser_hash char(64) NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, browser_hash)
      )`);

    await q.query(`
      ALTER TABLE sessions
        ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT sessions_public_id_key UNIQUE,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions DROP COLUMN last_seen_at, DROP COLUMN created_at, DROP COLUMN public_id`);
    await q.query('DROP TABLE user_browsers');
    await q.query('DROP TABLE passkeys');
  }
}
