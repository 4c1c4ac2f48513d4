import { resolve } from 'node:path';
import { assertValidSettings, InvalidSettingError } from './index';
import { loadAppConfig } from './app.config';
import { loadQueueConfig } from './queue.config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairleads', SESSION_SECRET: 'x'.repeat(32) };

function failure(env: Record<string, string>): string {
  try {
    assertValidSettings({ ...valid, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSettingError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('settings validation', () => {
  it('accepts the embedded defaults', () => {
    expect(() => assertValidSettings(valid)).not.toThrow();
    const app = loadAppConfig(valid);
    expect(app).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', secureCookies: false, businessTimeZone: 'Europe/Berlin' });
    expect(loadQueueConfig(valid)).toEqual({ redisUrl: null, driver: 'inline', workerHeartbeatFile: resolve('var/worker.heartbeat') });
  });

  it.each([
    [{ PORT: 'achtzig' }, 'Invalid setting PORT: must be a whole number between 1 and 65535.'],
    [{ PORT: '70000' }, 'Invalid setting PORT: must be a whole number between 1 and 65535.'],
    [{ APP_URL: 'leads.example.com' }, 'Invalid setting APP_URL: must be an http(s) URL such as https://leads.example.com.'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL: must be a PostgreSQL connection string such as postgres://user:password@host:5432/database.'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid setting REDIS_URL: must be a Redis URL such as redis://host:6379.'],
    [{ SMTP_URL: 'mail.example.com' }, 'Invalid setting SMTP_URL: must be an SMTP URL such as smtp://user:pass@host:587.'],
    [{ SESSION_SECRET: 'kurz' }, 'Invalid setting SESSION_SECRET: must be at least 32 characters long.'],
    [{ TZ_BUSINESS: 'Europe/Atlantis' }, 'Invalid setting TZ_BUSINESS: Europe/Atlantis is not a known time zone.'],
    [{ ADMIN_EMAIL: 'chefin@example.com' }, 'Invalid setting ADMIN_EMAIL/ADMIN_PASSWORD: set both or neither.'],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SESSION_SECRET: '' }, 'Invalid setting SESSION_SECRET: must be set in production (at least 32 characters).'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', APP_URL: 'http://leads.example.com' },
      'Invalid setting APP_URL: must be https in production (session cookies and consent records travel over it); set ALLOW_INSECURE_HTTP=1 only for a closed network.',
    ],
    [{ ALLOW_INSECURE_HTTP: 'ja' }, 'Invalid setting ALLOW_INSECURE_HTTP: must be 1 (allow an http APP_URL in production) or 0.'],
    [
      { TRUST_PROXY: 'true' },
      "Invalid setting TRUST_PROXY: true would let every client name its own address; give the hop count or the proxies' addresses (e.g. 1 (one load balancer in front) or 10.0.0.0/8,fd00::/8 (the proxies that forward to the API)).",
    ],
    [
      { TRUST_PROXY: '10.0.0.0/8,proxy.example.com' },
      'Invalid setting TRUST_PROXY: invalid IP address: proxy.example.com (e.g. 1 (one load balancer in front) or 10.0.0.0/8,fd00::/8 (the proxies that forward to the API)).',
    ],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(failure(env)).toBe(message);
  });

  it('reports a missing DATABASE_URL with a pointer to make start', () => {
    expect(() => assertValidSettings({ SESSION_SECRET: valid.SESSION_SECRET })).toThrow(/DATABASE_URL: is not set; `make start` provides an embedded PostgreSQL/);
  });

  it('allows an http APP_URL in production only with ALLOW_INSECURE_HTTP=1', () => {
    const closedNetwork = { ...valid, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', APP_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_HTTP: '1' };
    expect(loadAppConfig(closedNetwork)).toMatchObject({ isProduction: true, secureCookies: false });
    expect(loadAppConfig({ ...closedNetwork, APP_URL: 'https://leads.example.com', ALLOW_INSECURE_HTTP: undefined })).toMatchObject({ secureCookies: true });
  });

  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, fd00::/8 ,172.30.0.1', ['10.0.0.0/8', 'fd00::/8', '172.30.0.1']],
  ])('reads TRUST_PROXY=%j as %j', (value, trust) => {
    expect(loadAppConfig({ ...valid, TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it('turns on secure cookies and the Bull driver when the settings say so', () => {
    expect(loadAppConfig({ ...valid, APP_URL: 'https://leads.example.com/' })).toMatchObject({
      appUrl: 'https://leads.example.com',
      appOrigin: 'https://leads.example.com',
      secureCookies: true,
    });
    expect(loadQueueConfig({ REDIS_URL: 'redis://redis:6379', WORKER_HEARTBEAT_FILE: '/app/var/worker-2.heartbeat' })).toEqual({
      redisUrl: 'redis://redis:6379',
      driver: 'bull',
      workerHeartbeatFile: '/app/var/worker-2.heartbeat',
    });
  });
});
