import { resolve } from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

const SPA_FIXTURE = resolve(__dirname, 'fixtures', 'spa');

/** One directive of a served policy, e.g. "script-src 'self' https://js.stripe.com". */
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

const STRIPE_SCRIPT = "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com https://*.js.stripe.com";
/** The SPA's contact scanner reads codes with ZXing in WebAssembly (no string ever becomes code). */
const SPA_SCRIPT = "script-src 'self' 'wasm-unsafe-eval'";
const STRIPE_FRAME = "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com";
const STRIPE_CONNECT = "connect-src 'self' https://api.stripe.com";
const ANALYTICS_CONSENT = 'fairleads-consent=analytics';

describe('Content-Security-Policy: Stripe.js and analytics only where they are needed', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('lets the SPA load Stripe.js, its frames and its API when payments are set up, and nothing else does', async () => {
    t = await createTestApp({ spaDir: SPA_FIXTURE, env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_csp', ANALYTICS_MEASUREMENT_ID: undefined } });
    for (const page of ['/', '/events', '/settings', '/dashboard']) {
      const csp = (await t.client().get(page).expect(200)).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(STRIPE_SCRIPT);
      expect(directive(csp, 'frame-src')).toBe(STRIPE_FRAME);
      expect(directive(csp, 'connect-src')).toBe(STRIPE_CONNECT);
      // the rest of the policy is the base one
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    }
    // the API, the visitor pages and the stand's kiosk never load a third-party script; only the
    // kiosk compiles WebAssembly (its badge scanner)
    for (const [path, script] of [
      ['/api/health', "script-src 'self'"],
      ['/form/unbekannt/messe', "script-src 'self'"],
      ['/stand/firma/messe', SPA_SCRIPT],
    ]) {
      const csp = (await t.client().get(path)).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(script);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    }
  });

  it('without Stripe settings the SPA allows no Stripe origin', async () => {
    t = await createTestApp({ spaDir: SPA_FIXTURE, env: { STRIPE_PUBLISHABLE_KEY: undefined, ANALYTICS_MEASUREMENT_ID: undefined } });
    const csp = (await t.client().get('/dashboard').expect(200)).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe(SPA_SCRIPT);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('allows Google Analytics only once the cookie choice allows it and a measurement id is set', async () => {
    t = await createTestApp({ spaDir: SPA_FIXTURE, env: { STRIPE_PUBLISHABLE_KEY: undefined, ANALYTICS_MEASUREMENT_ID: 'G-TEST1234' } });
    const before = await t.client().get('/').expect(200);
    expect(directive(before.headers['content-security-policy'], 'script-src')).toBe(SPA_SCRIPT);
    expect(directive(before.headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
    // the policy depends on the cookie: no cache may hand this page to another browser
    expect(before.headers.vary).toMatch(/Cookie/);

    const consented = await t.client().get('/').set('Cookie', ANALYTICS_CONSENT).expect(200);
    const csp = consented.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    // a consent cookie on an API answer or the stand's kiosk changes nothing
    for (const [path, script] of [
      ['/api/health', "script-src 'self'"],
      ['/stand/firma/messe', SPA_SCRIPT],
    ]) {
      const res = await t.client().get(path).set('Cookie', ANALYTICS_CONSENT);
      expect(directive(res.headers['content-security-policy'], 'script-src')).toBe(script);
    }
  });

  it('ignores the consent cookie when no measurement id is set', async () => {
    t = await createTestApp({ spaDir: SPA_FIXTURE, env: { STRIPE_PUBLISHABLE_KEY: undefined, ANALYTICS_MEASUREMENT_ID: undefined } });
    const res = await t.client().get('/').set('Cookie', ANALYTICS_CONSENT).expect(200);
    expect(directive(res.headers['content-security-policy'], 'script-src')).toBe(SPA_SCRIPT);
    expect(res.headers.vary ?? '').not.toMatch(/Cookie/);
  });
});
