import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser, xsrfToken } from './support';

/*
 * Issue 18's stand mode in the browser, at tablet and phone size: the organiser registers the
 * device ('Stand-Modus' in the event's settings), the hall's network goes down, three visitors
 * fill the form, the page is reloaded while offline (the service worker serves it, the queue is
 * still there), the network comes back, and the three leads arrive exactly once in the
 * organiser's list; the stand page keeps no trace of the visitor before.
 */

const SHOTS = 'test-results/stand-mode';
const PIN = '4711';
const EVENT = {
  startDate: '2026-01-01',
  endDate: '2099-12-31',
  downloadUrl: 'https://example.com/katalog.pdf',
  privacyUrl: 'https://example.com/datenschutz',
};
/** Any real PNG does as the event's uploaded logo. */
const LOGO = readFileSync(resolve(__dirname, '..', '..', 'frontend', 'public', 'stand', 'icon-192.png'));

/** The organiser uploads the event's logo (served by the API under its own address). */
async function uploadLogo(page: Page, eventId: string) {
  const res = await page.request.put(`/api/events/${eventId}/images/logo`, {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: LOGO } },
  });
  expect(res.status()).toBe(200);
}

/** Whether the stand shows the event's logo as a picture (not a broken image). */
function logoShown(page: Page): Promise<boolean> {
  return page.locator('img.vp-card__logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

const SIZES = [
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function device(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: true, locale: 'de-DE', serviceWorkers: 'allow' });
}

/** Until the stand's service worker controls the page and holds the shell and its scripts. */
async function standWorkerReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const cache = await caches.open('fairleads-stand-v1');
        const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
        // the route's own chunk is among the page's scripts: every one of them must be kept
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/assets/'));
        return keys.includes('/stand/') && scripts.every((path) => keys.includes(path));
      }),
    )
    .toBe(true);
}

async function visitorFills(page: Page, email: string, name: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Daten übergeben' }).click();
}

/** How many entries the stand's IndexedDB queue holds. */
function queuedOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fairleads-stand');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('queue', 'readonly').objectStore('queue').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** The stand page shows nothing of these visitors: no text, no value in a field. */
async function expectNoTrace(page: Page, emails: string[]) {
  const body = await page.locator('body').innerText();
  for (const email of emails) expect(body).not.toContain(email);
  const values = await page.locator('input, textarea, select').evaluateAll((fields) =>
    fields.map((field) => (field as HTMLInputElement).value).filter((value) => value && value !== 'on'),
  );
  expect(values).toEqual([]);
  await expect(page.getByRole('checkbox')).not.toBeChecked();
}

for (const size of SIZES) {
  test(`stand mode on a ${size.name}: registered by the organiser, three visitors offline, reload offline, sent exactly once`, async ({ browser }) => {
    const id = `${Date.now().toString(36)}${size.name[0]}`;
    const context = await device(browser, size.viewport);
    const page = await context.newPage();
    const organiser = await signedInOrganiser(page, id);
    const created = await post(page, '/api/events', { name: 'Fachmesse Halle 4', slug: 'fachmesse-halle-4', nameRequired: true, ...EVENT });
    expect(created.status()).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    await uploadLogo(page, event.id);
    const standPath = `/stand/${organiser.companySlug}/fachmesse-halle-4`;

    // the organiser registers this device in the event's settings
    await page.goto(`/events/${event.id}/settings`);
    await page.getByRole('button', { name: 'Stand-Modus' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Stand-Modus auf diesem Gerät starten' });
    await dialog.getByLabel(/Name des Geräts/).fill('Tablet Halle 4');
    await dialog.getByLabel(/^PIN \(4–8 Ziffern\)/).fill(PIN);
    await dialog.getByLabel(/^PIN wiederholen/).fill(PIN);
    await shoot(page, `register-dialog-${size.viewport.width}`);
    await dialog.getByRole('button', { name: 'Stand-Modus starten' }).click();
    await expect(page).toHaveURL(standPath);
    await expect(page.getByRole('heading', { name: 'Fachmesse Halle 4' })).toBeVisible();
    await standWorkerReady(page);
    expect(await logoShown(page)).toBe(true);
    await shoot(page, `stand-${size.viewport.width}`);
    await expectAccessible(page, 'stand page');

    // the privacy policy opens over the form, not in a browser tab that leaves the kiosk
    await page.getByRole('button', { name: 'Datenschutzerklärung' }).click();
    const policy = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(policy.getByText('https://example.com/datenschutz')).toBeVisible();
    await expect(policy.getByRole('img', { name: 'QR-Code zur Datenschutzerklärung' })).toBeVisible();
    await shoot(page, `privacy-${size.viewport.width}`);
    await expectAccessible(page, 'stand privacy overlay');
    await policy.getByRole('button', { name: 'Zurück zum Formular' }).click();
    await expect(policy).toBeHidden();
    expect(context.pages()).toHaveLength(1);

    // every touch target is at least 48 px high
    const small = await page.locator('input:not([type=hidden]), button, select, textarea, a').evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => {
          const target = element.closest('label, .vp-check__row') ?? element;
          return { name: element.textContent?.trim() || (element as HTMLInputElement).name, height: target.getBoundingClientRect().height };
        })
        .filter((target) => target.height < 48),
    );
    expect(small).toEqual([]);

    // the browser's own HTTP cache goes, as a tablet's browser may drop it at any time (storage
    // pressure, a restart): what the stand needs offline must be in its own copies
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    // the hall's network goes down; three visitors come by
    await context.setOffline(true);
    const emails = [1, 2, 3].map((n) => `besuch-${id}-${n}@example.com`);
    for (const [n, email] of emails.entries()) {
      await visitorFills(page, email, `Besucher ${n + 1}`);
      await expect(page.getByText('Gespeichert – wird gesendet, sobald wieder Netz da ist')).toBeVisible();
      await expect(page.getByTestId('stand-waiting')).toHaveText(n === 0 ? '1 Eintrag wartet auf Netz' : `${n + 1} Einträge warten auf Netz`);
      if (n === 0) {
        await page.getByRole('button', { name: 'heiß' }).click();
        await shoot(page, `thank-you-offline-${size.viewport.width}`);
      }
      await page.getByRole('button', { name: /Nächster Besucher/ }).click();
      await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('');
      await expectNoTrace(page, emails);
    }
    await shoot(page, `offline-${size.viewport.width}`);

    // reloaded without a network: the service worker serves the page, the queue is still there
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Fachmesse Halle 4' })).toBeVisible();
    // the logo too, kept on the device although it was shown before the service worker took over
    await expect.poll(() => logoShown(page)).toBe(true);
    await expect(page.getByTestId('stand-waiting')).toHaveText('3 Einträge warten auf Netz');
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    expect(await queuedOnDevice(page)).toBe(3);
    await expectNoTrace(page, emails);

    // the network is back: the queue goes out by itself
    await context.setOffline(false);
    await expect(page.getByTestId('stand-waiting')).toHaveCount(0, { timeout: 15_000 });
    await expectNoTrace(page, emails);
    // and nothing of them is left on the device
    await expect.poll(() => queuedOnDevice(page)).toBe(0);
    // a second start sends nothing again
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fachmesse Halle 4' })).toBeVisible();
    await expect(page.getByTestId('stand-waiting')).toHaveCount(0);

    // registering signed the organiser out on this device (visitors use it); back in, as on a laptop
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await post(page, '/api/auth/login', { email: organiser.email, password: organiser.password })).status()).toBe(200);

    // the organiser's list: each of the three exactly once
    const leads = (await (await page.request.get(`/api/leads?eventId=${event.id}&status=all&limit=50`)).json()) as unknown;
    const rows = (Array.isArray(leads) ? leads : (leads as { items: unknown[] }).items) as { email: string; rating: string | null }[];
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
    // the staff's 'heiß' for the first visitor, given offline, went out after its lead
    expect(rows.find((row) => row.email === emails[0])?.rating).toBe('hot');

    // the device in the event's settings; leaving stand mode needs the PIN
    await page.getByRole('button', { name: 'Stand-Modus beenden' }).click();
    const exit = page.getByRole('dialog', { name: 'Stand-Modus beenden' });
    await exit.getByLabel('PIN').fill('0000');
    await exit.getByRole('button', { name: 'Beenden' }).click();
    await expect(exit.getByRole('alert')).toContainText('Die PIN stimmt nicht.');
    await expect(exit.getByLabel('PIN')).toBeFocused();
    await exit.getByLabel('PIN').fill(PIN);
    await exit.getByRole('button', { name: 'Beenden' }).click();
    await expect(page).toHaveURL(`/events/${event.id}/settings`);
    const devices = page.getByRole('list', { name: 'Freigegebene Stand-Geräte' });
    await expect(devices.getByText('Tablet Halle 4')).toBeVisible();
    // it left stand mode: no longer released, nothing left to revoke
    await expect(devices.getByText(/^Stand-Modus beendet am /)).toBeVisible();
    await expect(devices.getByRole('button', { name: 'Tablet Halle 4 widerrufen' })).toHaveCount(0);
    await shoot(page, `device-list-${size.viewport.width}`);

    // without its token the stand page says so and leads to the sign-in, no dead end
    await page.goto(standPath);
    await expect(page.getByRole('heading', { name: 'Dieses Gerät ist nicht für den Stand-Modus freigegeben' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden und Gerät freigeben' })).toBeVisible();

    await page.goto(`/leads?event=${event.id}`);
    for (const email of emails) await expect(page.getByText(email)).toHaveCount(1);
    await context.close();
  });
}

test('a revoked device is refused and leaves what waits on the device', async ({ browser }) => {
  const id = `${Date.now().toString(36)}r`;
  const context = await device(browser, { width: 1440, height: 900 });
  const page = await context.newPage();
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', { name: 'Roadshow Köln', slug: 'roadshow-koeln', ...EVENT });
  const { event } = (await created.json()) as { event: { id: string } };
  const registered = await post(page, `/api/events/${event.id}/stand-devices`, { name: 'Tablet Eingang', pin: PIN });
  expect(registered.status()).toBe(201);
  const registration = (await registered.json()) as { token: string; device: { id: string; name: string; expiresAt: string } };

  await page.goto(`/events/${event.id}/settings`);
  const devices = page.getByRole('list', { name: 'Freigegebene Stand-Geräte' });
  await expect(devices.getByText('Tablet Eingang')).toBeVisible();
  await shoot(page, 'device-list-1440');
  await devices.getByRole('button', { name: 'Tablet Eingang widerrufen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Gerät widerrufen?' });
  await confirm.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(devices.getByText(/Widerrufen am/)).toBeVisible();

  // the device still holds its token: the stand page says it is no longer released, and how to go on
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [
      `fairleads.stand.device:${organiser.companySlug}/roadshow-koeln`,
      JSON.stringify({ token: registration.token, deviceId: registration.device.id, name: registration.device.name, eventId: event.id, expiresAt: registration.device.expiresAt }),
    ],
  );
  await page.goto(`/stand/${organiser.companySlug}/roadshow-koeln`);
  await expect(page.getByRole('heading', { name: 'Dieses Gerät ist nicht für den Stand-Modus freigegeben' })).toBeVisible();
  // the server's own words for a revoked token
  await expect(page.getByText(/vom Stand-Modus abgemeldet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden und Gerät freigeben' })).toBeVisible();
  await context.close();
});
