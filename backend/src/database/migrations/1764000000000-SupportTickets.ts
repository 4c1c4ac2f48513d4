import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support tickets and organiser enquiries from the public dialog. The mail to the support
 * address goes through the outbox in the same transaction; the row points at that outbox
 * message, so whether it went out can be looked up.
 */
export class SupportTickets1764000000000 implements MigrationInterface {
  name = 'SupportTickets1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        mode varchar(20) NOT NULL CHECK (mode IN ('support', 'organizer')),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL CHECK (char_length(message) <= 5000),
        mail_outbox_id uuid REFERENCES outbox_messages(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE support_tickets');
  }
}
