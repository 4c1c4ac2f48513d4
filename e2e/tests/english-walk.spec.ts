import { expect, test, type Page } from '@playwright/test';
import { germanOnlyWords, germanWordsIn } from './german-oracle';
import { expectAccessible, post, signedInOrganiser, submitLead } from './support';

/*
 * Issue 37: an organiser whose language is English walks the organiser area (dashboard, events,
 * every tab of an event's settings, the lead desk, team, billing, the stand page) and finds no
 * German word of the interface. The oracle is the German catalogues' words that the English
 * catalogues never use. What the organiser typed (event name, leads) is English here; the form's
 * own texts (the German ones for German visitors, in the editor's fields) and the preview of the
 * visitor's page (data-visitor-form) are content in the visitor's language, so they are left out.
 */

const SHOTS = 'test-results/english';
const oracle = germanOnlyWords();

test.use({ locale: 'en-GB' });

/** The screen once it has settled: no spinner, no skeleton, no request in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .spinner, [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The interface's text on screen, without the visitor's form (the stand page embeds it). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[data-visitor-form], script, style, [hidden]').forEach((node) => node.remove());
    // a text field's value is the organiser's content (the form's German texts for German visitors)
    clone.querySelectorAll('textarea').forEach((field) => (field.textContent = ''));
    // labels people hear but do not see count too
    const heard = [...clone.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${clone.innerText}\n${heard.join('\n')}\n${document.title}`;
  });
}

async function expectEnglish(page: Page, where: string) {
  await settled(page);
  expect(await page.locator('html').getAttribute('lang'), `${where}: <html lang>`).toBe('en');
  expect(germanWordsIn(await interfaceText(page), oracle), `${where}: German words of the interface`).toEqual([]);
  const name = where.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('an English-speaking organiser finds no German word in the organiser area', async ({ page }) => {
  test.setTimeout(180_000);
  const id = `${Date.now().toString(36)}en`;
  const organiser = await signedInOrganiser(page, id, { locale: 'en' });
  const created = await post(page, '/api/events', {
    name: 'Trade Show Berlin',
    slug: 'trade-show-berlin',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/catalogue.pdf',
    privacyUrl: 'https://example.com/privacy',
  });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  await submitLead(page, `/api/form/${organiser.companySlug}/trade-show-berlin`, `visitor-${id}@example.com`);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome/);
    await expectEnglish(page, 'dashboard');

    await page.goto('/events');
    await expect(page.getByText('Trade Show Berlin').first()).toBeVisible();
    await expectEnglish(page, 'events');

    for (const tab of ['general', 'form', 'emails', 'follow-ups', 'funnel']) {
      await page.goto(`/events/${event.id}/settings?tab=${tab}`);
      await expectEnglish(page, `event settings ${tab}`);
    }

    await page.goto('/leads');
    await expect(page.getByText(`visitor-${id}@example.com`).first()).toBeVisible();
    await expectEnglish(page, 'lead desk');

    for (const tab of ['personal', 'security', 'team', 'billing']) {
      await page.goto(`/settings?tab=${tab}`);
      await expectEnglish(page, `settings ${tab}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page, 'settings billing in English');

  // stand mode: the organiser approves this device, the stand page follows the device's language
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/events/${event.id}/settings`);
  await page.getByRole('button', { name: 'Stand mode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start stand mode on this device' });
  await expectEnglish(page, 'stand mode dialog');
  await dialog.getByLabel(/Device name/).fill('Tablet Hall 4');
  await dialog.getByLabel(/^PIN \(4–8 digits\)/).fill('4711');
  await dialog.getByLabel(/^Repeat PIN/).fill('4711');
  await dialog.getByRole('button', { name: 'Start stand mode' }).click();
  await expect(page).toHaveURL(`/stand/${organiser.companySlug}/trade-show-berlin`);
  await expect(page.getByRole('heading', { name: 'Trade Show Berlin' })).toBeVisible();
  // the visitor's form on an English tablet is English too (the lead gets the tablet's language)
  await expect(page.getByLabel(/Email address/i)).toBeVisible();
  await expectEnglish(page, 'stand page');
  await expectAccessible(page, 'stand page in English');
});

test('switching the language keeps the page, and the choice follows the user', async ({ page }) => {
  const id = `${Date.now().toString(36)}sw`;
  await signedInOrganiser(page, id, { locale: 'en' });
  await page.goto('/settings?tab=team');
  await settled(page);
  await expect(page.getByRole('navigation').first()).toContainText('Settings');

  const switchToGerman = page.getByRole('button', { name: /Deutsch/ }).first();
  await switchToGerman.click();
  await expect(page.getByRole('navigation').first()).toContainText('Einstellungen');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/settings?tab=team');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // saved for the user: a fresh page load (another device would too) opens in German
  await expect.poll(async () => ((await (await page.request.get('/api/auth/me')).json()) as { locale: string }).locale).toBe('de');
  await page.reload();
  await expect(page.getByRole('navigation').first()).toContainText('Einstellungen');

  await page.getByRole('button', { name: /English/ }).first().click();
  await expect(page.getByRole('navigation').first()).toContainText('Settings');
  expect(new URL(page.url()).search).toBe('?tab=team');
});
