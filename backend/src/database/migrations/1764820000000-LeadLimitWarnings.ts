import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The warnings before the free event's lead cap (issue 16): one mail when the event reaches 8 of
 * its 10 leads and one when it reaches 10. A row per event and count is claimed by the submit
 * that reaches it, with the mail job's outbox row, in the lead's transaction; the primary key
 * makes each warning once per event, also when leads are erased and the count is reached again.
 * The job completes the row (outcome 'sent', or 'upgraded' when the cap was lifted meanwhile).
 */
export class LeadLimitWarnings1764820000000 implements MigrationInterface {
  name = 'LeadLimitWarnings1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lead_limit_warnings (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        lead_count integer NOT NULL CHECK (lead_count > 0),
        queued_at timestamptz NOT NULL DEFAULT now(),
        outbox_id uuid,
        done_at timestamptz,
        outcome varchar(20) CHECK (outcome IN ('sent', 'upgraded')),
        PRIMARY KEY (event_id, lead_count)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE lead_limit_warnings');
  }
}
