import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Stand-Modus beenden' on the device ends its registration: the token answers 401 from then on
 * and the event's device list says when it was ended (before, it went on saying 'Freigegeben').
 */
export class StandDeviceEnded1764860000000 implements MigrationInterface {
  name = 'StandDeviceEnded1764860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE stand_devices ADD COLUMN ended_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE stand_devices DROP COLUMN ended_at');
  }
}
