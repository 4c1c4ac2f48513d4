import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

/*
 * Buying an event credit as a company, end to end: the e2e server points the real Stripe SDK at
 * the local fake (scripts/fake-stripe.cjs), whose checkout page is http://127.0.0.1:<port>/pay/<id>
 * with a 'Jetzt bezahlen' button that pays, sends the signed webhooks and returns to success_url.
 * With E2E_SHOTS=<dir> the screens are also photographed at 1280 and 390 px.
 */

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250); // dialogs re-centre after the resize
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // A dialog scrolls inside itself: photograph its end as well.
    const dialog = page.locator('.dialog__content');
    if ((await dialog.count()) > 0 && (await dialog.evaluate((el) => el.scrollHeight > el.clientHeight))) {
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-end.png` });
      await dialog.evaluate((el) => el.scrollTo(0, 0));
    }
  }
  await page.setViewportSize(size);
}

/** The tax box's VAT line (the middle row of the price overview). */
const vatLine = (page: Page) => page.getByRole('region', { name: 'Preisübersicht' }).getByTestId('vat-line');

test('an organiser without credits buys one as a company through Stripe Checkout and creates a second event', async ({ page }) => {
  await signedInOrganiser(page, `${Date.now().toString(36)}b`);
  // The free first event, through the API.
  expect((await post(page, '/api/events', { name: 'Gratis Expo', slug: 'gratis-expo', ...EVENT })).status()).toBe(201);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Gratis Expo' })).toBeVisible();
  await page.getByRole('button', { name: 'Neues Event erstellen' }).first().click();

  // The payment dialog: two ways to buy.
  const choice = page.getByRole('dialog', { name: 'Weiteres Event buchen' });
  await expect(choice.getByText(/49,00\sEUR netto/)).toBeVisible();
  await expect(choice.getByRole('button', { name: /Als Unternehmen kaufen/ })).toBeVisible();
  await expectAccessible(page, 'payment dialog');
  await shot(page, 'payment-dialog');
  await choice.getByRole('button', { name: /Als Unternehmen kaufen/ }).click();

  // The billing-data modal with the live tax box.
  const modal = page.getByRole('dialog', { name: 'Rechnungsdaten erfassen' });
  await expect(modal.getByLabel(/^Vorname/)).toBeVisible();
  await modal.getByLabel(/^Vorname/).fill('Olga');
  await modal.getByLabel(/^Nachname/).fill('Organisatorin');
  await modal.getByLabel(/^Firmenname/).fill('Messebau Olga GmbH');
  await modal.getByLabel(/^E-Mail für die Rechnung/).fill('rechnung@messebau-olga.de');
  await modal.getByLabel(/^Straße/).fill('Messeplatz 1');
  await modal.getByLabel(/^PLZ/).fill('60327');
  await modal.getByLabel(/^Stadt/).fill('Frankfurt am Main');
  await modal.getByLabel(/^Land/).selectOption('DE');
  await expect(vatLine(page)).toContainText('19% USt. (Deutschland)');
  await expect(vatLine(page)).toContainText('9,31 €');
  await expect(modal.getByText('Gesamtbetrag')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preisübersicht' })).toContainText('58,31 €');
  await expectAccessible(page, 'billing-data modal');
  await shot(page, 'billing-modal');

  await modal.getByLabel(/^USt-IdNr\./).fill('DE123456789');
  await expect(vatLine(page)).toContainText('Reverse Charge - USt. zahlt Kunde');
  await expect(modal.getByText('Format gültig - wird von Stripe final validiert')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preisübersicht' })).toContainText('49,00 €');

  await modal.getByRole('button', { name: 'Zur Zahlung' }).click();

  // The fake Stripe Checkout page.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  // Back on the success page: processed once, credit shown.
  await expect(page).toHaveURL(/\/payment-success\?session_id=/, { timeout: 15_000 });
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
  await expect(page.getByText('49,00 EUR (netto)')).toBeVisible();
  await expect(page.getByText(`${sessionId.slice(0, 20)}...`)).toBeVisible();
  await expect(page.getByTestId('event-credits')).toHaveText('1');
  await expect(page.getByText('1 Event-Credit', { exact: true })).toBeVisible(); // the navigation badge
  await expect(page.getByText('Credits hinzugefügt!')).toBeVisible();
  await expect(page.getByText('Deine Event-Credits stehen jetzt zur Verfügung.')).toBeVisible();
  // The page itself is checked; sonner's rich-colour toast is the shared toaster's business (see report).
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Credits hinzugefügt!')).toBeHidden();
  await expectAccessible(page, 'payment success page');
  await shot(page, 'payment-success');

  // 'Events verwalten' opens the create dialog (open_create) and the credit buys the second event.
  await page.getByRole('link', { name: 'Events verwalten' }).click();
  const create = page.getByRole('dialog', { name: 'Neues Event erstellen' });
  await expect(create).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  await create.getByLabel('Name').fill('Messe Frankfurt 2026');
  await create.getByLabel('Startdatum').fill('2026-06-01');
  await create.getByLabel('Enddatum').fill('2099-06-03');
  await create.getByLabel('Download-/Content-URL').fill('https://example.com/katalog.pdf');
  await create.getByRole('button', { name: 'Event erstellen' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/settings$/);

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Gratis Expo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Messe Frankfurt 2026' })).toBeVisible();

  // The saved billing data comes back in the settings' Billing tab.
  await page.goto('/settings?tab=billing');
  const company = page.getByRole('form', { name: 'Firmendaten' });
  await expect(company.getByLabel(/^Firmenname/)).toHaveValue('Messebau Olga GmbH');
  await expect(company.getByLabel(/^Land/)).toHaveValue('DE');
  await expect(company.getByLabel(/^USt-IdNr\./)).toHaveValue('DE123456789');
  await expect(page.getByRole('button', { name: 'Als Unternehmen kaufen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechnungen anzeigen' })).toBeVisible();
  await expectAccessible(page, 'settings billing tab');
  await shot(page, 'billing-tab');
});
