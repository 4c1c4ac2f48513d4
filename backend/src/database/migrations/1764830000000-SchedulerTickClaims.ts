import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per scheduled tick and minute, claimed by the process that runs that minute's tick
 * (issue 17): with several workers every one of them fires each minute, and only the first to
 * claim the minute works. Rows older than a day are purged by the claims themselves.
 */
export class SchedulerTickClaims1764830000000 implements MigrationInterface {
  name = 'SchedulerTickClaims1764830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scheduler_tick_claims (
        tick varchar(40) NOT NULL,
        minute timestamptz NOT NULL,
        claimed_by varchar(200) NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (tick, minute)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scheduler_tick_claims');
  }
}
