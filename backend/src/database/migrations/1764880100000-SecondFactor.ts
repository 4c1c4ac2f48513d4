import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The second factor: a user's TOTP secret (encrypted, see identity/domain/second-factor.ts; pending
 * until the first code enables it), their single-use recovery codes (only as keyed hashes), and the
 * owner's setting that every member of an account needs one.
 */
export class SecondFactor1764880100000 implements MigrationInterface {
  name = 'SecondFactor1764880100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE totp_factors (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_encrypted bytea NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recovery_codes_user_code_unique UNIQUE (user_id, code_hash)
      )`);
    await q.query(`ALTER TABLE accounts ADD COLUMN require_second_factor boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts DROP COLUMN require_second_factor`);
    await q.query(`DROP TABLE recovery_codes`);
    await q.query(`DROP TABLE totp_factors`);
  }
}
