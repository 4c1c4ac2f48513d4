import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectAccessible, signedInOrganiser } from './support';

/*
 * 'Privat kaufen' (the card payment) under the Content-Security-Policy the server really sends.
 *
 * The suite is offline, so Playwright answers Stripe's origins: a stand-in Stripe.js
 * (e2e/fixtures/fake-stripe-js.js) for js.stripe.com, its card frame, and api.stripe.com forwarded
 * to the local Stripe fake. Playwright's routes run after the browser's policy check: a script,
 * frame or request the policy refuses never reaches them and raises a securitypolicyviolation,
 * exactly as Stripe's real origins would be refused.
 */

const STRIPE_JS = readFileSync(resolve(__dirname, '..', 'fixtures', 'fake-stripe-js.js'), 'utf8');
const FAKE_STRIPE_API = `http://127.0.0.1:${process.env.E2E_FAKE_STRIPE_PORT}`;
const CARD_FRAME = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Karte</title>
<style>body{margin:0;font:16px system-ui,sans-serif;color:#1f2933}label{display:block;margin:.25rem 0}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #8a96a3;border-radius:6px;font:inherit}</style></head>
<body><label for="n">Kartennummer</label><input id="n" value="4242 4242 4242 4242" autocomplete="off">
<label for="d">Ablaufdatum</label><input id="d" value="12 / 34" autocomplete="off"></body></html>`;

interface Violation {
  directive: string;
  blocked: string;
}

/** Every refusal of the page's policy from the first script on (kept across the page's life). */
async function watchPolicyViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __policyViolations: typeof seen }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { __policyViolations: { directive: string; blocked: string }[] }).__policyViolations);
}

/** Stripe's origins, answered here; what reached them is recorded. */
async function serveStripe(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.route('https://js.stripe.com/**', (route: Route) => {
    const url = new URL(route.request().url());
    reached.push(`${url.origin}${url.pathname}`);
    if (url.pathname.endsWith('/stripe.js')) return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS });
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: CARD_FRAME });
  });
  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const url = new URL(route.request().url());
    reached.push(`${url.origin}${url.pathname}`);
    const answer = await route.fetch({ url: `${FAKE_STRIPE_API}${url.pathname}${url.search}` });
    // Stripe's API answers browsers from any origin
    return route.fulfill({ response: answer, headers: { ...answer.headers(), 'access-control-allow-origin': '*' } });
  });
  return reached;
}

/** A source list's directive of a served policy, as the browser reads it. */
function sources(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directive]) => directive === name);
  return found ? found.slice(1) : [];
}

/** Whether a https source expression (host, or *.host) matches the URL (CSP3 host-source). */
function matches(source: string, url: string): boolean {
  const { protocol, hostname } = new URL(url);
  const parsed = /^https:\/\/(\*\.)?([^/:]+)$/.exec(source);
  if (!parsed || protocol !== 'https:') return false;
  return parsed[1] ? hostname.endsWith(`.${parsed[2]}`) : hostname === parsed[2];
}

for (const width of [390, 1440]) {
  test(`Privat kaufen at ${width} px: Stripe.js, its card frame and its API pass the served policy, and the credit arrives`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const violations = await watchPolicyViolations(page);
    const reached = await serveStripe(page);
    await signedInOrganiser(page, `${Date.now().toString(36)}k${width}`);

    const response = await page.goto('/settings?tab=billing');
    const csp = response!.headers()['content-security-policy'];
    // the served policy, read as the browser reads it: Stripe.js, its frames and its API are allowed
    expect(sources(csp, 'script-src').some((s) => matches(s, 'https://js.stripe.com/endive/stripe.js'))).toBe(true);
    expect(sources(csp, 'frame-src').some((s) => matches(s, 'https://js.stripe.com/v3/elements-inner-payment.html'))).toBe(true);
    expect(sources(csp, 'frame-src').some((s) => matches(s, 'https://hooks.stripe.com/3d_secure_2/hosted'))).toBe(true);
    expect(sources(csp, 'connect-src').some((s) => matches(s, 'https://api.stripe.com/v1/payment_intents'))).toBe(true);
    // and nothing broader than Stripe's own hosts
    expect(sources(csp, 'script-src')).not.toContain('https:');
    expect(sources(csp, 'script-src')).not.toContain("'unsafe-inline'");

    await page.getByRole('button', { name: 'Privat kaufen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event-Credit privat kaufen' });
    await expect(dialog).toBeVisible();
    // the card form is Stripe's frame, loaded from js.stripe.com
    const card = dialog.frameLocator('iframe[src^="https://js.stripe.com/"]');
    await expect(card.getByLabel('Kartennummer')).toBeVisible();
    const pay = dialog.getByRole('button', { name: /bezahlen$/ });
    await expect(pay).toBeEnabled();
    await page.screenshot({ path: `test-results/card-payment/dialog-${width}.png` });
    await expectAccessible(page, `card payment dialog at ${width} px`);

    await pay.click();
    await expect(dialog.getByText('Zahlung erfolgreich!')).toBeVisible();
    await expect(dialog.getByText('Du hast jetzt 1 Event-Credit.')).toBeVisible();
    await page.screenshot({ path: `test-results/card-payment/paid-${width}.png` });

    expect(reached).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com/endive/stripe.js',
        'https://js.stripe.com/v3/elements-inner-payment.html',
        expect.stringMatching(/^https:\/\/api\.stripe\.com\/v1\/payment_intents\/pi_[0-9a-f]+\/confirm$/),
      ]),
    );
    // through the whole purchase the policy refused nothing
    expect(await violations()).toEqual([]);
    await expect(page.getByText('Konnte Zahlungsvorgang nicht initialisieren', { exact: false })).toHaveCount(0);
  });
}
