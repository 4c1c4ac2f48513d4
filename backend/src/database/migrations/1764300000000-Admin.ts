import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's audit log: who (the admin; kept as null when that account is deleted),
 * what (action, target), when, and details without secrets (never a password or a hash).
 */
export class Admin1764300000000 implements MigrationInterface {
  name = 'Admin1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action varchar(40) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id uuid,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX admin_audit_log_admin_idx ON admin_audit_log (admin_user_id) WHERE admin_user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_audit_log');
  }
}
