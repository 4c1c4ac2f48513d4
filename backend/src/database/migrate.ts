import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { InvalidSettingError } from '../config';
import { loadDatabaseConfig } from '../config/database.config';
import { typeormOptions } from './typeorm-options';

/** The session lock that makes concurrent starts of the migration (several replicas) take turns. */
const MIGRATION_LOCK = 0x0f_a1_00_01;

/**
 * Runs pending migrations, each in its own transaction. Two starts at once (every replica of a
 * deployment migrating as it starts) take turns: the first applies, the second then finds
 * nothing left to do, instead of both creating the same tables.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({ ...typeormOptions(url), entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')] });
  await dataSource.initialize();
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lockHolder.release();
    await dataSource.destroy();
  }
}

if (require.main === module) {
  (async () => {
    try {
      const applied = await runMigrations(loadDatabaseConfig().url);
      console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Database schema is up to date.');
    } catch (error) {
      console.error(error instanceof InvalidSettingError ? error.message : `Migration failed: ${(error as Error).message}`);
      process.exit(1);
    }
  })();
}
