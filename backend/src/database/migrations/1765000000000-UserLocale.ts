import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.locale: the language of a user's organiser area and of the mails to them ('de' or 'en'),
 * chosen at sign-up from the browser's language and changed in the settings. Everyone so far
 * spoke German.
 */
export class UserLocale1765000000000 implements MigrationInterface {
  name = 'UserLocale1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN locale varchar(2) NOT NULL DEFAULT 'de' CONSTRAINT users_locale_check CHECK (locale IN ('de', 'en'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN locale');
  }
}
