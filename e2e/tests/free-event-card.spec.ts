import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

/*
 * The free event's card at the cap after one lead was erased: the list holds 9 leads and the cap
 * counts 10, so the card says '10 von 10 (1 gelöscht)' beside 'Leads 9' instead of '10/10'.
 */

/** Distinct simulated visitors: one client address each (the loopback proxy is believed). */
let visitorCounter = Math.floor(Math.random() * 60_000);
const visitorAddress = () => {
  visitorCounter += 1;
  return `10.78.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`;
};

async function tenLeadsOneErased(page: Page, id: string) {
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Gratis Expo',
    slug: 'gratis-expo',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
  });
  expect(created.status(), await created.text()).toBe(201);
  const formPath = `/api/form/${organiser.companySlug}/gratis-expo`;
  const emails = Array.from({ length: 10 }, (_, i) => `karte-${id}-${i + 1}@example.com`);
  const forms = await Promise.all(emails.map(async () => (await (await page.request.get(formPath)).json()) as { formToken: string }));
  await page.waitForTimeout(1_600); // the form token's minimum fill time
  for (const [i, email] of emails.entries()) {
    const answer = await post(page, `${formPath}/submit`, { email, consent: true, formToken: forms[i].formToken }, visitorAddress());
    expect(answer.status()).toBe(201);
  }
  const leads = (await (await page.request.get('/api/leads')).json()) as { id: string }[];
  expect((await post(page, `/api/leads/${leads[0].id}/erase`, { reason: 'test-entry' })).status()).toBe(200);
}

test('the free event at its cap with one erased lead says so on the card, at 390 and 1440 px', async ({ page }) => {
  await tenLeadsOneErased(page, `${Date.now().toString(36)}k`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/events');
    const card = page.getByRole('article', { name: 'Gratis Expo' });
    await expect(card.getByText('10 von 10 (1 gelöscht)')).toBeVisible();
    await expect(card.getByText('Limit erreicht')).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText('9');
    const lift = card.getByRole('button', { name: 'Limit aufheben – 49 €' });
    await expect(lift).toHaveAccessibleDescription('Gratis Expo');
    await expectAccessible(page, `events page, capped free event with an erased lead, ${width} px`);
    await card.screenshot({ path: `test-results/texts-screens/event-card-capped-${width}.png` });
    await page.screenshot({ path: `test-results/texts-screens/events-capped-${width}.png`, fullPage: true });
  }
  // the dashboard shows the same card
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Gratis Expo' }).getByText('10 von 10 (1 gelöscht)')).toBeVisible();
  // the header names the organiser's role in their account
  await expect(page.getByRole('banner').getByText('Inhaber', { exact: true })).toBeVisible();
  await page.screenshot({ path: `test-results/texts-screens/dashboard-1440.png`, fullPage: true });
});
