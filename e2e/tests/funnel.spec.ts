import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

/** A phone's browser: the funnel counts browsers, not scripts (a headless user agent is a bot). */
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SHOTS = 'test-results/funnel-screens';

/** The step's row of the chart: its label, its total and its conversion. */
const stepRow = (page: Page, label: string) =>
  page.getByRole('list', { name: /^Funnel/ }).getByRole('listitem').filter({ has: page.locator('.funnel-step__label').getByText(label, { exact: true }) });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // from the top: a sticky bar of a scrolled page would land in the middle of a full-page shot
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the event page and the dashboard show the funnel of a visit: scan, view, submit, confirmation, download', async ({ page, browser }) => {
  const id = `${Date.now().toString(36)}f`;
  const organiser = await signedInOrganiser(page, id);
  const origin = new URL(page.url()).origin;
  const created = await post(page, '/api/events', {
    name: 'Fachmesse Funnel',
    slug: 'fachmesse-funnel',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    // a page of our own, so the download link's redirect ends on a page this machine can load
    downloadUrl: `${origin}/impressum`,
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()).event as { id: string };

  // before the first visitor: the empty state
  await page.goto(`/events/${event.id}/settings?tab=funnel`);
  await expect(page.getByText('Noch keine Daten')).toBeVisible();

  // the QR code holds the short link
  const { scanUrl } = (await (await page.request.get(`/api/events/${event.id}/qr?format=svg`)).json()) as { scanUrl: string };
  expect(scanUrl).toMatch(/\/q\/[2-9a-hjkmnp-z]{8}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', userAgent: PHONE_AGENT });
  const visitor = await phone.newPage();
  await visitor.goto(new URL(scanUrl).pathname);
  await expect(visitor).toHaveURL(new RegExp(`/form/${organiser.companySlug}/fachmesse-funnel$`));
  const email = `funnel-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();

  await visitor.goto('/dev/mailbox');
  await visitor.getByRole('button', { name: /Bestätige deine Kontaktdaten/ }).first().click();
  await visitor.getByRole('link', { name: /\/confirm\// }).first().click();
  await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();

  // the welcome mail's download link counts once, then leads on to the download. The mail is
  // opened afresh each time: going back may show the mailbox without the opened mail (the page
  // reloads, and the new-lead digest may have arrived meanwhile)
  const welcomeDownloadLink = async () => {
    await visitor.goto('/dev/mailbox');
    await visitor.getByRole('button', { name: /Hier sind deine exklusiven Informationen/ }).first().click();
    return visitor.getByRole('link', { name: /\/d\// }).first();
  };
  await (await welcomeDownloadLink()).click();
  await expect(visitor).toHaveURL(`${origin}/impressum`);
  await (await welcomeDownloadLink()).click();
  await expect(visitor).toHaveURL(`${origin}/impressum`);

  // the same link cut off by a mail program: a page that says so and leads on, counting nothing
  const href = (await (await welcomeDownloadLink()).getAttribute('href')) ?? '';
  await visitor.goto(new URL(href).pathname.slice(0, -6));
  await expect(visitor.getByRole('heading', { name: 'Download nicht verfügbar' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expectAccessible(visitor, 'download link that leads nowhere');
  await shoot(visitor, 'download-unavailable-390');
  await phone.close();

  // the organiser's event page, wide
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  const steps = page.getByRole('list', { name: /^Funnel/ });
  await expect(steps).toBeVisible();
  for (const label of ['QR-Scans', 'Formularaufrufe', 'Absendungen', 'Bestätigungen', 'Downloads']) {
    await expect(stepRow(page, label).locator('.funnel-step__value')).toHaveText('1');
  }
  await expect(stepRow(page, 'Formularaufrufe')).toContainText('100,0 % von QR-Scans');
  await expect(stepRow(page, 'Downloads')).toContainText('100,0 % von Bestätigungen');
  await expect(page.getByRole('img', { name: /^QR-Scans pro Tag, .*insgesamt 1/ })).toBeVisible();
  await page.getByText('Zahlen pro Tag als Tabelle').click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'event funnel');
  await shoot(page, 'event-funnel-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stepRow(page, 'Downloads').locator('.funnel-step__value')).toHaveText('1');
  await shoot(page, 'event-funnel-390');

  // the dashboard shows the newest event's funnel
  await page.goto('/dashboard');
  const dashboardFunnel = page.getByRole('region', { name: 'Funnel' });
  await expect(dashboardFunnel.getByText('Fachmesse Funnel')).toBeVisible();
  await expect(stepRow(page, 'Absendungen').locator('.funnel-step__value')).toHaveText('1');
  await expectAccessible(page, 'dashboard funnel');
  await shoot(page, 'dashboard-funnel-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(stepRow(page, 'Bestätigungen').locator('.funnel-step__value')).toHaveText('1');
  await shoot(page, 'dashboard-funnel-1440');
});
