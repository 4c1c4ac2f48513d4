import { adminConfig, loadAdminConfig } from './admin.config';
import { appConfig, loadAppConfig } from './app.config';
import { billingConfig, loadBillingConfig } from './billing.config';
import { blogConfig, loadBlogConfig } from './blog.config';
import { databaseConfig, loadDatabaseConfig } from './database.config';
import { linkCheckConfig, loadLinkCheckConfig } from './link-check.config';
import { loadMailConfig, mailConfig } from './mail.config';
import { loadQueueConfig, queueConfig } from './queue.config';
import { loadRetentionConfig, retentionConfig } from './retention.config';
import { loadSiteConfig, siteConfig } from './site.config';
import { loadWebhookConfig, webhookConfig } from './webhook.config';
import { crmConfig, loadCrmConfig } from './crm.config';
import { cardScanConfig, loadCardScanConfig } from './card-scan.config';
import { loadMetricsConfig, metricsConfig } from './metrics.config';

export { appConfig, databaseConfig, queueConfig, mailConfig, adminConfig, blogConfig };
export type { AppConfig } from './app.config';
export type { DatabaseConfig } from './database.config';
export type { QueueConfig } from './queue.config';
export type { MailConfig } from './mail.config';
export type { AdminConfig } from './admin.config';
export type { BlogConfig } from './blog.config';
export { InvalidSettingError } from './config-validation';
export { siteConfig };
export { billingConfig };
export { retentionConfig };
export { linkCheckConfig };
export { webhookConfig };
export type { WebhookConfig } from './webhook.config';
export { crmConfig };
export type { CrmConfig } from './crm.config';
export { cardScanConfig };
export type { CardScanConfig } from './card-scan.config';
export { metricsConfig };
export type { MetricsConfig } from './metrics.config';
export type { LinkCheckConfig } from './link-check.config';
export type { RetentionConfig } from './retention.config';
export type { BillingConfig } from './billing.config';
export type { SiteConfig } from './site.config';

export const allConfigs = [appConfig, databaseConfig, queueConfig, mailConfig, adminConfig, siteConfig, blogConfig, billingConfig, retentionConfig, linkCheckConfig, webhookConfig, crmConfig, cardScanConfig, metricsConfig];

/** Validates every concern before Nest starts, so a bad setting stops the process with one sentence. */
export function assertValidSettings(env: NodeJS.ProcessEnv = process.env): void {
  loadAppConfig(env);
  loadDatabaseConfig(env);
  loadQueueConfig(env);
  loadMailConfig(env);
  loadAdminConfig(env);
  loadSiteConfig(env);
  loadBlogConfig(env);
  loadBillingConfig(env);
  loadRetentionConfig(env);
  loadLinkCheckConfig(env);
  loadWebhookConfig(env);
  loadCrmConfig(env);
  loadCardScanConfig(env);
  loadMetricsConfig(env);
}
