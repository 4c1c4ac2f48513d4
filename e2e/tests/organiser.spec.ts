import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { post, signedInOrganiser } from './support';

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };

test('an organiser creates an event in the dialog and downloads its QR code', async ({ page }) => {
  await signedInOrganiser(page, `${Date.now().toString(36)}q`);
  await page.goto('/events');
  await page.getByRole('button', { name: 'Neues Event erstellen' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Neues Event erstellen' });
  await dialog.getByLabel('Name').fill('Messe Wien 2026');
  await expect(dialog.getByLabel('Slug')).toHaveValue('messe-wien-2026');
  await dialog.getByLabel('Startdatum').fill('2026-05-12');
  await dialog.getByLabel('Enddatum').fill('2099-05-14');
  await dialog.getByLabel('Download-/Content-URL').fill('https://example.com/katalog.pdf');
  await dialog.getByRole('button', { name: 'Event erstellen' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/settings$/);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Messe Wien 2026' })).toBeVisible();
  await expect(page.getByText('0 von 10')).toBeVisible(); // the free first event's counter
  await page.getByRole('button', { name: 'QR-Code für Messe Wien 2026 anzeigen' }).click();
  const qr = page.getByRole('dialog', { name: 'QR-Code: Messe Wien 2026' });
  await expect(qr.getByRole('img', { name: 'QR-Code zum Formular von Messe Wien 2026' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), qr.getByRole('button', { name: 'PNG herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe('qr-code-messe-wien-2026.png');
  const png = readFileSync(await download.path());
  expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});

test('an archived event comes back from the archive', async ({ page }) => {
  await signedInOrganiser(page, `${Date.now().toString(36)}r`);
  const created = await (await post(page, '/api/events', { name: 'Pop-up Berlin', slug: 'popup-berlin', ...EVENT })).json();
  expect((await post(page, `/api/events/${created.event.id}/archive`, {})).ok()).toBe(true);

  await page.goto('/archive');
  await expect(page.getByRole('heading', { name: 'Archivierte Events' })).toBeVisible();
  await expect(page.getByText('Archiviert', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Möchtest du „Pop-up Berlin“ aus dem Archiv holen? Das Event ist danach wieder aktiv.');
    void dialog.accept();
  });
  const unarchive = page.getByRole('button', { name: 'Aus Archiv holen' });
  await expect(unarchive).toHaveAccessibleDescription('Pop-up Berlin');
  await unarchive.click();
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Pop-up Berlin' })).toBeVisible();
});

test('deleting the account signs out, and the login then fails', async ({ page }) => {
  const organiser = await signedInOrganiser(page, `${Date.now().toString(36)}d`);
  await page.goto('/settings?tab=account');
  await page.getByRole('button', { name: 'Account löschen' }).click();
  await page.getByLabel('Gib DELETE ein').fill('DELETE');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  // a goodbye page says what is gone, not a bare landing page
  await expect(page).toHaveURL(/\/auf-wiedersehen$/);
  await expect(page.getByRole('heading', { name: 'Dein Account ist gelöscht' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect((await post(page, '/api/auth/login', { email: organiser.email, password: organiser.password })).status()).toBe(401);
});

test('an organiser changes the form colour: the preview follows at once and the change is saved after reload', async ({ page }) => {
  await signedInOrganiser(page, `${Date.now().toString(36)}c`);
  const created = await (await post(page, '/api/events', { name: 'Hausmesse', slug: 'hausmesse', ...EVENT })).json();
  await page.goto(`/events/${created.event.id}/settings`);
  const hex = page.getByLabel('Primärfarbe als Hex-Wert');
  await hex.fill('#1D4ED8');
  // rgb(29, 78, 216) is #1D4ED8
  await expect(page.getByTestId('phone-preview').locator('button[type="submit"]')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible(); // auto-save, 1 s after the last change

  await page.reload();
  await expect(page.getByLabel('Primärfarbe als Hex-Wert')).toHaveValue('#1D4ED8');
  const saved = await (await page.request.get(`/api/events/${created.event.id}`)).json();
  expect(saved.primaryColor).toBe('#1D4ED8');
});
