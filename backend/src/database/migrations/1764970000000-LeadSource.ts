import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a lead came from (badge and card capture): the read model's `source` is a projection of
 * LeadCaptured's `source` (schema version 3). Older facts name none: a stand device's capture
 * (`standDeviceId` set) reads `stand`, every other `form`; the backfill follows the same rule, so
 * a rebuild gives the same rows.
 */
export class LeadSource1764970000000 implements MigrationInterface {
  name = 'LeadSource1764970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE leads ADD COLUMN source varchar(10) NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'stand', 'badge', 'card'))`,
    );
    await q.query(`
      UPDATE leads SET source = 'stand'
        FROM lead_events e
       WHERE e.lead_id = leads.id AND e.type = 'LeadCaptured' AND e.schema_version < 3 AND e.data->>'standDeviceId' IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE leads DROP COLUMN source');
  }
}
