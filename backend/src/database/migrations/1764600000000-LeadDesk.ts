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
 * - Search: one trigram index over the searchable personal data (name, e-mail, the two answers and
 *   the note), so `q=` finds substrings without reading every row.
 */
export class LeadDesk1764600000000 implements MigrationInterface {
  name = 'LeadDesk1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(`
      ALTER TABLE leads
        ADD COLUMN rating varchar(4) CHECK (rating IN ('hot', 'warm', 'cold')),
        ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
        ADD COLUMN qualified_at timestamptz,
        ADD COLUMN noted_at timestamptz,
        ADD COLUMN exported_at timestamptz,
        ADD COLUMN changed_tx xid8 NOT NULL DEFAULT pg_current_xact_id()`);
    await q.query(`ALTER TABLE lead_personal_data ADD COLUMN note varchar(2000)`);

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

    await q.query(`CREATE INDEX leads_event_changed_idx ON leads (event_id, changed_tx)`);
    // X-Total-Count and the status chips count from this index alone
    await q.query(`CREATE INDEX leads_event_status_idx ON leads (event_id, status)`);
    await q.query(`CREATE INDEX leads_tags_idx ON leads USING gin (tags)`);
    await q.query(`
      CREATE INDEX lead_personal_data_search_idx ON lead_personal_data USING gin (
        (lower(coalesce(name, '') || ' ' || email || ' ' || coalesce(custom_field1, '') || ' ' || coalesce(custom_field2, '') || ' ' || coalesce(note, ''))) gin_trgm_ops
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX lead_personal_data_search_idx');
    await q.query('DROP TRIGGER leads_mark_changed ON leads');
    await q.query('DROP FUNCTION leads_mark_changed');
    await q.query('ALTER TABLE lead_personal_data DROP COLUMN note');
    await q.query(`
      ALTER TABLE leads
        DROP COLUMN rating, DROP COLUMN tags, DROP COLUMN qualified_at, DROP COLUMN noted_at,
        DROP COLUMN exported_at, DROP COLUMN changed_tx`);
  }
}
