import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks to the organiser's CRM (issue 19): the endpoints an organiser registered and
 * the log of deliveries to them. The secret is stored as it is: signing (HMAC) needs the key
 * itself, a hash of it could not sign; the API shows it once, at creation.
 * A delivery's id is its webhook-id header (msg_…), the same on every attempt. lead_id has no
 * foreign key: the log outlives nothing but keeps its rows' shape when a lead's data goes
 * (forgetLead empties the payload's personal fields). outbox_message_id names the outbox row
 * whose run sends the delivery now: a resend takes over, an older run finds itself replaced.
 */
export class WebhookEndpointsAndDeliveries1764850100000 implements MigrationInterface {
  name = 'WebhookEndpointsAndDeliveries1764850100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        url varchar(2000) NOT NULL,
        description varchar(100),
        secret varchar(200) NOT NULL,
        facts text[] NOT NULL,
        event_ids uuid[],
        active boolean NOT NULL DEFAULT true,
        disabled_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at DESC)');
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id varchar(40) PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        event_id uuid REFERENCES events(id) ON DELETE CASCADE,
        lead_id uuid,
        type varchar(40) NOT NULL,
        payload jsonb NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'retrying', 'succeeded', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        last_status_code int,
        last_error text,
        last_attempt_at timestamptz,
        next_attempt_at timestamptz,
        outbox_message_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)');
    await q.query('CREATE INDEX webhook_deliveries_lead_idx ON webhook_deliveries (lead_id) WHERE lead_id IS NOT NULL');
    await q.query('CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id) WHERE event_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE webhook_deliveries');
    await q.query('DROP TABLE webhook_endpoints');
  }
}
