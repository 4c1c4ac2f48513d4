import { registerAs } from '@nestjs/config';
import { IsDefined, Matches } from 'class-validator';
import { validateSettings } from './config-validation';

class DatabaseSettings {
  @IsDefined({ message: 'is not set; `make start` provides an embedded PostgreSQL, otherwise set it to postgres://user:password@host:5432/database' })
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a PostgreSQL connection string such as postgres://user:password@host:5432/database' })
  DATABASE_URL!: string;
}

export interface DatabaseConfig {
  url: string;
}

export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return { url: validateSettings(DatabaseSettings, env).DATABASE_URL };
}

export const databaseConfig = registerAs('database', () => loadDatabaseConfig());
