import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Follow-ups (module follow-ups): an event's sequence of up to three mails after a lead's
 * confirmation, who gets them and what went out.
 *
 * - follow_up_steps: the sequence, one row per position (1–3), with the event.
 * - follow_up_leads: one row per confirmed lead, with its progress (steps_sent) and why it stopped.
 * - follow_up_sends: one row per lead and step that the tick claimed (PK: a step goes out once,
 *   also with two workers), naming the mail job's outbox row; sent, skipped or clicked.
 *
 * No foreign key to `leads`: that table is a read model that the rebuild (rebuild-leads) empties
 * and fills again in one transaction, and a cascade from it would take every lead's progress
 * with it (as crm_syncs explains). The rows go with their event (ON DELETE CASCADE): the data
 * lifecycle and the admin's deletion purge an event's leads and delete its row in one
 * transaction; an erasure keeps the row, stopped ('erased'). The sends go with their lead's row.
 *
 * Leads confirmed before this migration that still hold personal data are enrolled now
 * (enrolled_at = now()): none of them gets a step before the organiser writes one.
 *
 * dev_mailbox.headers: the dev outbox shows each mail's extra headers (List-Unsubscribe).
 */
export class FollowUps1764980000000 implements MigrationInterface {
  name = 'FollowUps1764980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE follow_up_steps (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
        delay_days integer NOT NULL CHECK (delay_days BETWEEN 0 AND 365),
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        booking_url varchar(2000),
        send_window jsonb,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, position)
      )`);
    await q.query(`
      CREATE TABLE follow_up_leads (
        lead_id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        confirmed_at timestamptz NOT NULL,
        enrolled_at timestamptz NOT NULL DEFAULT now(),
        steps_sent smallint NOT NULL DEFAULT 0,
        last_sent_at timestamptz,
        stopped_at timestamptz,
        stop_reason varchar(20) CHECK (stop_reason IN ('unsubscribed', 'erased')),
        stopped_after_step smallint,
        CHECK ((stopped_at IS NULL) = (stop_reason IS NULL))
      )`);
    await q.query('CREATE INDEX follow_up_leads_waiting_idx ON follow_up_leads (event_id, steps_sent) WHERE stopped_at IS NULL');
    await q.query(`
      CREATE TABLE follow_up_sends (
        lead_id uuid NOT NULL REFERENCES follow_up_leads(lead_id) ON DELETE CASCADE,
        step smallint NOT NULL CHECK (step BETWEEN 1 AND 3),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        outbox_id uuid,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        message_id varchar(300),
        skipped_reason varchar(40),
        clicked_at timestamptz,
        PRIMARY KEY (lead_id, step)
      )`);
    await q.query('CREATE INDEX follow_up_sends_event_idx ON follow_up_sends (event_id, step)');
    await q.query(`
      INSERT INTO follow_up_leads (lead_id, event_id, confirmed_at, enrolled_at)
      SELECT l.id, l.event_id, l.confirmed_at, now()
        FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id
       WHERE l.status = 'confirmed' AND l.confirmed_at IS NOT NULL`);
    await q.query(`ALTER TABLE dev_mailbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE dev_mailbox DROP COLUMN headers');
    await q.query('DROP TABLE follow_up_sends');
    await q.query('DROP TABLE follow_up_leads');
    await q.query('DROP TABLE follow_up_steps');
  }
}
