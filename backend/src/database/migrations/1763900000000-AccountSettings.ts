import { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail notification preferences and the record of the accepted processing agreement (AVV). */
export class AccountSettings1763900000000 implements MigrationInterface {
  name = 'AccountSettings1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN lead_notifications_enabled boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE users ADD COLUMN weekly_reports_enabled boolean NOT NULL DEFAULT true`);
    // one row per account and document version: the proof of when which version was accepted
    await q.query(`
      CREATE TABLE avv_acceptances (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        document_version varchar(20) NOT NULL,
        accepted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, document_version)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE avv_acceptances');
    await q.query('ALTER TABLE users DROP COLUMN weekly_reports_enabled');
    await q.query('ALTER TABLE users DROP COLUMN lead_notifications_enabled');
  }
}
