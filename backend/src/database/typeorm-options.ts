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
    extra: { max: 10 },
  };
}
