import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** One source of truth for the app, the migration runner and the tests. synchronize stays off. */
export function typeormOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: false,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'schema_migrations',
    // a drained pool fails a request after 10 s instead of letting it hang
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  };
}
