import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The XSRF-TOKEN cookie of the page's context. API answers set it (pages and assets set no
 * cookie); without one yet, GET /api/health first, as the SPA's api-client does.
 */
export async function xsrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!(await find())) await page.request.get('/api/health');
  const cookie = await find();
  if (!cookie) throw new Error('the API set no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * POST as the page's browser would: same cookies, the CSRF header. `fromAddress` sends the call
 * as from another client address (X-Forwarded-For, believed from the loopback proxy), because
 * every test runs on one machine and the per-address sign-up limit is meant for one person.
 */
export async function post(page: Page, path: string, data: unknown, fromAddress?: string) {
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': await xsrfToken(page) };
  if (fromAddress) headers['X-Forwarded-For'] = fromAddress;
  return page.request.post(path, { data, headers });
}

/** Random start: a restarted worker must not reuse the addresses of the run before. */
let addressCounter = Math.floor(Math.random() * 60_000);
/** A distinct client address for each simulated person. */
function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The newest mail to `to` in the local dev outbox. */
export async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string; html: string }> {
  let found: { to: string; subject: string; text: string; html: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string; html: string }[];
      found = mails.find((m) => m.to === to);
      return Boolean(found);
    }, { timeout: 10_000 })
    .toBe(true);
  return found!;
}

/**
 * The platform admin, signed in in this page's context with the second factor that the admin
 * routes require. The suite's database is fresh, so the admin has none yet: after the password
 * they set up TOTP through the API with a code computed here, which makes the session one with a
 * second factor. The recovery codes it answers sign in again (POST /api/admin/login/2fa).
 */
export async function signedInPlatformAdmin(page: Page, admin: { email: string; password: string }): Promise<{ recoveryCodes: string[] }> {
  const login = await post(page, '/api/admin/login', admin);
  expect(login.status()).toBe(200);
  if ((await login.json()).twoFactorRequired) throw new Error('the admin has a second factor already: the browser suite expects a fresh database');
  const setup = await post(page, '/api/account/security/totp/setup', {});
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const enabled = await post(page, '/api/account/security/totp/enable', { code });
  expect(enabled.status()).toBe(200);
  return (await enabled.json()) as { recoveryCodes: string[] };
}

/** A verified, signed-in organiser in this page's context (through the real API); `locale` is the language of their organiser area. */
export async function signedInOrganiser(page: Page, id: string, options: { locale?: 'de' | 'en' } = {}) {
  const account = { email: `orga-${id}@example.com`, name: `Olga ${id}`, companySlug: `messebau-${id}`, password: 'geheim123', ...options };
  await page.goto('/');
  const address = nextClientAddress();
  expect((await post(page, '/api/auth/register', account, address)).status()).toBe(201);
  const mail = await latestMail(page.request, account.email);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  expect((await page.request.get(`/api/verify-email/${token}`)).status()).toBe(200);
  expect((await post(page, '/api/auth/login', { email: account.email, password: account.password }, address)).status()).toBe(200);
  return account;
}

/**
 * axe-core on what the page shows now (WCAG 2.1 A and AA rules): no serious or critical
 * violation. The failure lists rule, impact and the first offending elements.
 */
export async function expectAccessible(page: Page, where: string) {
  // check the settled screen: a toast or dialog fading in has text at partial opacity, which axe
  // would rate as low contrast (endless animations such as spinners are ignored)
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // a frame that may run no script (the e-mail tab's mail preview) cannot host axe: it would
    // wait for it until the test times out; what it shows is a mail, not a screen of ours
    .exclude('iframe[sandbox=""]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** A visitor's submit through the public API, at a person's pace (the form token needs 1.5 s). */
export async function submitLead(page: Page, formPath: string, email: string) {
  const form = await (await page.request.get(formPath)).json();
  await page.waitForTimeout(1_600);
  const res = await post(page, `${formPath}/submit`, { email, consent: true, formToken: form.formToken });
  expect(res.status()).toBe(201);
}

/** Screens of the visitor pages for people to look at (test-results/visitor-screens). */
export async function shootVisitorScreen(page: Page, name: string) {
  await page.screenshot({ path: `test-results/visitor-screens/${name}.png`, fullPage: true });
}

/**
 * A signed-in organiser with the visitor specs' event 'Fachmesse Stuttgart' (branded, name and
 * 'Branche' required); `fields` change its settings. Answers the organiser and the form's path.
 */
export async function eventWithVisitorForm(page: Page, id: string, fields: Record<string, unknown> = {}) {
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Fachmesse Stuttgart',
    slug: 'fachmesse-stuttgart',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
    primaryColor: '#1D4ED8',
    backgroundColor: '#0F172A',
    introText: 'Hol dir unseren Messekatalog!',
    nameRequired: true,
    customField1: 'Branche',
    customField1Required: true,
    customField1Options: ['Handel', 'Industrie'],
    ...fields,
  });
  expect(created.status(), await created.text()).toBe(201);
  return { organiser, formPath: `/form/${organiser.companySlug}/fachmesse-stuttgart` };
}
