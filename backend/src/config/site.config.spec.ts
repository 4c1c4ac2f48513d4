import { assertValidSettings, InvalidSettingError } from './index';
import { DEFAULT_DEMO_BOOKING_URL, loadSiteConfig } from './site.config';

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

describe('site settings (landing page, analytics, legal notice)', () => {
  it('has working defaults and marks the legal-notice placeholders as such', () => {
    const site = loadSiteConfig({});
    expect(site.demoBookingUrl).toBe(DEFAULT_DEMO_BOOKING_URL);
    expect(site.analyticsMeasurementId).toBeNull();
    expect(site.operator).toEqual({
      name: 'FairLeads GmbH',
      street: 'Musterstraße 1',
      postalCode: '12345',
      city: 'Musterstadt',
      country: 'Deutschland',
      email: 'kontakt@fairleads.de',
      phone: '+49 000 0000000',
      representative: 'Max Mustermann',
      register: 'Amtsgericht Musterstadt, HRB 00000',
      vatId: 'DE000000000',
    });
    expect(site.placeholderSettings).toEqual([
      'OPERATOR_STREET',
      'OPERATOR_POSTAL_CODE',
      'OPERATOR_CITY',
      'OPERATOR_PHONE',
      'OPERATOR_REPRESENTATIVE',
      'OPERATOR_REGISTER',
      'OPERATOR_VAT_ID',
    ]);
  });

  it('takes every setting that is given, and SUPPORT_EMAIL as the fallback contact address', () => {
    const site = loadSiteConfig({
      DEMO_BOOKING_URL: 'https://termine.example.com/demo',
      ANALYTICS_MEASUREMENT_ID: 'G-AB12CD34EF',
      OPERATOR_NAME: 'Messe-Leads GmbH',
      OPERATOR_STREET: 'Hafenstraße 7',
      OPERATOR_POSTAL_CODE: '20457',
      OPERATOR_CITY: 'Hamburg',
      OPERATOR_COUNTRY: 'Österreich',
      OPERATOR_PHONE: '+49 40 123456',
      OPERATOR_REPRESENTATIVE: 'Erika Beispiel',
      OPERATOR_REGISTER: 'Amtsgericht Hamburg, HRB 12345',
      OPERATOR_VAT_ID: 'DE123456789',
      SUPPORT_EMAIL: 'hilfe@example.com',
    });
    expect(site).toEqual({
      demoBookingUrl: 'https://termine.example.com/demo',
      analyticsMeasurementId: 'G-AB12CD34EF',
      operator: {
        name: 'Messe-Leads GmbH',
        street: 'Hafenstraße 7',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'Österreich',
        email: 'hilfe@example.com',
        phone: '+49 40 123456',
        representative: 'Erika Beispiel',
        register: 'Amtsgericht Hamburg, HRB 12345',
        vatId: 'DE123456789',
      },
      placeholderSettings: [],
    });
    expect(loadSiteConfig({ OPERATOR_EMAIL: 'impressum@example.com', SUPPORT_EMAIL: 'hilfe@example.com' }).operator.email).toBe('impressum@example.com');
  });

  it('accepts the defaults as part of every setting', () => {
    expect(() => assertValidSettings(valid)).not.toThrow();
  });

  it.each([
    [{ DEMO_BOOKING_URL: 'calendly.com/fairleads' }, 'Invalid setting DEMO_BOOKING_URL: must be an http(s) URL such as https://calendly.com/fairleads/demo-15-min.'],
    [{ DEMO_BOOKING_URL: 'javascript:alert(1)' }, 'Invalid setting DEMO_BOOKING_URL: must be an http(s) URL such as https://calendly.com/fairleads/demo-15-min.'],
    [{ DEMO_BOOKING_URL: 'ftp://files.example.com/demo' }, 'Invalid setting DEMO_BOOKING_URL: must be an http(s) URL such as https://calendly.com/fairleads/demo-15-min.'],
    [{ ANALYTICS_MEASUREMENT_ID: 'UA-12345-1' }, 'Invalid setting ANALYTICS_MEASUREMENT_ID: must be a Google Analytics measurement ID such as G-AB12CD34EF.'],
    [{ ANALYTICS_MEASUREMENT_ID: 'G-ab12<script>' }, 'Invalid setting ANALYTICS_MEASUREMENT_ID: must be a Google Analytics measurement ID such as G-AB12CD34EF.'],
    [{ OPERATOR_EMAIL: 'kontakt' }, 'Invalid setting OPERATOR_EMAIL: must be an e-mail address.'],
    [{ OPERATOR_NAME: 'x'.repeat(201) }, 'Invalid setting OPERATOR_NAME: must be at most 200 characters long.'],
  ])('stops the start on %j with one sentence', (env, message) => {
    expect(failure(env)).toBe(message);
  });
});
