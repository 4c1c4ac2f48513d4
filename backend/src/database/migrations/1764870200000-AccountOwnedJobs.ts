import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs and mails about an account's events belong to the account, not to a user: the outbox gets
 * `account_id` (a pending visitor mail, webhook delivery or notice goes with the account), and the
 * weekly report is one per account and week. Until now both held the owner's user id, which for
 * every account made before teams is also its account id: those rows keep working as they are.
 */
export class AccountOwnedJobs1764870200000 implements MigrationInterface {
  name = 'AccountOwnedJobs1764870200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN account_id uuid REFERENCES accounts(id) ON DELETE CASCADE`);
    await q.query(`UPDATE outbox_messages o SET account_id = o.user_id WHERE o.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = o.user_id)`);
    await q.query(`CREATE INDEX outbox_messages_account_idx ON outbox_messages (account_id) WHERE account_id IS NOT NULL`);
    await q.query(`ALTER TABLE weekly_reports RENAME COLUMN user_id TO account_id`);
    await q.query(`ALTER TABLE weekly_reports RENAME CONSTRAINT weekly_reports_user_id_fkey TO weekly_reports_account_id_fkey`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE weekly_reports RENAME CONSTRAINT weekly_reports_account_id_fkey TO weekly_reports_user_id_fkey`);
    await q.query(`ALTER TABLE weekly_reports RENAME COLUMN account_id TO user_id`);
    await q.query(`DROP INDEX outbox_messages_account_idx`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN account_id`);
  }
}
