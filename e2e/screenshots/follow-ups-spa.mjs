// Screenshots of the event settings' 'Follow-ups' tab against a made-up API (no backend, no
// database), as crm-spa.mjs does: starts `vite` for the frontend, answers every /api call in
// Playwright with page.route, and saves PNGs at 390 and 1440 px: the empty tab, a sequence of three
// steps (a send window, figures, the consent warning), a save the browser refuses, and a step's
// preview.
//
// Usage: node e2e/screenshots/follow-ups-spa.mjs [out-dir]   (default ./var/shots-follow-ups)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), SHOTS_PORT (default 5392).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'var', 'shots-follow-ups'));
const PORT = Number(process.env.SHOTS_PORT || 5392);
const BASE = `http://localhost:${PORT}`;
const log = (message) => console.log(`[follow-ups-spa] ${message}`);

// ---------------------------------------------------------------- the made-up API
const me = {
  id: 'u1',
  name: 'Lena Hoffmann',
  email: 'lena.hoffmann@example.com',
  companySlug: 'nordlicht-messebau',
  eventCredits: 2,
  freeEventAvailable: false,
  role: 'user',
  accountId: 'a1',
  currentAccountId: 'a1',
  accountRole: 'owner',
  accounts: [{ id: 'a1', name: 'Nordlicht Messebau', role: 'owner' }],
  secondFactor: { enabled: true, required: false, satisfied: true },
  signedInBefore: true,
};
const event = {
  id: 'ev1',
  name: 'Hannover Messe 2026',
  slug: 'hannover-messe-2026',
  startDate: '2026-04-20',
  endDate: '2026-04-24',
  status: 'active',
  downloadUrl: 'https://example.com/produktkatalog.pdf',
  doubleOptIn: true,
  leadCount: 48,
  confirmedLeadCount: 41,
  conversionRate: 85,
  isFirstEvent: false,
  leadLimitReached: false,
  formUrl: `${BASE}/form/nordlicht-messebau/hannover-messe-2026`,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const CONSENT = 'Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden. Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.';
const sequence = [
  {
    delayDays: 0,
    subject: 'Schön, dass wir uns auf der Hannover Messe gesehen haben',
    body: 'Hallo{{#if name}} {{name}}{{/if}},\n\nvielen Dank für deinen Besuch an unserem Stand! Hier sind noch einmal deine Unterlagen:\n\n{{downloadUrl}}',
  },
  {
    delayDays: 3,
    subject: 'Sollen wir über dein Projekt sprechen?',
    body: 'Hallo{{#if name}} {{name}}{{/if}},\n\nwir nehmen uns gern 20 Minuten für deine Fragen. Such dir einfach einen Termin aus.',
    bookingUrl: 'https://cal.example.com/nordlicht/erstgespraech',
    sendWindow: { days: [1, 2, 3, 4, 5], from: '09:00', to: '16:30', timeZone: 'Europe/Berlin' },
  },
  { delayDays: 14, subject: 'Unsere Neuheiten 2026 im Überblick', body: 'Hallo{{#if name}} {{name}}{{/if}},\n\nzum Abschluss: unsere Neuheiten auf einen Blick.' },
];
const figures = [
  { step: 1, scheduled: 0, sent: 41, unsubscribed: 1, clicked: 0 },
  { step: 2, scheduled: 12, sent: 28, unsubscribed: 2, clicked: 7 },
  { step: 3, scheduled: 38, sent: 0, unsubscribed: 0, clicked: 0 },
];
const previewHtml = (step) =>
  `<!doctype html><html lang="de"><body style="font-family:sans-serif;background:#f3f6f7;padding:24px"><div style="background:#fff;border-radius:8px;padding:24px;max-width:560px;margin:auto"><h1 style="font-size:20px">${sequence[step - 1]?.subject ?? ''}</h1><p>Hallo Erika Musterfrau,</p><p>${(sequence[step - 1]?.body ?? '').split('\n\n')[1] ?? ''}</p><p style="font-size:12px;color:#616e7c">Keine weiteren E-Mails zu „Hannover Messe 2026“</p></div></body></html>`;

function api(state) {
  return async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const key = `${request.method()} ${url.pathname}`;
    const json = (body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    const preview = /^GET \/api\/events\/ev1\/follow-ups\/(\d)\/preview$/.exec(key);
    if (preview) return route.fulfill({ status: 200, contentType: 'text/html', body: previewHtml(Number(preview[1])) });
    switch (key) {
      case 'GET /api/auth/me':
        return json(me);
      case 'GET /api/health':
        return route.fulfill({ status: 200, headers: { 'set-cookie': 'XSRF-TOKEN=shot; Path=/' }, contentType: 'application/json', body: '{"status":"ok"}' });
      case 'GET /api/events/ev1':
        return json(event);
      case 'GET /api/events/ev1/readiness':
        return json({ ready: true, items: [] });
      case 'GET /api/events/ev1/follow-ups':
        return json(state.steps);
      case 'PUT /api/events/ev1/follow-ups':
        state.steps = request.postDataJSON();
        return json(state.steps);
      case 'GET /api/events/ev1/follow-ups/status':
        return json({ consentText: CONSENT, consentMentionsMail: state.consentMentionsMail, steps: state.figures });
      default:
        if (/^POST \/api\/events\/ev1\/follow-ups\/\d\/test-email$/.test(key)) return json({ message: `Test-E-Mail an ${me.email} gesendet.` });
        if (request.method() === 'GET') {
          log(`unmocked ${key}: []`);
          return json([]);
        }
        log(`unmocked ${key}: 404`);
        return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden' }, 404);
    }
  };
}

// ---------------------------------------------------------------- the run
async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`${BASE}/`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('vite did not start');
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const vite = spawn('npx', ['vite', '--port', String(PORT), '--strictPort'], { cwd: path.join(ROOT, 'frontend'), stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  };
  process.on('exit', stop);
  await waitForServer();
  log(`vite on ${BASE}`);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    for (const width of [390, 1440]) {
      const touch = width < 600;
      const context = await browser.newContext({ viewport: { width, height: touch ? 844 : 900 }, isMobile: touch, hasTouch: touch, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
      await context.addInitScript(() =>
        localStorage.setItem('fairleads-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 1 })),
      );
      const page = await context.newPage();
      const state = { steps: [], figures: [], consentMentionsMail: true };
      await page.route((url) => url.pathname.startsWith('/api/'), api(state));
      const shot = async (name, options = {}) => {
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), ...options });
        log(`${name}-${width}.png`);
      };
      const sideways = async (name) => {
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) {
          const wide = await page.evaluate((w) => [...document.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > w + 1).slice(0, 8).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`), width);
          throw new Error(`${name} at ${width} px sticks out sideways (${scrollWidth} px): ${wide.join(", ")}`);
        }
      };

      // off: the empty state, then a new step not saved yet
      await page.goto(`${BASE}/events/ev1/settings?tab=follow-ups`);
      await page.getByRole('heading', { name: 'Noch keine Follow-ups' }).waitFor();
      await sideways('empty');
      await shot('follow-ups-empty', { fullPage: true });
      await page.getByRole('button', { name: 'Follow-up hinzufügen' }).click();
      await page.getByText('Ungespeicherte Änderungen an den Follow-ups').waitFor();
      await sideways('new step');
      await shot('follow-ups-new-step', { fullPage: true });

      // the browser refuses a step before the one above it
      await page.getByRole('button', { name: 'Weiteres Follow-up hinzufügen' }).click();
      await page.getByLabel('Tage nach der Bestätigung (Follow-up 1)').fill('10');
      await page.locator('.es-fu-savebar').getByRole('button', { name: 'Follow-ups speichern' }).click();
      await page.getByText('Nicht gespeichert: Follow-up 2').waitFor();
      await shot('follow-ups-refused');

      // three saved steps with their figures, and a consent that mentions no further mails
      Object.assign(state, { steps: sequence, figures, consentMentionsMail: false });
      await page.goto(`${BASE}/events/ev1/settings?tab=follow-ups`);
      await page.getByText('Deine Einwilligung erwähnt keine weiteren E-Mails.', { exact: false }).waitFor();
      await page.getByLabel('Zahlen zu Follow-up 2').getByText('28').waitFor();
      await sideways('sequence');
      await shot('follow-ups-sequence', { fullPage: true });
      const second = page.getByRole('region', { name: /^Follow-up 2 ·/ });
      await second.screenshot({ path: path.join(OUT, `follow-ups-step-window-${width}.png`) });
      await second.getByRole('button', { name: 'Vorschau anzeigen' }).click();
      await second.locator('iframe').contentFrame().getByText('Hallo Erika Musterfrau,').waitFor();
      await second.getByRole('button', { name: 'Test-E-Mail senden' }).click();
      await page.getByText(`Test-E-Mail an ${me.email} gesendet.`).waitFor();
      await second.scrollIntoViewIfNeeded();
      await shot('follow-ups-preview');

      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
