import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible, latestMail, signedInOrganiser } from './support';

/*
 * The public site: cookie consent (with analytics only after consent), landing page counters and
 * FAQ, the support dialog, legal pages, accessibility (the 404 page: not-found.spec.ts). The e2e server runs with
 * ANALYTICS_MEASUREMENT_ID=G-TEST123456; gtag.js is answered here, so nothing leaves the machine.
 */

// These tests start as a first-time visitor: no cookie choice stored (the config's default has one).
test.use({ storageState: { cookies: [], origins: [] } });

const CONSENT_KEY = 'fairleads-cookie-consent';
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123456';
const STORED_CHOICE = { necessary: true, analytics: false, marketing: false, version: 1 };

const consentModal = (page: Page) => page.getByRole('dialog', { name: /Cookies & Datenschutz|Cookie-Einstellungen anpassen/ });
const storedConsent = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);
const gtagScriptSrc = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.src ?? null);

/**
 * Records the host of every http(s) request and answers gtag.js locally with an empty script
 * (the route runs after the browser's policy check: gtag.js reaches it only where the served
 * Content-Security-Policy allows it, i.e. once the cookie choice allows analytics), and every
 * refusal of that policy.
 */
async function watchRequests(page: Page) {
  const hosts: string[] = [];
  const gtagRequests: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.push(url.host);
  });
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const policyViolations = () => page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations);
  return { hosts, gtagRequests, policyViolations };
}

/** The page's document as served: its Content-Security-Policy names analytics only after consent. */
const allowsAnalytics = (response: Response | null) => /googletagmanager\.com/.test(response?.headers()['content-security-policy'] ?? '');
const analyticsCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'fairleads-consent')?.value ?? null;

function rememberChoice(page: Page) {
  return page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, JSON.stringify(STORED_CHOICE)] as const);
}

test.describe('cookie consent', () => {
  test('no third-party request before a choice; Alle akzeptieren loads analytics', async ({ page, baseURL }) => {
    const own = new URL(baseURL!).host;
    const { hosts, gtagRequests, policyViolations } = await watchRequests(page);
    // before a choice the page's policy does not even allow analytics
    expect(allowsAnalytics(await page.goto('/'))).toBe(false);
    const modal = consentModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Anpassen' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await expect(modal.getByRole('button', { name: /schließen/i })).toHaveCount(0);

    // cannot be dismissed without choosing
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();

    // let the page settle, scroll through it (lazy images, counters): still only our own host
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    expect(hosts.length).toBeGreaterThan(0);
    expect([...new Set(hosts)]).toEqual([own]);
    expect(gtagRequests).toEqual([]);
    expect(await gtagScriptSrc(page)).toBeNull();
    expect(await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)))).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 2000,
        },
      ],
    ]);

    // the choice is told to the server in a cookie and the page loads again, now with a policy
    // that allows analytics
    const [reloaded] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/'),
      modal.getByRole('button', { name: 'Alle akzeptieren' }).click(),
    ]);
    expect(allowsAnalytics(reloaded)).toBe(true);
    expect(await analyticsCookie(page)).toBe('analytics');
    await expect(modal).toBeHidden();
    await expect.poll(() => gtagRequests).toEqual([GTAG]);
    expect(await policyViolations()).toEqual([]);
    expect(await gtagScriptSrc(page)).toBe(GTAG);
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: true });
    const layer = await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)));
    expect(layer).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(layer).toContainEqual(['config', 'G-TEST123456', { anonymize_ip: true, cookie_flags: 'secure;samesite=strict' }]);
    expect(layer).toContainEqual(['event', 'consent_granted', { send_to: 'G-TEST123456' }]);

    // the choice is remembered: no modal after a reload, analytics loads again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentModal(page)).toHaveCount(0);
    await expect.poll(() => gtagRequests.length).toBe(2);
  });

  test('Nur notwendige stores the choice and never loads analytics', async ({ page, baseURL }) => {
    const own = new URL(baseURL!).host;
    const { hosts, gtagRequests } = await watchRequests(page);
    await page.goto('/');
    await consentModal(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(consentModal(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(await analyticsCookie(page)).toBeNull();
    expect(allowsAnalytics(await page.reload())).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentModal(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(gtagRequests).toEqual([]);
    expect([...new Set(hosts)]).toEqual([own]);
    // set once the app has read the site settings after the reload, which a loaded machine may finish after network idle
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123456'])).toBe(true);
  });

  test('Anpassen: necessary locked on, analytics chosen, marketing off; Zurück goes back', async ({ page }) => {
    const { gtagRequests } = await watchRequests(page);
    await page.goto('/');
    await consentModal(page).getByRole('button', { name: 'Anpassen' }).click();
    const modal = page.getByRole('dialog', { name: 'Cookie-Einstellungen anpassen' });
    const necessary = modal.getByRole('switch', { name: /Notwendig/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(modal.getByRole('switch', { name: 'Analyse' })).not.toBeChecked();
    await expect(modal.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await modal.getByRole('button', { name: 'Zurück' }).click();
    await consentModal(page).getByRole('button', { name: 'Anpassen' }).click();
    await modal.getByRole('switch', { name: 'Analyse' }).click();
    await modal.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await expect(consentModal(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: false });
    await expect.poll(() => gtagRequests).toEqual([GTAG]);
  });

  test('reopened from the account settings; withdrawing removes analytics and its cookies', async ({ page, context, baseURL }) => {
    const { gtagRequests } = await watchRequests(page);
    await signedInOrganiser(page, `${Date.now().toString(36)}c`);
    await page.goto('/settings?tab=privacy');
    await consentModal(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => gtagRequests.length).toBe(1);
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.1.1', url: baseURL! },
      { name: '_ga_TEST123456', value: 'GS1.1.1', url: baseURL! },
    ]);

    await page.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }).click();
    const modal = consentModal(page);
    await expect(modal).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
    await modal.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(modal).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
    expect(await gtagScriptSrc(page)).toBeNull();
    const names = (await context.cookies()).map((c) => c.name);
    // the server no longer allows analytics on the next page
    expect(names).not.toContain('fairleads-consent');
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('_ga_TEST123456');
    expect(names).toContain('XSRF-TOKEN');
  });

  test('the privacy policy can be read before a choice', async ({ page }) => {
    await page.goto('/');
    await consentModal(page).getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(consentModal(page)).toHaveCount(0);
    // back on the landing page (client-side navigation) the modal asks again
    await page.getByRole('banner').getByRole('link', { name: 'FairLeads' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(consentModal(page)).toBeVisible();
  });
});

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await rememberChoice(page);
  });

  test('the statistics counters count up from 0 once the section is in view', async ({ page, request }) => {
    // the real endpoint answers totals only
    const real = await (await request.get('/api/public/stats')).json();
    expect(Object.keys(real).sort()).toEqual(['totalEvents', 'totalLeads', 'totalUsers']);
    // fixed totals so the animation has something to count on a fresh database
    await page.route('**/api/public/stats', (route) =>
      route.fulfill({ json: { totalEvents: 120, totalLeads: 4000, totalUsers: 60 } }),
    );
    await page.goto('/');
    const leads = page.getByTestId('stat-totalLeads');
    await page.waitForTimeout(600);
    await expect(leads).toHaveText('0'); // below the fold: not started

    // scroll the section into view, then sample the number until it stops at its final value
    const { samples, ms } = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid="stat-totalLeads"]')!;
      const read = () => Number((el.textContent ?? '').replace(/\./g, ''));
      el.closest('section')!.scrollIntoView({ block: 'center' });
      const out: number[] = [read()];
      let firstMove = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 8000 && out.at(-1) !== 10_000) {
        await new Promise((r) => setTimeout(r, 40));
        out.push(read());
        if (!firstMove && out.at(-1)! > 0) firstMove = performance.now();
      }
      return { samples: out, ms: performance.now() - firstMove };
    });
    expect(samples[0]).toBe(0);
    expect(samples.some((v) => v > 0 && v < 10_000)).toBe(true); // values in between
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]).toBeGreaterThanOrEqual(samples[i - 1]);
    expect(samples.at(-1)).toBe(10_000); // 4000 x 2.5
    // about 2 s from the first step to the last (loose bounds for a busy machine)
    expect(ms).toBeGreaterThan(1200);
    expect(ms).toBeLessThan(4500);
    await expect(page.getByTestId('stat-totalEvents')).toHaveText('300');
    await expect(page.getByTestId('stat-totalUsers')).toHaveText('150');
  });

  test('the FAQ keeps one answer open; clicking the open question closes it', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const q = (name: string) => faq.getByRole('button', { name });
    await expect(faq.getByRole('button')).toHaveCount(10);
    await expect(q('Wie funktioniert FairLeads am Messestand?')).toHaveAttribute('aria-expanded', 'true');
    await q('Was kostet FairLeads?').click();
    await expect(q('Was kostet FairLeads?')).toHaveAttribute('aria-expanded', 'true');
    await expect(q('Wie funktioniert FairLeads am Messestand?')).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expect(faq.getByRole('region', { name: 'Was kostet FairLeads?' })).toContainText('49 € pro Event');
    await q('Was kostet FairLeads?').click();
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('the support dialog sends a ticket that reaches SUPPORT_EMAIL', async ({ page }) => {
    const text = `Wie exportiere ich meine Leads? ${Date.now()}`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support kontaktieren' });
    await dialog.getByLabel('Name').fill('Erika Muster');
    await dialog.getByLabel('E-Mail-Adresse').fill('erika.muster@example.com');
    await dialog.getByLabel('Deine Nachricht').fill(text);
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('dialog', { name: 'Nachricht gesendet!' })).toBeVisible();
    await expect(page.getByText('Wir melden uns innerhalb von 1 Werktag.')).toBeVisible();
    const mail = await latestMail(page.request, 'support@localhost');
    expect(mail.text).toContain(text);
    expect(mail.text).toContain('erika.muster@example.com');

    // the organiser enquiry uses the same dialog in its own mode
    await page.getByRole('button', { name: 'Fertig' }).click();
    await page.getByRole('button', { name: 'Veranstalter-Anfrage stellen' }).click();
    await expect(page.getByRole('dialog', { name: 'Anfrage für Messeveranstalter' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('legal pages show the operator details and the footer links', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await footer.getByRole('button', { name: 'Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Support kontaktieren' })).toBeVisible();

    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '6. Speicherdauer der Lead-Daten' })).toBeVisible();
  });

  test('no serious accessibility violations on /, /impressum and /datenschutz', async ({ page }) => {
    await page.goto('/');
    // a fresh database shows no counters (too few events and leads): the FAQ is the page's end
    await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeAttached();
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expectAccessible(page, '/');
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
    await expectAccessible(page, '/impressum');
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { name: '1. Verantwortlicher', exact: true })).toBeVisible();
    await expectAccessible(page, '/datenschutz');
  });
});

test('the public pages fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await rememberChoice(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/impressum', '/datenschutz']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test('the open consent modal has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(consentModal(page)).toBeVisible();
  await expectAccessible(page, 'consent modal');
  await consentModal(page).getByRole('button', { name: 'Anpassen' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen anpassen' })).toBeVisible();
  await expectAccessible(page, 'consent modal, custom view');
});

test.describe('landing, legal and blog pages come rendered from the server (issue 13)', () => {
  const SHOTS = 'test-results/public-pages';
  const ARTICLE = '/blog/warum-73-prozent-der-messekontakte-nie-kontaktiert-werden';

  test('readable without JavaScript: landing, legal notice, blog list and an article', async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#pricing')).toContainText('49');
      await expect(page.getByRole('button', { name: /Wie funktioniert/ }).first()).toBeAttached();
      await page.screenshot({ path: `${SHOTS}/landing-no-js-${width}.png` });

      await page.goto('/impressum');
      await expect(page.getByRole('heading', { name: 'Angaben gemäß § 5 DDG' })).toBeVisible();

      await page.goto('/blog');
      await expect(page.getByRole('list', { name: 'Blog-Artikel' }).getByRole('article')).toHaveCount(10);
      await page.screenshot({ path: `${SHOTS}/blog-no-js-${width}.png` });
      await page.getByRole('link', { name: /Weiterlesen/ }).first().click();
      await expect(page).toHaveURL(ARTICLE);
      await expect(page.getByRole('heading', { level: 1, name: 'Warum 73 % der Messekontakte nie kontaktiert werden' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ARTICLE}$`));
      await page.screenshot({ path: `${SHOTS}/article-no-js-${width}.png` });
      await context.close();
    }
  });

  test('a button tapped before the app has loaded still works once it has', async ({ page }) => {
    await rememberChoice(page);
    // the app's code arrives late, as on a congested hall network
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('with JavaScript the same HTML becomes the app: no error, no second fetch of the article, buttons work', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // the articles' external images cannot be fetched on this offline machine: the proxy answers 502
      if (message.type() === 'error' && !message.location().url.includes('/api/image-proxy')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const articleFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/blog/') || request.url().includes('/api/auth/me')) articleFetches.push(request.url());
    });

    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await consentModal(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL('/blog');
    await page.waitForLoadState('networkidle');
    // the article came with the page; a signed-out reader's session is known from it as well
    expect(articleFetches).toEqual([]);

    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/landing-login.png` });
    expect(problems).toEqual([]);
  });
});
