import { registerAs } from '@nestjs/config';
import { IsOptional, IsUrl } from 'class-validator';
import { InvalidSettingError, validateSettings } from './config-validation';

const URL_RULE = { require_tld: false, protocols: ['http', 'https'], require_protocol: true };
const URL_MESSAGE = 'must be an http(s) URL such as http://127.0.0.1:4300';

class CrmSettings {
  @IsOptional()
  @IsUrl(URL_RULE, { message: URL_MESSAGE })
  HUBSPOT_API_URL?: string;

  @IsOptional()
  @IsUrl(URL_RULE, { message: URL_MESSAGE })
  PIPEDRIVE_API_URL?: string;
}

/** The CRMs' own API addresses: where the native CRM sync (crm-sync) sends, unless a test points elsewhere. */
export const HUBSPOT_API_DEFAULT = 'https://api.hubapi.com';
export const PIPEDRIVE_API_DEFAULT = 'https://api.pipedrive.com';

export interface CrmConfig {
  /** Base URL of HubSpot's API, without a trailing slash. */
  hubspotApiUrl: string;
  /** Base URL of Pipedrive's API (the /v1 paths hang below it), without a trailing slash. */
  pipedriveApiUrl: string;
}

/**
 * HUBSPOT_API_URL and PIPEDRIVE_API_URL point the CRM clients at local fakes in tests. Only for
 * tests: in production the CRMs' tokens go nowhere but to the CRMs, so setting either is refused.
 */
export function loadCrmConfig(env: NodeJS.ProcessEnv = process.env): CrmConfig {
  const s = validateSettings(CrmSettings, env);
  for (const name of ['HUBSPOT_API_URL', 'PIPEDRIVE_API_URL'] as const) {
    if (s[name] && env.NODE_ENV === 'production') {
      throw new InvalidSettingError(`Invalid setting ${name}: only for tests, it must not be set in production.`);
    }
  }
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  return {
    hubspotApiUrl: trimmed(s.HUBSPOT_API_URL ?? HUBSPOT_API_DEFAULT),
    pipedriveApiUrl: trimmed(s.PIPEDRIVE_API_URL ?? PIPEDRIVE_API_DEFAULT),
  };
}

export const crmConfig = registerAs('crm', () => loadCrmConfig());
