import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in before the latest one (identity): the dashboard greets 'Willkommen' in an
 * organiser's first session and 'Willkommen zurück' once they have signed in before, on any
 * device. Accounts that have signed in already count as returning.
 */
export class PreviousLogin1764812000000 implements MigrationInterface {
  name = 'PreviousLogin1764812000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN previous_login_at timestamptz');
    await q.query('UPDATE users SET previous_login_at = last_login_at WHERE last_login_at IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN previous_login_at');
  }
}
