import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An erased lead keeps the hash of its confirmation link in the read model (it names no one), so
 * the old double opt-in link says that the data were erased instead of 'Link gilt nicht mehr'.
 * Leads erased before this change lost it; the log still holds it (the capture's, or a resend's).
 */
export class ErasedLeadsKeepTheirLink1764861290000 implements MigrationInterface {
  name = 'ErasedLeadsKeepTheirLink1764861290000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE leads l SET confirmation_token_hash = latest.hash
        FROM (SELECT DISTINCT ON (e.lead_id) e.lead_id, e.data->>'confirmationTokenHash' AS hash
                FROM lead_events e
                JOIN leads erased ON erased.id = e.lead_id AND erased.status = 'erased' AND erased.confirmation_token_hash IS NULL
               WHERE e.type IN ('LeadCaptured', 'DoiResendRequested')
               ORDER BY e.lead_id, e.version DESC) latest
       WHERE l.id = latest.lead_id AND latest.hash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE leads SET confirmation_token_hash = NULL WHERE status = 'erased'`);
  }
}
