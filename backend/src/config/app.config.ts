import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { InvalidSettingError, isHttpsUrl, validateSettings } from './config-validation';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

class AppSettings {
  @IsOptional()
  @IsIn(['development', 'production', 'test'], { message: 'must be development, production or test' })
  NODE_ENV?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be a whole number between 1 and 65535' })
  @Min(1, { message: 'must be a whole number between 1 and 65535' })
  @Max(65535, { message: 'must be a whole number between 1 and 65535' })
  PORT?: number;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'must be an http(s) URL such as https://leads.example.com' })
  APP_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsOptional()
  @Matches(/^[A-Za-z_]+\/[A-Za-z_+-]+(\/[A-Za-z_+-]+)?$/, { message: 'must be an IANA time zone such as Europe/Berlin' })
  TZ_BUSINESS?: string;

  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(['0', '1'], { message: 'must be 1 (allow an http APP_URL in production) or 0' })
  ALLOW_INSECURE_HTTP?: string;
}

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Public base URL without trailing slash; every link in mails and QR codes starts with it. */
  appUrl: string;
  appOrigin: string;
  secureCookies: boolean;
  sessionSecret: string;
  businessTimeZone: string;
  /** Whom to believe in X-Forwarded-For; by default nobody, so the socket address is the client. */
  trustProxy: TrustProxy;
}

/** Where the generated session secret of an installation without SESSION_SECRET is kept. */
const SESSION_SECRET_FILE = resolve(process.cwd(), 'var', 'session-secret');

function readOrCreateSessionSecret(): string {
  if (existsSync(SESSION_SECRET_FILE)) return readFileSync(SESSION_SECRET_FILE, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(SESSION_SECRET_FILE), { recursive: true });
  writeFileSync(SESSION_SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const s = validateSettings(AppSettings, env);
  const nodeEnv = (s.NODE_ENV ?? 'development') as NodeEnv;
  const port = s.PORT ?? 3000;
  const appUrl = (s.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (nodeEnv === 'production' && !s.SESSION_SECRET) {
    throw new InvalidSettingError('Invalid setting SESSION_SECRET: must be set in production (at least 32 characters).');
  }
  if (nodeEnv === 'production' && !isHttpsUrl(appUrl) && s.ALLOW_INSECURE_HTTP !== '1') {
    throw new InvalidSettingError(
      'Invalid setting APP_URL: must be https in production (session cookies and consent records travel over it); ' +
        'set ALLOW_INSECURE_HTTP=1 only for a closed network.',
    );
  }
  if (s.TZ_BUSINESS && !isKnownTimeZone(s.TZ_BUSINESS)) {
    throw new InvalidSettingError(`Invalid setting TZ_BUSINESS: ${s.TZ_BUSINESS} is not a known time zone.`);
  }
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    secureCookies: isHttpsUrl(appUrl),
    sessionSecret: s.SESSION_SECRET ?? readOrCreateSessionSecret(),
    businessTimeZone: s.TZ_BUSINESS ?? 'Europe/Berlin',
    trustProxy: parseTrustProxy(s.TRUST_PROXY),
  };
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const appConfig = registerAs('app', () => loadAppConfig());
