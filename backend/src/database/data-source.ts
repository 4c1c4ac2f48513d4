import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadDatabaseConfig } from '../config/database.config';
import { typeormOptions } from './typeorm-options';

/** The data source of the TypeORM CLI and the migration runner. */
export function createDataSource(url = loadDatabaseConfig().url): DataSource {
  return new DataSource({
    ...typeormOptions(url),
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
  });
}

export default createDataSource();
