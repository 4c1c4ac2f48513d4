import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { generateCards } from '../../scripts/card-corpus.cjs';
import { expectAccessible, latestMail, post, signedInOrganiser } from './support';


/*
 * Badge and card capture in a real Chromium: its camera is a fake device that films a badge's QR
 * code (a vCard), read by the barcode-detector polyfill (ZXing in WebAssembly from our own build,
 * under the served Content-Security-Policy: desktop Chromium on Linux has no BarcodeDetector).
 * The stand page and the lead desk's capture view take the code into their form, at phone and
 * desktop size; the screens land in test-results/contact-scan for people to look at.
 */

const SHOTS = 'test-results/contact-scan';
const VCARD = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Gabler;Gerda', 'ORG:Gabler KG;Vertrieb', 'TITLE:Einkaufsleiterin', 'TEL;TYPE=CELL:+49 170 1234567', 'EMAIL:gerda@gabler.example', 'END:VCARD'].join('\r\n');
const SIZES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
] as const;

/** A Y4M video (what Chromium's fake camera plays) of a black-on-white QR code. */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((height - 40) / (modules.size + 8));
  const side = modules.size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = join(tmpdir(), `fairleads-badge-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

test.setTimeout(180_000);

let browser: Browser;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(VCARD)}`,
    ],
  });
});
test.afterAll(async () => browser?.close());

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An organiser with an event whose form asks for the company, and a stand device for it. */
async function eventWithStand(page: Page, id: string) {
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Fachmesse Stuttgart',
    slug: 'fachmesse-stuttgart',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
    customField1: 'Firma',
    customField2: 'Interesse',
    customField2Options: ['Produkt A', 'Produkt B'],
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const registered = await post(page, `/api/events/${event.id}/stand-devices`, { name: 'Tablet Halle 4', pin: '4711' });
  expect(registered.status()).toBe(201);
  const registration = (await registered.json()) as { token: string; device: { id: string; name: string; expiresAt: string } };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [
      `fairleads.stand.device:${organiser.companySlug}/fachmesse-stuttgart`,
      JSON.stringify({ token: registration.token, deviceId: registration.device.id, name: registration.device.name, eventId: event.id, expiresAt: registration.device.expiresAt }),
    ],
  );
  return { organiser, eventId: event.id, standPath: `/stand/${organiser.companySlug}/fachmesse-stuttgart` };
}

/** Opens the badge scanner, waits for the filmed code, takes it into the form. */
async function scanBadge(page: Page, size: string, where: string) {
  await page.getByRole('button', { name: 'Badge scannen' }).click();
  const scanner = page.getByRole('dialog', { name: 'Badge scannen' });
  await expect(scanner.getByRole('button', { name: 'In das Formular übernehmen' })).toBeVisible({ timeout: 20_000 });
  await expect(scanner.getByText('gerda@gabler.example')).toBeVisible();
  await expect(scanner.getByLabel('Nicht zugeordnet – zum Kopieren')).toHaveValue(/Telefon: \+49 170 1234567/);
  await shoot(page, `${where}-scan-result-${size}`);
  await expectAccessible(page, `${where} scanner result ${size}`);
  await scanner.getByRole('button', { name: 'In das Formular übernehmen' }).click();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('gerda@gabler.example');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Gerda Gabler');
  await expect(page.getByLabel(/^Firma/)).toHaveValue('Gabler KG');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('note')).toContainText('Einwilligung selbst bestätigen');
}

for (const { name: size, viewport } of SIZES) {
  test(`stand page and lead desk read a badge's code from the camera (${size} px)`, async ({ baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, locale: 'de-DE' });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    const { standPath, eventId } = await eventWithStand(page, `${Date.now().toString(36)}s${size}`);

    await page.goto(standPath);
    await expect(page.getByRole('button', { name: 'Badge scannen' })).toBeVisible();
    // the stand keeps the code reader (polyfill and .wasm) for a badge scan without network
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('fairleads-stand-v1')).keys()).some((request) => /\/assets\/zxing_reader-[^/]+\.wasm$/.test(request.url))), { timeout: 20_000 })
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Visitenkarte' })).toBeEnabled();
    await shoot(page, `stand-form-${size}`);
    await expectAccessible(page, `stand form ${size}`);

    // the card scanner: the camera's preview in a card-shaped frame
    await page.getByRole('button', { name: 'Visitenkarte' }).click();
    const cardScanner = page.getByRole('dialog', { name: 'Visitenkarte fotografieren' });
    await expect(cardScanner.getByRole('button', { name: 'Foto aufnehmen' })).toBeEnabled({ timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await shoot(page, `stand-card-scanner-${size}`);
    await expectAccessible(page, `stand card scanner ${size}`);
    await page.keyboard.press('Escape');
    await expect(cardScanner).toBeHidden();
    // closing stops the camera
    await expect.poll(() => page.evaluate(() => document.querySelector('video') === null)).toBe(true);

    await scanBadge(page, size, 'stand');
    await shoot(page, `stand-prefilled-${size}`);
    await expectAccessible(page, `stand prefilled ${size}`);

    // the lead desk: 'Scannen' opens the capture view for the desk's event
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fairleads.stand')).forEach((key) => localStorage.removeItem(key)));
    await page.goto(`/leads?event=${eventId}`);
    await expect(page.getByRole('link', { name: 'Scannen' })).toBeVisible();
    await shoot(page, `desk-list-${size}`);
    await page.getByRole('link', { name: 'Scannen' }).click();
    await expect(page.getByRole('heading', { name: 'Lead erfassen' })).toBeVisible();
    await expect(page.getByLabel('Event')).toHaveValue(eventId);
    await shoot(page, `desk-capture-${size}`);
    await expectAccessible(page, `desk capture ${size}`);
    await scanBadge(page, size, 'desk');
    await shoot(page, `desk-prefilled-${size}`);
    await page.getByRole('link', { name: /Zurück zu den Leads/ }).click();
    await expect(page).toHaveURL(`/leads?event=${eventId}`);
    await context.close();
  });
}

/** The event's leads as the organiser's desk lists them. */
async function deskLeads(page: Page, eventId: string) {
  const answer = await page.request.get(`/api/leads?eventId=${eventId}&status=all&limit=50`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as unknown;
  return (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as { email: string; status: string; source: string }[];
}

test('a scanned badge at the stand and a photographed card on the desk become pending leads with their source and the double opt-in mail', async ({ baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 768, height: 1024 }, hasTouch: true, locale: 'de-DE' });
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  const { standPath, eventId } = await eventWithStand(page, `${Date.now().toString(36)}lead`);

  // the stand: the badge fills the form, the visitor ticks the consent and sends
  await page.goto(standPath);
  await scanBadge(page, '768', 'stand-lead');
  await page.getByRole('button', { name: 'Daten übergeben' }).click();
  // without the visitor's tick nothing is sent, nothing is stored
  await expect(page.getByText('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren').first()).toBeVisible();
  expect(await deskLeads(page, eventId)).toEqual([]);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(page.locator('.stand-thanks')).toBeVisible();
  await expect.poll(async () => (await deskLeads(page, eventId)).find((lead) => lead.email === 'gerda@gabler.example')).toMatchObject({ status: 'pending', source: 'badge' });
  expect((await latestMail(page.request, 'gerda@gabler.example')).text).toContain('/confirm/');

  // the desk: a card photo read by the server's OCR fills the capture form
  const [card] = await generateCards({ count: 1, seed: 7 });
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fairleads.stand')).forEach((key) => localStorage.removeItem(key)));
  await page.goto(`/leads/capture?event=${eventId}`);
  await page.getByRole('button', { name: 'Visitenkarte' }).click();
  const scanner = page.getByRole('dialog', { name: 'Visitenkarte fotografieren' });
  await scanner.getByLabel('Foto wählen').setInputFiles({ name: 'karte.jpg', mimeType: 'image/jpeg', buffer: card.image });
  await expect(scanner.getByRole('button', { name: 'In das Formular übernehmen' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'desk-card-result-768');
  await scanner.getByRole('button', { name: 'In das Formular übernehmen' }).click();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(card.truth.email);
  await expect(page.getByLabel(/^Name/)).toHaveValue(card.truth.name);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Lead speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Lead erfasst – die Bestätigungsmail ist unterwegs.' })).toBeVisible();
  await shoot(page, 'desk-card-captured-768');
  expect((await deskLeads(page, eventId)).find((lead) => lead.email === card.truth.email)).toMatchObject({ status: 'pending', source: 'card' });
  expect((await latestMail(page.request, card.truth.email)).text).toContain('/confirm/');
  await context.close();
});
