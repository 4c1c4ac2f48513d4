import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import type { AllowedHost } from '../common/net/address-policy';
import { parseAllowedHosts } from './blog.config';
import { InvalidSettingError, validateSettings } from './config-validation';

class LinkCheckSettings {
  @IsOptional()
  @Matches(/^\s*[^\s,]+(\s*,\s*[^\s,]+)*\s*,?\s*$/, { message: 'must be a comma-separated list of host or host:port entries' })
  LINK_CHECK_ALLOW_HOSTS?: string;
}

export interface LinkCheckConfig {
  /**
   * Hosts the events' readiness check may reach even on loopback or private addresses. Only for
   * tests (a local download server); refused in production.
   */
  allowHosts: AllowedHost[];
}

export function loadLinkCheckConfig(env: NodeJS.ProcessEnv = process.env): LinkCheckConfig {
  const s = validateSettings(LinkCheckSettings, env);
  const allowHosts = s.LINK_CHECK_ALLOW_HOSTS ? parseAllowedHosts(s.LINK_CHECK_ALLOW_HOSTS, 'LINK_CHECK_ALLOW_HOSTS') : [];
  if (allowHosts.length > 0 && env.NODE_ENV === 'production') {
    throw new InvalidSettingError('Invalid setting LINK_CHECK_ALLOW_HOSTS: only for tests, it must not be set in production.');
  }
  return { allowHosts };
}

export const linkCheckConfig = registerAs('linkCheck', () => loadLinkCheckConfig());
