// Screenshots of the CRM and API-key screens of the SPA against a made-up API (no backend, no
// database): starts `vite` for the frontend, answers every /api call in Playwright with page.route,
// and saves PNGs at 390 and 1440 px: the integrations tab (not connected, connected, a token the
// CRM refuses, an 'unauthorized' connection), the API keys, the key-created dialog, the lead
// sheet's CRM block and the notice after an erasure.
//
// Usage: node e2e/screenshots/crm-spa.mjs [out-dir]   (default ./var/shots-spa)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), SHOTS_PORT (default 5391).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'var', 'shots-spa'));
const PORT = Number(process.env.SHOTS_PORT || 5391);
const BASE = `http://localhost:${PORT}`;
const log = (message) => console.log(`[crm-spa] ${message}`);

// ---------------------------------------------------------------- the made-up API
const now = new Date('2026-11-27T10:00:00.000Z').toISOString();
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
const events = [
  { id: 'ev1', name: 'Hannover Messe 2026', status: 'active', slug: 'hannover-messe-2026' },
  { id: 'ev2', name: 'Roadshow Süd 2026', status: 'active', slug: 'roadshow-sued-2026' },
  { id: 'ev3', name: 'LogiMAT 2025', status: 'archived', slug: 'logimat-2025' },
];
const NO_MAP = { field1: null, field2: null, rating: null, tags: null, event: null };
const off = (provider) => ({ provider, connected: false, accountLabel: null, accountUrl: null, status: 'active', statusMessage: null, trigger: 'confirmed', eventIds: null, fieldMap: NO_MAP, connectedAt: null });
const hubspotOn = {
  provider: 'hubspot',
  connected: true,
  accountLabel: 'Nordlicht Messebau (Portal 143 227 88)',
  accountUrl: 'https://app-eu1.hubspot.com/contacts/14322788',
  status: 'active',
  statusMessage: null,
  trigger: 'confirmed',
  eventIds: ['ev1', 'ev2'],
  fieldMap: { field1: 'company', field2: 'jobtitle', rating: 'fairleads_rating', tags: 'fairleads_tags', event: 'fairleads_event' },
  connectedAt: '2026-11-25T09:12:00.000Z',
};
const pipedriveBroken = {
  provider: 'pipedrive',
  connected: true,
  accountLabel: 'Nordlicht Messebau GmbH',
  accountUrl: 'https://nordlicht.pipedrive.com',
  status: 'unauthorized',
  statusMessage: 'Pipedrive hat den Zugriff am 26.11.2026 um 18:40 verweigert (401). Wahrscheinlich wurde der API-Token erneuert.',
  trigger: 'captured',
  eventIds: null,
  fieldMap: { field1: 'org_name', field2: null, rating: null, tags: null, event: null },
  connectedAt: '2026-11-20T14:00:00.000Z',
};
const apiKeys = [
  { id: 'k1', name: 'Zapier Vertrieb', scopes: ['events:read', 'leads:read'], prefix: 'flk_Zp8kQ2aB', createdAt: '2026-11-20T09:00:00.000Z', createdBy: 'Lena Hoffmann', lastUsedAt: '2026-11-27T08:41:00.000Z' },
  { id: 'k2', name: 'CRM-Rückkanal (Bewertungen)', scopes: ['leads:read', 'leads:write'], prefix: 'flk_r4Tn0vWx', createdAt: '2026-11-26T16:30:00.000Z', createdBy: 'Jonas Weber', lastUsedAt: null },
];
const NEW_KEY = 'flk_6vJd0Rk3QpXoYw2LmA9sTfUeBnHcZgKi1rEqVy8WxP4';
const lead = {
  id: 'l1',
  eventId: 'ev1',
  event: { name: 'Hannover Messe 2026' },
  name: 'Sophie Schneider',
  email: 'sophie.schneider@example.com',
  customField1: 'Automotive',
  customField2: null,
  doiConfirmed: true,
  doiConfirmedAt: '2026-11-27T09:20:00.000Z',
  doiResentAt: null,
  createdAt: '2026-11-27T09:14:00.000Z',
  status: 'confirmed',
  rating: 'hot',
  tags: ['Rückruf'],
  notedAt: null,
};
const detail = {
  id: 'l1',
  eventId: 'ev1',
  event: { name: 'Hannover Messe 2026' },
  status: 'confirmed',
  name: lead.name,
  email: lead.email,
  createdAt: lead.createdAt,
  rating: 'hot',
  tags: ['Rückruf'],
  note: null,
  answers: [
    { label: 'Name', value: lead.name },
    { label: 'E-Mail', value: lead.email },
    { label: 'Branche', value: 'Automotive' },
  ],
  consent: {
    text: 'Ich willige ein, dass Nordlicht Messebau mich zu Produkten kontaktiert.',
    textHash: 'ab'.repeat(32),
    formVersion: 3,
    doubleOptIn: true,
    submittedAt: lead.createdAt,
    submitIpHash: 'cd'.repeat(16),
    submitUserAgent: 'Mobile Safari',
    confirmedAt: lead.doiConfirmedAt,
    confirmIpHash: null,
    confirmUserAgent: null,
    doiMessageIds: ['<doi@fairleads>'],
    welcomeMessageIds: [],
  },
  timeline: [
    { type: 'LeadCaptured', at: lead.createdAt, actor: 'visitor', label: 'Formular abgeschickt, Einwilligung erteilt', by: null },
    { type: 'DoiMailSent', at: lead.createdAt, actor: 'system', label: 'Bestätigungs-E-Mail gesendet', by: null },
    { type: 'LeadConfirmed', at: lead.doiConfirmedAt, actor: 'visitor', label: 'E-Mail-Adresse bestätigt (Double Opt-In)', by: null },
    { type: 'LeadQualified', at: '2026-11-27T09:40:00.000Z', actor: 'organiser', label: 'Bewertung: heiß · Tags: Rückruf', by: { kind: 'api-key', name: 'CRM-Rückkanal (Bewertungen)' } },
  ],
};
const leadCrm = [
  { provider: 'hubspot', state: 'sent', error: null, attempts: 1, remoteUrl: 'https://app-eu1.hubspot.com/contacts/14322788/record/0-1/90211', syncedAt: '2026-11-27T09:20:30.000Z', updatedAt: now },
  { provider: 'pipedrive', state: 'failed', error: 'Pipedrive hat den Zugriff verweigert (401). Gib in den Einstellungen einen neuen API-Token ein.', attempts: 1, remoteUrl: null, syncedAt: null, updatedAt: now },
];

/** The API as this run wants it: `state` changes between the screenshots. */
function api(state) {
  return async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const key = `${request.method()} ${url.pathname}`;
    const json = (body, status = 200, headers = {}) => route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
    switch (key) {
      case 'GET /api/auth/me':
        return json(me);
      case 'GET /api/health':
        return route.fulfill({ status: 200, headers: { 'set-cookie': 'XSRF-TOKEN=shot; Path=/' }, contentType: 'application/json', body: '{"status":"ok"}' });
      case 'GET /api/events':
        return json(events);
      case 'GET /api/account/integrations':
        return json(state.integrations);
      case 'PUT /api/account/integrations/hubspot':
        return json({ statusCode: 400, code: 'CRM_TOKEN_INVALID', message: 'HubSpot hat den Token abgelehnt.' }, 400);
      case 'GET /api/account/api-keys':
        return json(apiKeys);
      case 'POST /api/account/api-keys': {
        const body = request.postDataJSON();
        return json({ id: 'k3', name: body.name, scopes: body.scopes, prefix: NEW_KEY.slice(0, 12), key: NEW_KEY, createdAt: now }, 201);
      }
      case 'GET /api/leads/summary':
        return json({ total: 1, confirmed: 1, pending: 0, tags: ['Rückruf'] });
      case 'GET /api/leads':
        if (url.searchParams.has('since')) return route.fulfill({ status: 304, headers: { 'X-Leads-Cursor': 's1.2' } });
        return json(state.leads, 200, { 'X-Total-Count': String(state.leads.length), 'X-Leads-Cursor': 's1.1' });
      case 'GET /api/leads/l1':
        return json(detail);
      case 'GET /api/leads/l1/crm':
        return json(leadCrm);
      case 'POST /api/leads/l1/erase':
        state.leads = [];
        return json({ message: 'Lead gelöscht.', crmCopies: [{ provider: 'hubspot', url: leadCrm[0].remoteUrl }] });
      default:
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
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
      // the cookie choice made before: no consent dialog over the screens
      await context.addInitScript(() =>
        localStorage.setItem('fairleads-cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, version: 1 })),
      );
      const page = await context.newPage();
      const state = { integrations: [off('hubspot'), off('pipedrive')], leads: [lead] };
      await page.route((url) => url.pathname.startsWith('/api/'), api(state));
      const shot = async (name, options = {}) => {
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), ...options });
        log(`${name}-${width}.png`);
      };

      // integrations: not connected, then a token the CRM refuses
      await page.goto(`${BASE}/settings?tab=integrations`);
      await page.getByRole('heading', { name: 'HubSpot', level: 3 }).waitFor();
      await shot('integrations-off', { fullPage: true });
      const hubspot = page.locator('li', { has: page.getByRole('heading', { name: 'HubSpot', level: 3 }) });
      await hubspot.getByText('So erstellst du das Zugriffstoken').click();
      await hubspot.getByLabel(/Zugriffstoken einer privaten App/).fill('pat-eu1-abc');
      await hubspot.getByRole('button', { name: 'Verbinden' }).click();
      await hubspot.getByText(/hat den Token abgelehnt/).waitFor();
      await hubspot.scrollIntoViewIfNeeded();
      await shot('integrations-token-refused');

      // connected (HubSpot) and unauthorized (Pipedrive)
      state.integrations = [hubspotOn, pipedriveBroken];
      await page.goto(`${BASE}/settings?tab=integrations`);
      await page.getByText('Zugriff verweigert').first().waitFor();
      await shot('integrations-on', { fullPage: true });
      for (const name of ['HubSpot', 'Pipedrive']) {
        const card = page.locator('li', { has: page.getByRole('heading', { name, level: 3 }) });
        await card.screenshot({ path: path.join(OUT, `integrations-on-${name.toLowerCase()}-${width}.png`) });
      }
      await page.getByRole('tab', { name: 'Integrationen' }).screenshot({ path: path.join(OUT, `tab-${width}.png`) });
      await page.getByRole('tablist').screenshot({ path: path.join(OUT, `tablist-${width}.png`) });

      // API keys, and a new key
      await page.goto(`${BASE}/settings?tab=api-keys`);
      await page.getByRole('heading', { name: 'Zapier Vertrieb' }).waitFor();
      await shot('api-keys', { fullPage: true });
      await page.getByRole('button', { name: 'Neuer Schlüssel' }).click();
      await page.getByLabel(/^Name/).fill('Make Marketing');
      await shot('api-key-new');
      await page.getByRole('button', { name: 'Schlüssel erstellen' }).click();
      await page.getByRole('dialog', { name: 'Schlüssel erstellt' }).waitFor();
      await shot('api-key-created');

      // the lead sheet's CRM block, then the erasure's notice
      await page.goto(`${BASE}/leads?lead=l1`);
      const sheet = page.getByRole('dialog', { name: 'Sophie Schneider' });
      await sheet.getByRole('heading', { name: 'CRM' }).waitFor();
      await page.waitForTimeout(300);
      for (const [name, file] of [['CRM', 'lead-crm'], ['Verlauf', 'lead-timeline']]) {
        await sheet.locator('section', { has: page.getByRole('heading', { name, exact: true }) }).screenshot({ path: path.join(OUT, `${file}-${width}.png`) });
        log(`${file}-${width}.png`);
      }
      await sheet.getByRole('button', { name: 'Lead löschen' }).click();
      const erase = page.getByRole('dialog', { name: 'Lead endgültig löschen?' });
      await erase.getByRole('radio', { name: 'Testeintrag' }).check();
      await erase.getByRole('button', { name: 'Endgültig löschen' }).click();
      await page.getByRole('note', { name: 'Kopie im CRM' }).waitFor();
      await shot('lead-erased-crm-copy');

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
