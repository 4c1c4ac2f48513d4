import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

/** The receiver's port: playwright.config.ts names it in the server's WEBHOOK_ALLOW_HOSTS. */
const RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_RECEIVER_PORT);
const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}/fairleads-hook`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The organiser's CRM: answers every POST with 200 and keeps what came. */
function startReceiver(received: Received[]): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve(server));
  });
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the secret's bytes>. */
function signatureIsValid(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/**
 * The screen at phone and desktop width, for people to look at (test-results/webhook-screens);
 * an open dialog is shot as the window shows it (a full page would scroll the overlay away).
 */
async function shoot(page: Page, name: string) {
  const fullPage = !(await page.getByRole('dialog').isVisible());
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/webhook-screens/${name}-${width}.png`, fullPage });
  }
}

test('an organiser adds a webhook endpoint, keeps its secret and sees a signed test arrive', async ({ page }) => {
  const received: Received[] = [];
  const receiver = await startReceiver(received);
  try {
    await signedInOrganiser(page, `${Date.now().toString(36)}w`);
    const created = await post(page, '/api/events', {
      name: 'Messe Wien',
      slug: 'messe-wien',
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      downloadUrl: 'https://example.com/katalog.pdf',
    });
    expect(created.status()).toBe(201);

    await page.goto('/settings?tab=webhooks');
    await expect(page.getByRole('tab', { name: 'Webhooks', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noch kein Endpunkt eingerichtet' })).toBeVisible();
    await expectAccessible(page, 'webhooks, empty');
    await shoot(page, 'empty');

    await page.getByRole('button', { name: 'Endpunkt hinzufügen' }).click();
    const form = page.getByRole('dialog', { name: 'Endpunkt hinzufügen' });
    await form.getByLabel('Endpunkt-URL').fill('http://crm.example.com/hook');
    await form.getByLabel('Beschreibung (optional)').fill('CRM Vertrieb');
    await form.getByRole('checkbox', { name: /Lead bestätigt/ }).check();
    await form.getByRole('radio', { name: 'Nur ausgewählte Events' }).check();
    await form.getByRole('checkbox', { name: 'Messe Wien' }).check();
    await form.getByRole('button', { name: 'Endpunkt anlegen' }).click();
    // the form's own check: only https leaves the account
    await expect(form.getByLabel('Endpunkt-URL')).toHaveAccessibleDescription(/Die URL muss mit https:\/\/ beginnen/);
    await expect(form.getByRole('alert')).toContainText('Die URL muss mit https:// beginnen');
    await expectAccessible(page, 'webhook form');
    await shoot(page, 'form');

    // the server's own refusal (an internal address) shows in the form, in German
    await form.getByLabel('Endpunkt-URL').fill('https://10.0.0.1/hook');
    await form.getByRole('button', { name: 'Endpunkt anlegen' }).click();
    await expect(form.getByRole('alert')).toContainText('Diese Adresse zeigt auf ein internes Netz');
    await expect(form.getByRole('button', { name: 'Endpunkt anlegen' })).toBeEnabled();

    await form.getByLabel('Endpunkt-URL').fill(RECEIVER_URL);
    await form.getByRole('button', { name: 'Endpunkt anlegen' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Endpunkt angelegt' });
    const secretField = secretDialog.getByLabel('Signatur-Geheimnis');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await expect(secretDialog.getByText('Das Geheimnis wird nur jetzt angezeigt.')).toBeVisible();
    await expect(secretDialog.getByRole('button', { name: 'Geheimnis kopieren' })).toBeVisible();
    await expectAccessible(page, 'webhook secret');
    await shoot(page, 'secret-once');
    await secretDialog.getByRole('button', { name: 'Ich habe das Geheimnis gespeichert' }).click();
    await expect(secretDialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CRM Vertrieb' }) });
    await expect(card.getByText(RECEIVER_URL)).toBeVisible();
    await expect(card.getByText('Lead erfasst, Lead bestätigt (Double-Opt-in)')).toBeVisible();
    await expect(card.getByText('Messe Wien')).toBeVisible();
    await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
    // shown once: a reload does not bring the secret back
    await page.reload();
    await expect(page.getByRole('heading', { name: 'CRM Vertrieb' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);

    await card.getByRole('button', { name: 'Test senden' }).click();
    const deliveries = card.getByRole('table', { name: `Zustellungen an ${RECEIVER_URL}` });
    const testRow = deliveries.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Test' }) });
    await expect(testRow.getByText('Erfolgreich')).toBeVisible({ timeout: 20_000 });
    await expect(testRow.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expect(testRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    // the card's own 'Letzte Zustellung' follows (not the deliveries table, which says 'Erfolgreich' too)
    const lastDelivery = card.locator('dt', { hasText: /^Letzte Zustellung$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(lastDelivery).toContainText('Erfolgreich');
    await expect(lastDelivery).toContainText('200');
    await expectAccessible(page, 'webhook deliveries');
    await shoot(page, 'deliveries');

    // the receiver got one signed request, the test's sample lead
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(signatureIsValid(secret, request)).toBe(true);
    expect(signatureIsValid(`whsec_${Buffer.from('not the secret').toString('base64')}`, request)).toBe(false);
    const payload = JSON.parse(request.body);
    expect(payload.type).toBe('webhook.test');
    expect(payload.data.lead).toBeTruthy();
    expect(payload.data.event).toBeTruthy();

    // 'Erneut senden' sends it once more, signed as well
    await testRow.getByRole('button', { name: /erneut senden/ }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(signatureIsValid(secret, received[1])).toBe(true);

    // delete with confirmation
    await card.getByRole('button', { name: `Endpunkt ${RECEIVER_URL} löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Endpunkt löschen?' });
    // the safe choice has the focus (the dialog's close cross is also called 'Abbrechen')
    await expect(confirm.getByRole('button', { name: 'Abbrechen' }).first()).toBeFocused();
    await confirm.getByRole('button', { name: 'Endpunkt löschen' }).click();
    await expect(page.getByRole('heading', { name: 'Noch kein Endpunkt eingerichtet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhooks an dein CRM' })).toBeFocused();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
