import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's API keys for the public API (/api/v1): only the key's SHA-256 is kept, with its
 * first 12 characters to recognise it; the member who made it by id (kept while they exist) and by
 * name as it was. A revoked key stays listed in the audit, not in the keys: `revoked_at` is set.
 */
export class ApiKeys1764960000000 implements MigrationInterface {
  name = 'ApiKeys1764960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        name varchar(60) NOT NULL,
        scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['events:read', 'leads:read', 'leads:write']::text[]),
        key_hash char(64) NOT NULL CONSTRAINT api_keys_key_hash_key UNIQUE,
        prefix varchar(12) NOT NULL,
        created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by_name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX api_keys_account_active_idx ON api_keys (account_id, created_at DESC) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_keys');
  }
}
