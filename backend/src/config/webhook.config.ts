import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import type { AllowedHost } from '../common/net/address-policy';
import { parseAllowedHosts } from './blog.config';
import { InvalidSettingError, validateSettings } from './config-validation';

class WebhookSettings {
  @IsOptional()
  @Matches(/^\s*[^\s,]+(\s*,\s*[^\s,]+)*\s*,?\s*$/, { message: 'must be a comma-separated list of host or host:port entries' })
  WEBHOOK_ALLOW_HOSTS?: string;
}

export interface WebhookConfig {
  /**
   * Hosts webhook endpoints may name even on loopback or private addresses and over plain http.
   * Only for tests (a local receiver); refused in production.
   */
  allowHosts: AllowedHost[];
}

export function loadWebhookConfig(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const s = validateSettings(WebhookSettings, env);
  const allowHosts = s.WEBHOOK_ALLOW_HOSTS ? parseAllowedHosts(s.WEBHOOK_ALLOW_HOSTS, 'WEBHOOK_ALLOW_HOSTS') : [];
  if (allowHosts.length > 0 && env.NODE_ENV === 'production') {
    throw new InvalidSettingError('Invalid setting WEBHOOK_ALLOW_HOSTS: only for tests, it must not be set in production.');
  }
  return { allowHosts };
}

export const webhookConfig = registerAs('webhook', () => loadWebhookConfig());
