import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * backup_runs: one row per database backup (`make backup`, the compose `backup` service), written
 * by the backup tool after its dump is complete and verified (ok) or after it failed (error).
 * The worker's health and metrics read the newest good one ('no good backup for 26 hours' is an
 * alert). The dump itself never holds its own row: the row is written after the dump.
 */
export class BackupRuns1764990000000 implements MigrationInterface {
  name = 'BackupRuns1764990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE backup_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        file text,
        bytes bigint,
        sha256 char(64),
        schema_version text,
        encrypted boolean NOT NULL DEFAULT false,
        error text,
        CHECK (ok = (error IS NULL))
      )`);
    await q.query('CREATE INDEX backup_runs_good ON backup_runs (finished_at DESC) WHERE ok');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE backup_runs');
  }
}
