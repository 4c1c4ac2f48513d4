import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The data lifecycle (retention module): which step of an event's schedule ran, the organiser
 * notifications sent per period, the anonymous totals and deletion record of deleted events
 * (leads module), admin alerts for jobs that failed for good (outbox), and attachments in
 * the dev outbox (mailing).
 *
 * The lead log's erase path already exists: the guard trigger of lead_events lets DELETE
 * through only while `fairleads.purge_streams` is 'on' for the transaction (set_config(...,
 * true)), which only the retention purge does; UPDATE stays refused. This migration restates
 * the guard with that rule unchanged and documents it on the function.
 */
export class Retention1764200000000 implements MigrationInterface {
  name = 'Retention1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      COMMENT ON FUNCTION lead_events_guard() IS
        'lead_events is append-only. DELETE passes only for whole streams whose event is gone (cascade) or while fairleads.purge_streams = on in the deleting transaction (retention purge).'`);

    // one row per event and step: claimed by the scheduler tick (queued), completed by the job
    await q.query(`
      CREATE TABLE retention_steps (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        step varchar(20) NOT NULL CHECK (step IN ('closed', 'backup_notice', 'backup', 'deletion_notice', 'deleted')),
        due_at timestamptz NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        outbox_id uuid,
        done_at timestamptz,
        outcome varchar(20),
        PRIMARY KEY (event_id, step)
      )`);

    // at most one new-lead mail per event and 15-minute span
    await q.query(`
      CREATE TABLE lead_digests (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        bucket_start timestamptz NOT NULL,
        covered_until timestamptz NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        outbox_id uuid,
        lead_count integer,
        sent_at timestamptz,
        PRIMARY KEY (event_id, bucket_start)
      )`);

    // one weekly report per organiser and week (keyed by the Monday that sends it)
    await q.query(`
      CREATE TABLE weekly_reports (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        week_start date NOT NULL,
        period_from timestamptz NOT NULL,
        period_to timestamptz NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        outbox_id uuid,
        sent_at timestamptz,
        PRIMARY KEY (user_id, week_start)
      )`);

    // what stays of a deleted event: no personal data, only counts (public and admin totals)
    await q.query(`
      CREATE TABLE deleted_event_totals (
        event_id uuid PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        end_date date NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        lead_count integer NOT NULL CHECK (lead_count >= 0),
        confirmed_count integer NOT NULL CHECK (confirmed_count >= 0)
      )`);

    // for the admin panel: jobs that failed for good, without personal data
    await q.query(`
      CREATE TABLE admin_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        message text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await q.query(`CREATE INDEX admin_alerts_open_idx ON admin_alerts (created_at DESC) WHERE resolved_at IS NULL`);

    await q.query(`ALTER TABLE dev_mailbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE dev_mailbox DROP COLUMN attachments');
    await q.query('DROP TABLE admin_alerts');
    await q.query('DROP TABLE deleted_event_totals');
    await q.query('DROP TABLE weekly_reports');
    await q.query('DROP TABLE lead_digests');
    await q.query('DROP TABLE retention_steps');
    await q.query('COMMENT ON FUNCTION lead_events_guard() IS NULL');
  }
}
