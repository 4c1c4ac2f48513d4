import { assertValidSettings, InvalidSettingError } from './index';
import { loadWebhookConfig } from './webhook.config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairleads', SESSION_SECRET: 'x'.repeat(32) };

describe('webhook settings', () => {
  it('allows no local host by default and reads the test-only allow-list', () => {
    expect(loadWebhookConfig({})).toEqual({ allowHosts: [] });
    expect(loadWebhookConfig({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1:4200, Crm.test', NODE_ENV: 'test' })).toEqual({
      allowHosts: [
        { host: '127.0.0.1', port: 4200 },
        { host: 'crm.test', port: null },
      ],
    });
  });

  it.each([
    [{ WEBHOOK_ALLOW_HOSTS: 'http://127.0.0.1:4200' }, 'Invalid setting WEBHOOK_ALLOW_HOSTS: "http://127.0.0.1:4200" is not a host or host:port entry.'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', APP_URL: 'https://leads.example.com', WEBHOOK_ALLOW_HOSTS: '127.0.0.1' },
      'Invalid setting WEBHOOK_ALLOW_HOSTS: only for tests, it must not be set in production.',
    ],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(InvalidSettingError);
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(message);
  });
});
