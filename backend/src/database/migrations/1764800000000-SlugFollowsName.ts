import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: an event's slug follows its name until the form address is published (QR code or
 * poster downloaded, or the first lead). Events made before keep their slug as it is: whether it
 * was typed by hand is not known, so they do not follow.
 */
export class SlugFollowsName1764800000000 implements MigrationInterface {
  name = 'SlugFollowsName1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE events
        ADD COLUMN slug_follows_name boolean NOT NULL DEFAULT false,
        ADD COLUMN published_at timestamptz,
        ADD COLUMN published_by varchar(10),
        ADD CONSTRAINT events_published_by_check CHECK (published_by IN ('qr', 'poster', 'lead'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE events
        DROP CONSTRAINT events_published_by_check,
        DROP COLUMN published_by,
        DROP COLUMN published_at,
        DROP COLUMN slug_follows_name
    `);
  }
}
