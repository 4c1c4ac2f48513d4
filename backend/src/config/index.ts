import { adminConfig, loadAdminConfig } from './admin.config';
import { appConfig, loadAppConfig } from './app.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadQueueConfig, queueConfig } from './queue.config';

export { appConfig, databaseConfig, queueConfig, mailConfig, adminConfig };
export type { AppConfig } from './app.config';
export type { DatabaseConfig } from './database.config';
export type { QueueConfig } from './queue.config';
export type { MailConfig } from './mail.config';
export type { AdminConfig } from './admin.config';
export { InvalidSettingError } from './config-validation';

export const allConfigs = [appConfig, databaseConfig, queueConfig, mailConfig, adminConfig];

/** Validates every concern before Nest starts, so a bad setting stops the process with one sentence. */
export function assertValidSettings(env: NodeJS.ProcessEnv = process.env): void {
  loadAppConfig(env);
  loadDatabaseConfig(env);
  loadQueueConfig(env);
  loadMailConfig(env);
  loadAdminConfig(env);
}
