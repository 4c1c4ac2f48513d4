import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser, signedInPlatformAdmin, submitLead } from './support';

/*
 * The admin panel end to end: an organiser with an event and a lead exists; an admin signs in at
 * /admin (with a second factor, through the API), finds the organiser by part of the e-mail in
 * another case, deactivates them and exports the event's leads as CSV; an organiser is refused at
 * the admin login.
 * With E2E_SHOTS=<dir> the screens are also photographed at 1280 and 390 px.
 */

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@e2e.fairleads.test', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' };
const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Screens for people to look at, at a phone's and a desktop's width (test-results/admin-screens). */
async function shootAt(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `test-results/admin-screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function adminLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('an admin finds an organiser by e-mail, deactivates them and exports their event as CSV', async ({ page, browser }) => {
  // the whole panel in one story, the audit log's two pages at two widths included
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}adm`;
  const organiser = await signedInOrganiser(page, id);
  const slug = `admin-messe-${id}`;
  const created = await (await post(page, '/api/events', { name: `Admin Messe ${id}`, slug, ...EVENT })).json();
  const eventId = String(created.event.id);
  const leadEmail = `besuch-${id}@example.com`;
  await submitLead(page, `/api/form/${organiser.companySlug}/${slug}`, leadEmail);

  // The admin, in a browser of their own.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin-Login' })).toBeVisible();
  await expect(admin.getByText('Nur Benutzer mit der Rolle Admin haben Zugriff')).toBeVisible();
  await expectAccessible(admin, 'admin login');
  await shot(admin, 'admin-login');

  // The panel takes a second factor; the fresh admin sets one up through the API first and then
  // signs in with password and recovery code in a browser of their own.
  const enrolment = await browser.newContext();
  const { recoveryCodes } = await signedInPlatformAdmin(await enrolment.newPage(), ADMIN);
  await enrolment.close();
  const pending = await post(admin, '/api/admin/login', ADMIN);
  expect(await pending.json()).toMatchObject({ twoFactorRequired: true });
  expect((await post(admin, '/api/admin/login/2fa', { code: recoveryCodes[0] })).status()).toBe(200);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByText('Aktive Benutzer')).toBeVisible();
  await expect(admin.getByText('in den nächsten 30 Tagen')).toBeVisible();
  await expect(admin.locator('.admin-stat__value').first()).not.toHaveText('–');
  await expectAccessible(admin, 'admin dashboard');
  await shot(admin, 'admin-dashboard');

  await admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Benutzerverwaltung' }).click();
  await expect(admin.getByRole('heading', { name: 'Benutzerverwaltung' })).toBeVisible();
  // part of the e-mail, upper case
  await admin.getByRole('searchbox', { name: 'Benutzer suchen' }).fill(`ORGA-${id.toUpperCase()}`);
  await expect(admin.getByText('1 Benutzer', { exact: true })).toBeVisible();
  const table = admin.getByRole('region', { name: 'Benutzerliste' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2); // header + the organiser
  const row = rows.nth(1);
  await expect(row.getByRole('cell', { name: organiser.email })).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  await shot(admin, 'admin-users');

  await row.getByRole('button', { name: `Deaktivieren: ${organiser.name}` }).click();
  await expect(admin.getByText('Benutzer erfolgreich aktualisiert')).toBeVisible();
  await expect(row.getByText('Deaktiviert', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Aktivieren: ${organiser.name}` })).toBeVisible();

  await admin.getByRole('button', { name: 'Neuer Benutzer' }).click();
  await expect(admin.getByRole('dialog', { name: 'Neuen Benutzer erstellen' })).toBeVisible();
  await expectAccessible(admin, 'admin users with the create dialog');
  await shot(admin, 'admin-users-create');
  await admin.keyboard.press('Escape');
  await row.getByRole('button', { name: `Löschen: ${organiser.name}` }).click();
  await expect(admin.getByRole('dialog', { name: 'Benutzer endgültig löschen?' })).toBeVisible();
  await expectAccessible(admin, 'admin users with the delete dialog');
  await admin.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);

  await admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Event-Verwaltung' }).click();
  await expect(admin.getByRole('heading', { name: 'Event-Verwaltung' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Events suchen' }).fill(organiser.name.toUpperCase());
  const eventRow = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: `Admin Messe ${id}` }) });
  await expect(eventRow).toBeVisible();
  await expect(eventRow.getByRole('cell', { name: organiser.name })).toBeVisible();
  await expectAccessible(admin, 'admin events');
  await shot(admin, 'admin-events');

  const downloadPromise = admin.waitForEvent('download');
  await eventRow.getByRole('button', { name: `CSV exportieren: Admin Messe ${id}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`event-${eventId}-leads.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toContain('Email');
  expect(csv).toContain(leadEmail);
  await expect(admin.getByText('Die CSV-Datei wurde heruntergeladen')).toBeVisible();

  // The audit log: what this admin just did, newest first, in words; more than a page of it.
  for (let i = 0; i < 24; i += 1) {
    const account = { name: `Protokoll ${i}`, email: `protokoll-${i}-${id}@example.com`, password: 'start123', companySlug: `protokoll-${i}-${id}` };
    expect((await post(admin, '/api/admin/users', account)).status()).toBe(201);
  }
  await admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Protokoll' }).click();
  await expect(admin.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  const log = admin.getByRole('list', { name: 'Protokolleinträge' });
  await expect(log.getByRole('listitem')).toHaveCount(25);
  await expect(log.getByRole('listitem').first().getByText('Benutzer angelegt')).toBeVisible();
  await expect(log.getByRole('listitem').first().getByText('Protokoll 23')).toBeVisible();
  await expect(log.getByRole('listitem').first().getByText('Rolle: Benutzer · 1 Event-Credit')).toBeVisible();
  const pager = admin.getByRole('navigation', { name: 'Seiten des Protokolls' });
  await expect(pager.getByRole('status')).toHaveText(/^Seite 1 von \d+$/);
  // the export came just before the 24 new users: the last entry of the first page, named as it is now
  const exported = log.getByRole('listitem').last();
  await expect(exported.getByText('Leads als CSV exportiert')).toBeVisible();
  await expect(exported.getByText(`Admin Messe ${id}`)).toBeVisible();
  await expect(exported.getByText(`von ${organiser.name}`)).toBeVisible();
  await expect(exported.getByText('1 Lead exportiert')).toBeVisible();
  await expectAccessible(admin, 'admin audit log');
  await shootAt(admin, 'admin-audit');

  // the next page, by keyboard: the deactivation before it
  await pager.getByRole('button', { name: 'Ältere Einträge' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/audit\?page=2$/);
  await expect(pager.getByRole('status')).toHaveText(/^Seite 2 von \d+$/);
  const deactivated = log.getByRole('listitem').filter({ hasText: 'Account deaktiviert' }).first();
  await expect(deactivated.getByText(organiser.email)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Ältere Einträge' })).toBeFocused();
  await expectAccessible(admin, 'admin audit log, page 2');
  await shootAt(admin, 'admin-audit-page-2');

  // the dashboard shows the newest five and leads to the whole log
  await admin.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  const activity = admin.getByRole('list', { name: 'Letzte Aktivitäten' });
  await expect(activity.getByRole('listitem')).toHaveCount(5);
  await expect(admin.getByRole('link', { name: 'Ganzes Protokoll ansehen' })).toHaveAttribute('href', '/admin/audit');
  await expectAccessible(admin, 'admin dashboard with activity');
  await shootAt(admin, 'admin-dashboard-activity');
  await context.close();

  // An organiser (a fresh one: the first is deactivated now) is refused at the admin login.
  const other = await browser.newContext();
  const orgaPage = await other.newPage();
  const second = await signedInOrganiser(orgaPage, `${id}b`);
  await orgaPage.goto('/admin');
  await expect(orgaPage.getByRole('heading', { name: 'Admin-Login' })).toBeVisible();
  await adminLogin(orgaPage, second.email, second.password);
  await expect(orgaPage.getByText('Sie haben keine Admin-Berechtigung')).toBeVisible();
  await expect(orgaPage.getByRole('heading', { name: 'Admin-Login' })).toBeVisible();
  await other.close();
});
