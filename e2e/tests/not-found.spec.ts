import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedInOrganiser } from './support';

/*
 * An address that leads nowhere: a German page in the site's frame with a way on, for a visitor
 * without a session and for a signed-in organiser, on a phone and on a desktop.
 */

const WIDTHS = [390, 1440];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test(`an unknown address explains in German and leads home, signed out (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const res = await page.goto('/messebau-nord/katalog-2027-gibt-es-nicht');
    expect(res?.status()).toBeLessThan(500);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await expect(main.getByText('/messebau-nord/katalog-2027-gibt-es-nicht')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('[lang="en"]')).toHaveCount(0);
    await expect(page.getByText(/Page not found|Back to home/)).toHaveCount(0);
    // the site's frame: sign-in in the top bar, the legal pages in the footer
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `404 signed out, ${width} px`);
    await page.screenshot({ path: `test-results/texts-screens/404-signed-out-${width}.png`, fullPage: true });

    await main.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Messe-Leads per QR-Code erfassen');
  });

  test(`an unknown address leads a signed-in organiser to their events (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signedInOrganiser(page, `${Date.now().toString(36)}nf${width}`);
    await page.goto('/evnets');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `404 signed in, ${width} px`);
    await page.screenshot({ path: `test-results/texts-screens/404-signed-in-${width}.png`, fullPage: true });

    await main.getByRole('link', { name: 'Zu deinen Events' }).click();
    await page.waitForURL('**/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events verwalten' })).toBeVisible();
  });
}
