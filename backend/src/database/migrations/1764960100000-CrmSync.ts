import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The native CRM sync (crm-sync): an account's connection to HubSpot or Pipedrive (one per
 * provider; the token sealed with a key derived from the session secret, as a JSON
 * `{kind: 'token', token}` so OAuth can add its own kind) and the state of each lead's delivery
 * per provider.
 *
 * crm_syncs.lead_id has no foreign key to `leads`: that table is a read model that the rebuild
 * (rebuild-leads) empties and fills again in one transaction, and a cascade from it would take
 * every delivery state with it. The rows go with their event instead (event_id, ON DELETE
 * CASCADE): the data lifecycle and the admin's deletion purge an event's leads and delete its
 * row in one transaction, so no row outlives its lead's purge. An erased lead's rows stay (the
 * address of the CRM's copy is the customer's to erase) without any error text.
 * connection_id goes NULL with a removed connection; `provider` stays, so the lead still shows
 * where it was sent.
 */
export class CrmSync1764960100000 implements MigrationInterface {
  name = 'CrmSync1764960100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE crm_connections (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        provider varchar(20) NOT NULL CHECK (provider IN ('hubspot', 'pipedrive')),
        credentials bytea NOT NULL,
        account_label varchar(200) NOT NULL,
        account_ref varchar(200) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'unauthorized')),
        status_message text,
        trigger varchar(20) NOT NULL DEFAULT 'confirmed' CHECK (trigger IN ('captured', 'confirmed')),
        event_ids uuid[],
        field_map jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT crm_connections_account_provider_key UNIQUE (account_id, provider)
      )`);
    await q.query(`
      CREATE TABLE crm_syncs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        lead_id uuid NOT NULL,
        connection_id uuid REFERENCES crm_connections(id) ON DELETE SET NULL,
        provider varchar(20) NOT NULL CHECK (provider IN ('hubspot', 'pipedrive')),
        state varchar(20) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'stopped')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        remote_id varchar(100),
        remote_url text,
        outbox_message_id uuid,
        synced_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT crm_syncs_lead_provider_key UNIQUE (lead_id, provider)
      )`);
    await q.query('CREATE INDEX crm_syncs_event_idx ON crm_syncs (event_id)');
    await q.query('CREATE INDEX crm_syncs_connection_idx ON crm_syncs (connection_id) WHERE connection_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE crm_syncs');
    await q.query('DROP TABLE crm_connections');
  }
}
