import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The funnel of an event (issue 19), counted without anything personal:
 * - events.short_code: the QR code's short link /q/{code}. Made by the database at every insert
 *   (so every writer of events gets one), and for the existing events here. 8 characters of an
 *   alphabet without 0/o, 1/i/l: about 8.5e11 codes, read off a poster without doubt.
 * - funnel_hits: one row per counted step (append-only; an insert per hit, so concurrent submits
 *   never queue on a counter row's lock). No lead id, no address, no IP: the retention purge of
 *   leads keeps it; the event's deletion takes it along.
 * - leads.downloaded_at: the read model of the new fact LeadDownloaded (the counted download link).
 */
export class Funnel1764850000000 implements MigrationInterface {
  name = 'Funnel1764850000000';

  async up(q: QueryRunner): Promise<void> {
    // bytes of a v4 UUID that are random (byte 6 and the top of byte 8 carry its version and variant)
    await q.query(`
      CREATE FUNCTION event_short_code() RETURNS varchar LANGUAGE sql VOLATILE AS $$
        SELECT string_agg(substr('23456789abcdefghjkmnpqrstuvwxyz', 1 + get_byte(r.bytes, i) % 31, 1), '' ORDER BY i)
          FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9]) AS i
      $$`);
    await q.query('ALTER TABLE events ADD COLUMN short_code varchar(12)');
    await q.query('UPDATE events SET short_code = event_short_code()');
    await q.query('ALTER TABLE events ALTER COLUMN short_code SET NOT NULL, ALTER COLUMN short_code SET DEFAULT event_short_code()');
    await q.query('CREATE UNIQUE INDEX events_short_code_key ON events (short_code)');

    await q.query(`
      CREATE TABLE funnel_hits (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        step varchar(20) NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX funnel_hits_event_at_idx ON funnel_hits (event_id, at)');

    await q.query('ALTER TABLE leads ADD COLUMN downloaded_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE leads DROP COLUMN downloaded_at');
    await q.query('DROP TABLE funnel_hits');
    await q.query('ALTER TABLE events DROP COLUMN short_code');
    await q.query('DROP FUNCTION event_short_code()');
  }
}
