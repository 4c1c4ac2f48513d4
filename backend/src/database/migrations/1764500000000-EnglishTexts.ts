import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * German and English (issue 13): the organiser's own texts may have an English version, used for
 * visitors whose page is English; null falls back to the German text (events/domain/event-texts.ts).
 * Each lead remembers the language it was captured in, so that resends and the welcome mail after
 * the confirmation speak it too. The read model's column is a projection of LeadCaptured's
 * `locale` (absent in older facts: German), so a rebuild gives the same value.
 */
export class EnglishTexts1764500000000 implements MigrationInterface {
  name = 'EnglishTexts1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events
        ADD COLUMN intro_text_en text,
        ADD COLUMN privacy_text_en text,
        ADD COLUMN submit_button_text_en varchar(80),
        ADD COLUMN doi_email_subject_en varchar(200),
        ADD COLUMN doi_email_body_en text,
        ADD COLUMN welcome_email_subject_en varchar(200),
        ADD COLUMN welcome_email_body_en text,
        ADD COLUMN cta_button_text_en varchar(80)`);
    await q.query(`ALTER TABLE leads ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE leads DROP COLUMN locale');
    await q.query(`
      ALTER TABLE events
        DROP COLUMN intro_text_en,
        DROP COLUMN privacy_text_en,
        DROP COLUMN submit_button_text_en,
        DROP COLUMN doi_email_subject_en,
        DROP COLUMN doi_email_body_en,
        DROP COLUMN welcome_email_subject_en,
        DROP COLUMN welcome_email_body_en,
        DROP COLUMN cta_button_text_en`);
  }
}
