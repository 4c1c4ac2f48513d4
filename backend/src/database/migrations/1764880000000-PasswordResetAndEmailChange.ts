import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The links of a password reset and of an e-mail change (identity). Only a SHA-256 of the link's
 * token is stored, like email_verification_tokens. A row is spent once: used, or superseded by a
 * newer request of the same user. Spent reset rows stay until the user's next request an hour or
 * more later, so the reset mails of the last hour can be counted per user.
 */
export class PasswordResetAndEmailChange1764880000000 implements MigrationInterface {
  name = 'PasswordResetAndEmailChange1764880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT password_reset_tokens_hash_key UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        superseded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at)`);

    await q.query(`
      CREATE TABLE email_change_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CONSTRAINT email_change_tokens_hash_key UNIQUE,
        new_email varchar(254) NOT NULL CHECK (new_email = lower(new_email)),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        superseded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE email_change_tokens');
    await q.query('DROP TABLE password_reset_tokens');
  }
}
