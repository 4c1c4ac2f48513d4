import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live lead desk (issue 14).
 *
 * - Qualification in the read model: rating (hot/warm/cold) and tags projected from LeadQualified,
 *   the times of the last note and the last export. The note's text is personal data and lives in
 *   lead_personal_data, so an erasure takes it with the rest.
 * - `changed_tx`: the transaction that last changed what the desk shows of a lead. A `since` poll
 *   asks for leads with changed_tx at or above the previous answer's snapshot xmin: every
 *   transaction below it had finished when that answer was read, so nothing committed later with
 *   a smaller number can be missed (a log position could: positions are taken at insert, not at
 *   commit). Set by a trigger, so no writer can forget it; facts the desk does not show (a mail
 *   sent, an export) leave it alone.
 * - Search: `search_text` (lowercased name, e-mail, the two answers and the note; a generated
 *   column, so no writer can forget it) and `captured_at` (the lead's creation time, for newest
 *   first without the read model) in a covering index (owner_event_id, captured_at, lead_id)
 *   INCLUDE (search_text): a search walks one organiser's entries newest first without touching
 *   a table row and stops at the page's end, and counts its hits the same way, so its cost is
 *   bounded by the organiser's leads, not the installation's. (A pg_trgm index was measured and
 *   dropped: over 1,000,000 leads the planner took it for mid-frequency terms and rechecked
 *   54,000 rows of other organisers, 200 ms, against 18 ms for the walk.) Erasure deletes the
 *   row, so a hit is never an erased lead.
 * - Change notices: after every statement that writes leads, one NOTIFY lead_changes per event it
 *   touched, and after every change of an event, NOTIFY lead_scopes with its owner. Each API
 *   process listens and answers an unchanged poll from memory until a notice says otherwise
 *   (the lead desk's LeadChangeFeed). Statement-level triggers with transition tables: a bulk write of 100,000 leads
 *   of one event is one notice, not 100,000.
 */
export class LeadDesk1764600000000 implements MigrationInterface {
  name = 'LeadDesk1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE leads
        ADD COLUMN rating varchar(4) CHECK (rating IN ('hot', 'warm', 'cold')),
        ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
        ADD COLUMN qualified_at timestamptz,
        ADD COLUMN noted_at timestamptz,
        ADD COLUMN exported_at timestamptz,
        ADD COLUMN changed_tx xid8 NOT NULL DEFAULT pg_current_xact_id()`);
    await q.query(`ALTER TABLE lead_personal_data ADD COLUMN note varchar(2000)`);
    // the same transaction's now() as the LeadCaptured fact's occurred_at, so equal to leads.created_at
    await q.query(`ALTER TABLE lead_personal_data ADD COLUMN captured_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE lead_personal_data p SET captured_at = l.created_at FROM leads l WHERE l.id = p.lead_id`);
    await q.query(`
      ALTER TABLE lead_personal_data ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(coalesce(name, '') || ' ' || email || ' ' || coalesce(custom_field1, '') || ' ' || coalesce(custom_field2, '') || ' ' || coalesce(note, ''))
      ) STORED`);

    await q.query(`
      CREATE FUNCTION leads_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT'
           OR (NEW.event_id, NEW.status, NEW.confirmed_at, NEW.doi_resent_at, NEW.rating, NEW.tags, NEW.noted_at)
              IS DISTINCT FROM (OLD.event_id, OLD.status, OLD.confirmed_at, OLD.doi_resent_at, OLD.rating, OLD.tags, OLD.noted_at) THEN
          NEW.changed_tx := pg_current_xact_id();
        ELSE
          NEW.changed_tx := OLD.changed_tx;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER leads_mark_changed BEFORE INSERT OR UPDATE ON leads FOR EACH ROW EXECUTE FUNCTION leads_mark_changed()`);

    await q.query(`
      CREATE FUNCTION leads_notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('lead_changes', e.event_id::text) FROM (SELECT DISTINCT event_id FROM old_rows) e;
        ELSE
          PERFORM pg_notify('lead_changes', e.event_id::text) FROM (SELECT DISTINCT event_id FROM new_rows) e;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER leads_notify_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_notify_changes()`);
    await q.query(`CREATE TRIGGER leads_notify_update AFTER UPDATE ON leads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_notify_changes()`);
    await q.query(`CREATE TRIGGER leads_notify_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leads_notify_changes()`);
    await q.query(`
      CREATE FUNCTION events_notify_scope() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('lead_scopes', OLD.user_id::text);
        ELSE
          PERFORM pg_notify('lead_scopes', NEW.user_id::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER events_notify_scope AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_notify_scope()`);

    await q.query(`CREATE INDEX leads_event_changed_idx ON leads (event_id, changed_tx)`);
    // X-Total-Count and the status chips count from this index alone
    await q.query(`CREATE INDEX leads_event_status_idx ON leads (event_id, status)`);
    await q.query(`CREATE INDEX leads_tags_idx ON leads USING gin (tags)`);
    await q.query(`
      CREATE INDEX lead_personal_data_event_captured_idx ON lead_personal_data (owner_event_id, captured_at, lead_id) INCLUDE (search_text)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX lead_personal_data_event_captured_idx');
    await q.query('ALTER TABLE lead_personal_data DROP COLUMN search_text, DROP COLUMN captured_at');
    await q.query('DROP TRIGGER events_notify_scope ON events');
    await q.query('DROP FUNCTION events_notify_scope');
    await q.query('DROP TRIGGER leads_notify_insert ON leads');
    await q.query('DROP TRIGGER leads_notify_update ON leads');
    await q.query('DROP TRIGGER leads_notify_delete ON leads');
    await q.query('DROP FUNCTION leads_notify_changes');
    await q.query('DROP TRIGGER leads_mark_changed ON leads');
    await q.query('DROP FUNCTION leads_mark_changed');
    await q.query('ALTER TABLE lead_personal_data DROP COLUMN note');
    await q.query(`
      ALTER TABLE leads
        DROP COLUMN rating, DROP COLUMN tags, DROP COLUMN qualified_at, DROP COLUMN noted_at,
        DROP COLUMN exported_at, DROP COLUMN changed_tx`);
  }
}
