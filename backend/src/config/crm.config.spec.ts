import { assertValidSettings, InvalidSettingError } from './index';
import { loadCrmConfig } from './crm.config';

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairleads', SESSION_SECRET: 'x'.repeat(32) };
const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', APP_URL: 'https://leads.example.com' };

describe('CRM settings', () => {
  it('talks to the CRMs themselves by default and reads the test-only addresses', () => {
    expect(loadCrmConfig({})).toEqual({ hubspotApiUrl: 'https://api.hubapi.com', pipedriveApiUrl: 'https://api.pipedrive.com' });
    expect(loadCrmConfig({ HUBSPOT_API_URL: 'http://127.0.0.1:4300/', PIPEDRIVE_API_URL: 'http://127.0.0.1:4301', NODE_ENV: 'test' })).toEqual({
      hubspotApiUrl: 'http://127.0.0.1:4300',
      pipedriveApiUrl: 'http://127.0.0.1:4301',
    });
  });

  it.each([
    [{ HUBSPOT_API_URL: 'api.hubapi.com' }, 'Invalid setting HUBSPOT_API_URL: must be an http(s) URL such as http://127.0.0.1:4300.'],
    [{ ...production, HUBSPOT_API_URL: 'https://api.hubapi.com' }, 'Invalid setting HUBSPOT_API_URL: only for tests, it must not be set in production.'],
    [{ ...production, PIPEDRIVE_API_URL: 'http://127.0.0.1:4301' }, 'Invalid setting PIPEDRIVE_API_URL: only for tests, it must not be set in production.'],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(InvalidSettingError);
    expect(() => assertValidSettings({ ...valid, ...env })).toThrow(message);
  });
});
