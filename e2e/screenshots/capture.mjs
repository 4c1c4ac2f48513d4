// Product screenshots for the landing page's carousel (`make screenshots`).
//
// Starts the real stack with scripts/e2e-server.mjs (fresh database, dev outbox) on
// SCREENSHOTS_PORT (default 3190), signs an organiser up through the API the SPA uses (register,
// activation link from the dev outbox, login), creates three events, lets 16 visitors fill in
// the public form on a phone, confirms most of them by their double-opt-in link, archives one
// event, and saves 6 screenshots plus a variant of each ('<name>-alt.jpg') as JPEG into
// frontend/public/screenshots/. Every name and address is made up (example.com).
//
// The organiser's event credits (normally bought through Stripe, which is not reachable here) are
// granted directly in the fresh database.
//
// Environment: SCREENSHOTS_PORT, DATABASE_URL (else embedded PostgreSQL in ./var/pg-screenshots),
// CHROMIUM_PATH (default /usr/bin/chromium), E2E_BUILD (passed on; auto-build by default).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs';
import { withClient, withDatabase } from '../../scripts/lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = path.join(ROOT, 'frontend', 'public', 'screenshots');
const PORT = Number(process.env.SCREENSHOTS_PORT || 3190);
const BASE = `http://localhost:${PORT}`;
const MAX_BYTES = 200 * 1024;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const log = (message) => console.log(`[screenshots] ${message}`);

// ---------------------------------------------------------------- the made-up data
const ORGANISER = {
  name: 'Lena Hoffmann',
  email: 'lena.hoffmann@example.com',
  companySlug: 'nordlicht-messebau',
  password: 'Screenshot-2026!',
};

const VISITORS = [
  ['Jonas Weber', 'Maschinenbau'],
  ['Sophie Schneider', 'Automotive'],
  ['Maximilian Fischer', 'Elektrotechnik'],
  ['Marie Becker', 'Logistik'],
  ['Felix Wagner', 'Maschinenbau'],
  ['Emma Schulz', 'Energie'],
  ['Paul Hoffmeister', 'Automotive'],
  ['Hannah Koch', 'Elektrotechnik'],
  ['Leon Richter', 'Logistik'],
  ['Mia Klein', 'Energie'],
  ['Lukas Wolf', 'Maschinenbau'],
  ['Lea Neumann', 'Automotive'],
].map(([name, branche]) => ({ name, branche, email: `${name.toLowerCase().replace(/ /g, '.').replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')}@example.com` }));

const ROADSHOW_VISITORS = [
  { name: 'Tobias Schmitt', email: 'tobias.schmitt@example.com' },
  { name: 'Laura Zimmermann', email: 'laura.zimmermann@example.com' },
  { name: 'Niklas Braun', email: 'niklas.braun@example.com' },
  { name: 'Clara Krüger', email: 'clara.krueger@example.com' },
];

const day = (offset) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const YEAR = new Date().getUTCFullYear();

const EVENTS = {
  // the account's first event is the free one (10 leads): the smaller roadshow, archived later
  roadshow: {
    name: `Roadshow Süd ${YEAR}`,
    slug: `roadshow-sued-${YEAR}`,
    startDate: day(1),
    endDate: day(2),
    downloadUrl: 'https://example.com/produktkatalog.pdf',
    primaryColor: '#0F766E',
    backgroundColor: '#F0FDFA',
    introText: 'Danke für deinen Besuch! Trag dich ein und erhalte unseren Produktkatalog als PDF.',
  },
  hannover: {
    name: `Hannover Messe ${YEAR}`,
    slug: `hannover-messe-${YEAR}`,
    startDate: day(0),
    endDate: day(4),
    downloadUrl: 'https://example.com/whitepaper-smart-factory.pdf',
    primaryColor: '#1D4ED8',
    secondaryColor: '#E76E33',
    backgroundColor: '#0F172A',
    introText: 'Schön, dass du an Stand B27 in Halle 9 warst! Hol dir unser Whitepaper „Smart Factory 2030“ direkt aufs Handy.',
    nameRequired: true,
    customField1: 'Branche',
    customField1Required: true,
    customField1Options: ['Maschinenbau', 'Automotive', 'Elektrotechnik', 'Logistik', 'Energie'],
    submitButtonText: 'Whitepaper anfordern',
    doiEmailSubject: 'Bitte bestätige deine Anfrage von der Hannover Messe',
    doiEmailBody:
      'Hallo {{name}},\n\ndanke für deinen Besuch an unserem Stand B27 in Halle 9! Bitte bestätige kurz deine E-Mail-Adresse, dann schicken wir dir das Whitepaper „Smart Factory 2030“:\n\n{{confirmationUrl}}\n\nViele Grüße\nLena Hoffmann und das Team von Nordlicht Messebau',
  },
  popup: {
    name: 'Pop-up Store Berlin',
    slug: 'popup-store-berlin',
    startDate: day(21),
    endDate: day(23),
    downloadUrl: 'https://example.com/gutschein',
    primaryColor: '#BE185D',
    backgroundColor: '#FDF2F8',
    introText: 'Willkommen im Pop-up Store! Trag dich ein und sichere dir 10 % auf deine erste Bestellung.',
  },
};

// ---------------------------------------------------------------- the stack
async function startStack() {
  let adminUrl = process.env.DATABASE_URL;
  let embedded = null;
  if (!adminUrl) {
    log('starting embedded PostgreSQL in ./var/pg-screenshots …');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(ROOT, 'var', 'pg-screenshots'), database: 'postgres' });
    adminUrl = embedded.url;
  }
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: adminUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /e2e stack ready at \S+ \(database (\S+),/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the e2e server exited (code ${code}):\n${output.slice(-3000)}`)));
  });
  const database = await ready;
  log(`stack ready at ${BASE} (database ${database})`);
  return {
    databaseUrl: withDatabase(adminUrl, database),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      }
      if (embedded) await embedded.stop().catch(() => {});
    },
  };
}

// ---------------------------------------------------------------- API helpers (as the SPA calls them)
async function xsrf(context) {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie yet');
  return decodeURIComponent(cookie.value);
}

async function post(page, url, data, expected = [200, 201]) {
  const res = await page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(page.context()), Origin: BASE } });
  if (!expected.includes(res.status())) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return res.json().catch(() => ({}));
}

async function mailsTo(page, address) {
  const mails = await (await page.request.get('/api/dev/outbox')).json();
  return mails.filter((m) => m.to === address || (Array.isArray(m.to) && m.to.includes(address)) || String(m.to).includes(address));
}

async function waitForMail(page, address, pattern) {
  for (let i = 0; i < 50; i += 1) {
    const mail = (await mailsTo(page, address)).find((m) => pattern.test(m.text ?? m.html ?? ''));
    if (mail) return mail;
    await page.waitForTimeout(200);
  }
  throw new Error(`no mail to ${address} matching ${pattern}`);
}

async function signUp(page, databaseUrl) {
  await page.goto('/');
  await post(page, '/api/auth/register', ORGANISER);
  const mail = await waitForMail(page, ORGANISER.email, /\/verify-email\//);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text ?? mail.html)[1];
  const verified = await page.request.get(`/api/verify-email/${token}`);
  if (!verified.ok()) throw new Error(`activation failed: ${verified.status()}`);
  // Stands in for buying 3 event credits through Stripe (not reachable here).
  await withClient(databaseUrl, (client) => client.query(`UPDATE accounts SET event_credits = event_credits + 3 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [ORGANISER.email]));
  await post(page, '/api/auth/login', { email: ORGANISER.email, password: ORGANISER.password });
  log(`organiser ${ORGANISER.email} registered, activated and signed in`);
}

async function createEvent(page, data) {
  const body = await post(page, '/api/events', data);
  return body.event ?? body;
}

// ---------------------------------------------------------------- visitors
async function newPhone(browser) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL: BASE });
  return context;
}

async function fillForm(page, visitor, withBranche) {
  await page.goto(`/form/${ORGANISER.companySlug}/${visitor.eventSlug}`);
  await page.getByLabel('E-Mail-Adresse').fill(visitor.email);
  const name = page.getByRole('textbox', { name: /^Name/ });
  if (await name.count()) await name.fill(visitor.name);
  if (withBranche) await page.getByLabel('Branche').selectOption(visitor.branche);
  await page.getByRole('checkbox').check();
}

async function submitLead(browser, visitor, withBranche) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await fillForm(page, visitor, withBranche);
  await page.waitForTimeout(1_700); // a person's pace: the server refuses forms sent within 1.5 s
  await page.getByRole('button', { name: visitor.submitLabel }).click();
  await page.waitForURL(/email-confirmation/, { timeout: 15_000 });
  await context.close();
}

async function confirmLead(organiserPage, email) {
  const mail = await waitForMail(organiserPage, email, /\/confirm\//);
  const token = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text ?? mail.html)[1];
  await post(organiserPage, `/api/confirm/${token}`, undefined);
}

// ---------------------------------------------------------------- screenshots
/** The address a customer sees in production instead of this run's http://localhost:PORT (text only). */
const SHOWN_ORIGIN = 'https://app.fairleads.de';

async function showProductionOrigin(page) {
  await page.evaluate(
    ([from, to]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue.includes(from)) node.nodeValue = node.nodeValue.split(from).join(to);
      }
    },
    [BASE, SHOWN_ORIGIN],
  );
}

async function save(page, name, { fullPage = false } = {}) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(600); // fonts, transitions
  const file = path.join(OUT_DIR, `${name}.jpg`);
  for (const quality of [80, 74, 68, 60, 52]) {
    await page.screenshot({ path: file, type: 'jpeg', quality, fullPage, animations: 'disabled', caret: 'hide' });
    const size = fs.statSync(file).size;
    if (size < MAX_BYTES) {
      log(`${name}.jpg ${Math.round(size / 1024)} KB (quality ${quality})`);
      return;
    }
  }
  throw new Error(`${name}.jpg stays above ${MAX_BYTES / 1024} KB`);
}

async function organiserContext(browser, viewport, storageState) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    baseURL: BASE,
    storageState,
  });
  return context;
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--hide-scrollbars', '--font-render-hinting=none'],
  });
  try {
    // The cookie choice was made earlier: no consent modal over the product.
    const consent = JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 1 });
    const setup = await organiserContext(browser, DESKTOP);
    await setup.addInitScript((value) => localStorage.setItem('fairleads-cookie-consent', value), consent);
    const page = await setup.newPage();
    await signUp(page, stack.databaseUrl);

    const roadshow = await createEvent(page, EVENTS.roadshow);
    const hannover = await createEvent(page, EVENTS.hannover);
    await createEvent(page, EVENTS.popup);
    log('3 events created');

    for (const v of ROADSHOW_VISITORS) await submitLead(browser, { ...v, eventSlug: EVENTS.roadshow.slug, submitLabel: 'Daten übergeben' }, false);
    for (const v of VISITORS) await submitLead(browser, { ...v, eventSlug: EVENTS.hannover.slug, submitLabel: EVENTS.hannover.submitButtonText }, true);
    log(`${ROADSHOW_VISITORS.length + VISITORS.length} visitors filled in the form`);

    // most visitors confirm their address; the last two of Hannover and one of the roadshow do not (yet)
    for (const v of [...VISITORS.slice(0, 10), ...ROADSHOW_VISITORS.slice(0, 3)]) await confirmLead(page, v.email);
    log('13 leads confirmed');

    await post(page, `/api/events/${roadshow.id}/archive`, {});
    log(`${EVENTS.roadshow.name} archived`);
    const state = await setup.storageState();

    const desktop = await organiserContext(browser, DESKTOP, state);
    const d = await desktop.newPage();
    const phone = await organiserContext(browser, PHONE, state);
    const p = await phone.newPage();

    // 1 dashboard
    await d.goto('/dashboard');
    await d.getByRole('heading', { level: 1 }).first().waitFor();
    await save(d, 'dashboard');
    await p.goto('/dashboard');
    await p.getByRole('heading', { level: 1 }).first().waitFor();
    await save(p, 'dashboard-alt');

    // 2 event settings with the live phone preview: the form tab; variant: the e-mail tab.
    // (Not the first tab: headless Chromium shows its date fields in US format whatever the locale.)
    await d.goto(`/events/${hannover.id}/settings?tab=form`);
    await d.getByRole('tab', { name: 'Formular', selected: true }).waitFor();
    await save(d, 'event-settings');
    await d.getByRole('tab', { name: 'E-Mails' }).click();
    await d.getByRole('tab', { name: 'E-Mails', selected: true }).waitFor();
    await d.getByRole('button', { name: 'Erfolg', exact: true }).click().catch(() => {}); // the preview's success state
    await save(d, 'event-settings-alt');

    // 3 the visitor's form on a phone; variant: the same form filled in, ready to send
    const visitorContext = await newPhone(browser);
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`/form/${ORGANISER.companySlug}/${EVENTS.hannover.slug}`);
    await visitorPage.getByLabel('E-Mail-Adresse').waitFor();
    await save(visitorPage, 'visitor-form');
    await fillForm(visitorPage, { name: 'Anna Lehmann', email: 'anna.lehmann@example.com', branche: 'Maschinenbau', eventSlug: EVENTS.hannover.slug }, true);
    await visitorPage.getByRole('button', { name: EVENTS.hannover.submitButtonText }).scrollIntoViewIfNeeded();
    await save(visitorPage, 'visitor-form-alt');
    await visitorContext.close();

    // 4 leads (everyone, pending included); variant: the phone view
    await d.goto('/leads');
    await d.getByRole('button', { name: /Auch Ausstehende/ }).click().catch(() => {});
    await d.locator('tr.lead-row').first().waitFor();
    await save(d, 'leads');
    await p.goto('/leads');
    await p.waitForTimeout(800);
    await save(p, 'leads-alt');

    // 5 the QR dialog on /events; variant: the same dialog on a phone
    await d.goto('/events');
    await d.getByRole('button', { name: `QR-Code für ${EVENTS.hannover.name} anzeigen` }).click();
    await d.getByRole('dialog').getByRole('img').first().waitFor();
    await showProductionOrigin(d);
    await save(d, 'qr-code');
    await p.goto('/events');
    await p.getByRole('button', { name: `QR-Code für ${EVENTS.hannover.name} anzeigen` }).click();
    await p.getByRole('dialog').getByRole('img').first().waitFor();
    await showProductionOrigin(p);
    await save(p, 'qr-code-alt');

    // 6 the archive; variant: on a phone
    await d.goto('/archive');
    await d.getByRole('heading', { name: EVENTS.roadshow.name }).waitFor();
    await save(d, 'archive');
    await p.goto('/archive');
    await p.getByRole('heading', { name: EVENTS.roadshow.name }).waitFor();
    await save(p, 'archive-alt');

    log(`12 screenshots in ${path.relative(ROOT, OUT_DIR)}`);
  } finally {
    await browser.close().catch(() => {});
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(`[screenshots] FAILED: ${error.stack ?? error}`);
  process.exit(1);
});
