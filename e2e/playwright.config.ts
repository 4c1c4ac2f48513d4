import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/**
 * webhooks.spec.ts's receiver (the organiser's CRM) listens here; the server may post to it over
 * plain http through the test-only WEBHOOK_ALLOW_HOSTS. Far from PORT, so that suites run side by
 * side on neighbouring ports do not collide; set in the environment so the test workers read it.
 */
process.env.E2E_WEBHOOK_RECEIVER_PORT ??= String(PORT + 500);
const WEBHOOK_RECEIVER = `127.0.0.1:${process.env.E2E_WEBHOOK_RECEIVER_PORT}`;
/** The local Stripe fake (scripts/fake-stripe.cjs): card-payment.spec.ts routes api.stripe.com to it. */
process.env.E2E_FAKE_STRIPE_PORT ??= String(PORT + 600);
/**
 * integrations.spec.ts's HubSpot stand-in (backend/test/support/crm-fakes.ts) listens here; the
 * server's HUBSPOT_API_URL points at it (a setting the server refuses only in production).
 */
process.env.E2E_HUBSPOT_FAKE_PORT ??= String(PORT + 700);

/**
 * The browser suite: Debian's Chromium (no Playwright browser download) against the real stack,
 * started by scripts/e2e-server.mjs on a fresh database with the inline queue and the dev outbox.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    // A cookie choice made earlier ('Nur notwendige'), so the consent modal does not cover the
    // pages under test; public-site.spec.ts starts without it to test the modal itself.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'fairleads-cookie-consent', value: JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 1 }) },
          ],
        },
      ],
    },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      WEBHOOK_ALLOW_HOSTS: WEBHOOK_RECEIVER,
      E2E_FAKE_STRIPE_PORT: process.env.E2E_FAKE_STRIPE_PORT,
      HUBSPOT_API_URL: `http://127.0.0.1:${process.env.E2E_HUBSPOT_FAKE_PORT}`,
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
