import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tablets an organiser registered for an event's stand mode (issue 18). The token and the PIN
 * are kept only as hashes; a revoked or expired device answers 401.
 */
export class StandDevices1764840100000 implements MigrationInterface {
  name = 'StandDevices1764840100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stand_devices (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        name varchar(60) NOT NULL,
        token_hash char(64) NOT NULL,
        pin_hash varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query('CREATE INDEX stand_devices_event_idx ON stand_devices (event_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stand_devices');
  }
}
