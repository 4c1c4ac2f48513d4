import { expect, test, type Page } from '@playwright/test';
import { eventWithVisitorForm, expectAccessible } from './support';

/*
 * The privacy policy says what the product stores, and the product keeps to it: the visitor's
 * phone holds nothing after a submit (no cookie, no Local Storage, no IndexedDB), as section 5
 * says, instead of the details the old text claimed were kept in Local Storage.
 */

/** Everything this page's origin keeps in the browser, besides cookies. */
function browserStores(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexedDb: (await indexedDB.databases()).map((db) => db.name),
  }));
}

for (const width of [390, 1440]) {
  test(`the privacy policy names what is stored where, readable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    const leads = page.locator('section#leads');
    await expect(leads).toContainText('Die Formular- und Bestätigungsseiten setzen keine Cookies');
    await expect(leads).not.toContainText('merkt sich dein Browser');
    const cookies = page.locator('section#cookies');
    for (const name of ['fairleads.sid', 'XSRF-TOKEN', 'fairleads-cookie-consent', 'fairleads-consent']) {
      await expect(cookies).toContainText(`„${name}“`);
    }
    // the e2e server runs with an analytics id: the section describes Google Analytics
    await expect(page.locator('section#analytics')).toContainText('Google Analytics 4');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, `/datenschutz at ${width} px`);
    await page.screenshot({ path: `test-results/texts-screens/datenschutz-${width}.png`, fullPage: true });
  });
}

test("a visitor's phone keeps nothing after the submit, as the policy says", async ({ page, browser }) => {
  const id = `priv${Date.now().toString(36)}`;
  const { formPath } = await eventWithVisitorForm(page, id);
  // a phone that has never been here: no cookie choice, nothing stored
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', storageState: { cookies: [], origins: [] } });
  const visitor = await phone.newPage();
  await visitor.goto(formPath);
  await visitor.getByLabel('E-Mail-Adresse').fill(`privat-${id}@example.com`);
  await visitor.getByLabel('Name').fill('Paula Privat');
  await visitor.getByLabel('Branche').selectOption('Handel');
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600); // the form token's minimum fill time
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(/\/email-confirmation\?/);
  await expect(visitor.getByText(`privat-${id}@example.com`)).toBeVisible();

  expect(await phone.cookies()).toEqual([]);
  expect(await browserStores(visitor)).toEqual({ local: [], session: [], indexedDb: [] });
  await phone.close();
});
