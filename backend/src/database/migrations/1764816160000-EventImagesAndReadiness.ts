import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: an event's uploaded logo and header image (re-encoded WebP, served from our origin
 * under a URL with its hash; the events row points at the current hash so the visitor pages
 * need no second query), and the record that a test mail was sent for an event (the
 * readiness checklist). Both go with their event (ON DELETE CASCADE).
 */
export class EventImagesAndReadiness1764816160000 implements MigrationInterface {
  name = 'EventImagesAndReadiness1764816160000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_images (
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CONSTRAINT event_images_kind_check CHECK (kind IN ('logo', 'header')),
        hash varchar(64) NOT NULL,
        content_type varchar(40) NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, kind)
      )`);
    await q.query(`ALTER TABLE events ADD COLUMN logo_image_hash varchar(64), ADD COLUMN header_image_hash varchar(64)`);
    await q.query(`
      CREATE TABLE event_test_mails (
        event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
        last_sent_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE event_test_mails');
    await q.query('ALTER TABLE events DROP COLUMN logo_image_hash, DROP COLUMN header_image_hash');
    await q.query('DROP TABLE event_images');
  }
}
