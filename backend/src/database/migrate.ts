import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { InvalidSettingError } from '../config';
import { loadDatabaseConfig } from '../config/database.config';
import { typeormOptions } from './typeorm-options';

/** Runs pending migrations, each in its own transaction. */
export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource({ ...typeormOptions(url), entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')] });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
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
