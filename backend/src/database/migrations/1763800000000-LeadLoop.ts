import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events and the lead activity log: insert-only `lead_events`, the forgettable personal data
 * beside it, and the `leads` read model that the log can rebuild.
 */
export class LeadLoop1763800000000 implements MigrationInterface {
  name = 'LeadLoop1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // the first event of an account is free (and capped); the mark survives deleting that event
    await q.query(`ALTER TABLE users ADD COLUMN free_event_used_at timestamptz`);

    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        slug varchar(60) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        start_date date NOT NULL,
        end_date date NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
        is_free boolean NOT NULL DEFAULT false,
        form_version integer NOT NULL DEFAULT 1,
        logo_url text,
        header_image_url text,
        primary_color varchar(7) NOT NULL DEFAULT '#3b82f6',
        secondary_color varchar(7) NOT NULL DEFAULT '#007E87',
        background_color varchar(7) NOT NULL DEFAULT '#007E87',
        intro_text text,
        download_url text NOT NULL,
        double_opt_in boolean NOT NULL DEFAULT true,
        name_required boolean NOT NULL DEFAULT false,
        custom_field1 varchar(80),
        custom_field2 varchar(80),
        custom_field1_required boolean NOT NULL DEFAULT false,
        custom_field2_required boolean NOT NULL DEFAULT false,
        custom_field1_options jsonb NOT NULL DEFAULT '[]',
        custom_field2_options jsonb NOT NULL DEFAULT '[]',
        doi_email_subject varchar(200),
        doi_email_body text,
        welcome_email_subject varchar(200),
        welcome_email_body text,
        cta_button_text varchar(80),
        privacy_text text,
        privacy_url text,
        submit_button_text varchar(80),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_user_slug_key UNIQUE (user_id, slug),
        CONSTRAINT events_dates_check CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX events_slug_idx ON events (slug)`);

    await q.query(`
      CREATE TABLE lead_events (
        position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL CONSTRAINT lead_events_event_id_key UNIQUE,
        lead_id uuid NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        owner_event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        type varchar(40) NOT NULL,
        schema_version smallint NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lead_events_stream_version_key UNIQUE (lead_id, version)
      )`);
    await q.query(`CREATE INDEX lead_events_owner_position_idx ON lead_events (owner_event_id, position DESC)`);

    // The log is insert-only. Whole streams go only when their event (or its owner) is deleted,
    // which cascades, or when the retention purge sets fairleads.purge_streams for its transaction.
    await q.query(`
      CREATE FUNCTION lead_events_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          RAISE EXCEPTION 'lead_events is append-only: UPDATE is not allowed' USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF current_setting('fairleads.purge_streams', true) = 'on' THEN
          RETURN OLD;
        END IF;
        IF TG_OP = 'TRUNCATE' THEN
          RAISE EXCEPTION 'lead_events is append-only: TRUNCATE is not allowed' USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF EXISTS (SELECT 1 FROM events WHERE id = OLD.owner_event_id) THEN
          RAISE EXCEPTION 'lead_events is append-only: DELETE only removes whole streams with their event' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER lead_events_no_update BEFORE UPDATE OR DELETE ON lead_events FOR EACH ROW EXECUTE FUNCTION lead_events_guard()`);
    await q.query(`CREATE TRIGGER lead_events_no_truncate BEFORE TRUNCATE ON lead_events FOR EACH STATEMENT EXECUTE FUNCTION lead_events_guard()`);

    // Personal data lives here only; erasure deletes the row and appends LeadErased.
    await q.query(`
      CREATE TABLE lead_personal_data (
        lead_id uuid PRIMARY KEY,
        owner_event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        name varchar(100),
        custom_field1 varchar(200),
        custom_field2 varchar(200),
        CONSTRAINT lead_personal_data_event_email_key UNIQUE (owner_event_id, email)
      )`);

    // The read model: everything here can be rebuilt from lead_events.
    await q.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        status varchar(20) NOT NULL CHECK (status IN ('pending', 'confirmed', 'erased')),
        double_opt_in boolean NOT NULL,
        confirmation_token_hash char(64) CONSTRAINT leads_confirmation_token_key UNIQUE,
        created_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        doi_sent_at timestamptz,
        doi_resent_at timestamptz,
        doi_resend_count integer NOT NULL DEFAULT 0,
        welcome_sent_at timestamptz,
        erased_at timestamptz,
        version integer NOT NULL,
        last_position bigint NOT NULL
      )`);
    // serves the newest-first list (scanned backwards) and the export in capture order, so a
    // cursor can send its first row without sorting the event's leads first
    await q.query(`CREATE INDEX leads_event_created_idx ON leads (event_id, created_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE leads');
    await q.query('DROP TABLE lead_personal_data');
    await q.query('DROP TABLE lead_events');
    await q.query('DROP FUNCTION lead_events_guard');
    await q.query('DROP TABLE events');
    await q.query('ALTER TABLE users DROP COLUMN free_event_used_at');
  }
}
