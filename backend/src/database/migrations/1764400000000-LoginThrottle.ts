import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-account login throttle (identity): one row per e-mail key that saw a failed sign-in
 * since its last success. The key is a keyed hash (HMAC) of the normalised address, so the
 * addresses an attacker tries are not kept in plain text. PostgreSQL, not process memory, so
 * every API replica counts on the same rows.
 */
export class LoginThrottle1764400000000 implements MigrationInterface {
  name = 'LoginThrottle1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttles (
        key_hash char(64) PRIMARY KEY,
        failures int NOT NULL,
        window_started_at timestamptz NOT NULL,
        lockouts int NOT NULL,
        locked_until timestamptz,
        last_attempt_at timestamptz NOT NULL
      )`);
    // the purge of idle rows walks this index from its oldest end
    await q.query(`CREATE INDEX login_throttles_last_attempt_idx ON login_throttles (last_attempt_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE login_throttles');
  }
}
