import { InvalidSettingError } from './config-validation';
import { loadBillingConfig, parseStripeApiUrl } from './billing.config';

describe('billing settings', () => {
  it('turns payments off without keys', () => {
    expect(loadBillingConfig({})).toEqual({
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripePublishableKey: null,
      stripeApi: null,
      livemode: false,
    });
  });

  it('reads the keys and parses STRIPE_API_URL into the SDK’s host, port and protocol', () => {
    expect(
      loadBillingConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      stripeSecretKey: 'sk_test_abc',
      stripeWebhookSecret: 'whsec_abc',
      stripePublishableKey: 'pk_test_abc',
      stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      livemode: false,
    });
    expect(parseStripeApiUrl('https://stripe.example.com')).toEqual({ host: 'stripe.example.com', port: 443, protocol: 'https' });
    expect(loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' }).livemode).toBe(true);
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'Invalid setting STRIPE_SECRET_KEY: must be a Stripe secret key such as sk_test_....'],
    [{ STRIPE_WEBHOOK_SECRET: 'geheim' }, 'Invalid setting STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret such as whsec_....'],
    [{ STRIPE_API_URL: 'localhost:12111' }, 'Invalid setting STRIPE_API_URL: must be an http(s) URL such as http://127.0.0.1:12111.'],
    [{ NODE_ENV: 'production', STRIPE_API_URL: 'http://stripe.internal:80' }, 'Invalid setting STRIPE_API_URL: must be an https URL in production.'],
  ])('stops the start on %j', (env, message) => {
    expect(() => loadBillingConfig(env)).toThrow(InvalidSettingError);
    expect(() => loadBillingConfig(env)).toThrow(message);
  });
});
