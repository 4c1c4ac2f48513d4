import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The submits' idempotency keys (issue 18): a submissionId made on the visitor's device, once per
 * event, with the answer its first submit got. A repeat within SUBMISSION_ID_DAYS answers that
 * again and records nothing. The submits purge expired keys themselves.
 */
export class SubmissionKeys1764840000000 implements MigrationInterface {
  name = 'SubmissionKeys1764840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE submission_keys (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        submission_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        answer jsonb,
        PRIMARY KEY (event_id, submission_id)
      )`);
    await q.query('CREATE INDEX submission_keys_created_at_idx ON submission_keys (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE submission_keys');
  }
}
