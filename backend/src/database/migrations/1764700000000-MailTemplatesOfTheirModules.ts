import { MigrationInterface, QueryRunner } from 'typeorm';

/** Old template name -> the module's own template (issue 15: each mail composed by the module whose fact causes it). */
const RENAMED: [string, string][] = [
  ['verify-email', 'identity/verification'],
  ['support-ticket', 'support/ticket'],
  ['support-confirmation', 'support/receipt'],
];

/**
 * The activation mail and the support mails moved with their templates into identity and
 * support. A mail still waiting in the outbox at the deploy names its template in its payload:
 * renamed here, it goes out as before instead of failing for want of its old template.
 */
export class MailTemplatesOfTheirModules1764700000000 implements MigrationInterface {
  name = 'MailTemplatesOfTheirModules1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await this.rename(q, RENAMED);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.rename(
      q,
      RENAMED.map(([before, after]) => [after, before]),
    );
  }

  private async rename(q: QueryRunner, names: [string, string][]): Promise<void> {
    for (const [from, to] of names) {
      await q.query(
        `UPDATE outbox_messages SET payload = jsonb_set(payload, '{template}', to_jsonb($2::text))
          WHERE completed_at IS NULL AND payload->>'template' = $1`,
        [from, to],
      );
    }
  }
}
