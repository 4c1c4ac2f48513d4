import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSourceOptions } from 'typeorm';

/** At most this many statements stay prepared per connection; further ones go unnamed, as before. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * node-postgres sends a statement with parameters unnamed: PostgreSQL parses and plans it again on
 * every call. This client names each distinct statement text on its connection the first time,
 * so PostgreSQL parses it once per connection and later calls only bind and execute, as
 * `pgbench -M prepared` does (1.6-1.8 times pgbench's tps on the submit's statements here).
 * TypeORM writes the same text for the same query every time, so the product's statements are a
 * few hundred at most. Statements without parameters (BEGIN, COMMIT, DDL) and streamed queries go
 * as before. Needs a direct PostgreSQL connection, or a pooler that keeps prepared statements per
 * client (PgBouncer 1.21+ with max_prepared_statements).
 */
export class PreparedStatementsClient extends Client {
  /** Statement text -> its name on this connection. */
  readonly preparedNames = new Map<string, string>();
}

const clientQuery = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
// assigned rather than declared: Client#query's overloads cannot be restated in a subclass
(PreparedStatementsClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function query(
  this: PreparedStatementsClient,
  ...args: unknown[]
): unknown {
  const [text, values, callback] = args;
  if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
    let name = this.preparedNames.get(text);
    if (name === undefined && this.preparedNames.size < MAX_PREPARED_PER_CONNECTION) {
      name = `fl_${this.preparedNames.size + 1}`;
      this.preparedNames.set(text, name);
    }
    if (name !== undefined) return clientQuery.call(this, { name, text, values }, callback);
  }
  return clientQuery.apply(this, args);
};

/** One source of truth for the app, the migration runner and the tests. synchronize stays off. */
export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'schema_migrations',
    // a drained pool fails a request after 10 s instead of letting it hang. 10 connections: with
    // 20 the submit under 32 connections cost the API and PostgreSQL more CPU per submit, not less.
    extra: { max: 10, connectionTimeoutMillis: 10_000, Client: PreparedStatementsClient },
  };
}
