import { expect, test } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };

test('the lead desk shows where each lead came from and filters by it (Quelle)', async ({ page }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, `${id}q`);
  const created = await post(page, '/api/events', { name: 'Hannover Messe', slug: 'hannover-messe', customField1: 'Firma', ...EVENT });
  expect(created.status()).toBe(201);
  const { event } = await created.json();

  // one visitor on their own phone, three the team captured: typed, from a badge, from a card
  const formPath = `/api/form/${organiser.companySlug}/hannover-messe`;
  const { formToken } = (await (await page.request.get(formPath)).json()) as { formToken: string };
  await page.waitForTimeout(1_600);
  expect((await post(page, `${formPath}/submit`, { email: `vera-${id}@example.com`, name: 'Vera Visitor', customField1: 'Vera GmbH', consent: true, formToken }, '10.89.0.1')).status()).toBe(201);
  for (const [name, source] of [['Tom Tipp', 'stand'], ['Bea Badge', 'badge'], ['Karl Karte', 'card']] as const) {
    const answer = await post(page, `/api/events/${event.id}/leads`, { email: `${source}-${id}@example.com`, name, customField1: `${name.split(' ')[1]} AG`, consent: true, source });
    expect(answer.status()).toBe(201);
  }

  await page.goto(`/leads?event=${event.id}`);
  const rowOf = (name: string) => page.locator('tr.lead-row', { hasText: name });
  await expect(rowOf('Bea Badge').getByText('Badge-Scan')).toBeVisible();
  await expect(rowOf('Karl Karte').getByText('Visitenkarte')).toBeVisible();
  await expect(rowOf('Tom Tipp').getByText('Am Stand getippt')).toBeVisible();
  await expect(rowOf('Vera Visitor').locator('.source-chip')).toHaveCount(0);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/lead-source/list-${width}.png`, fullPage: true });
  }
  await expectAccessible(page, '/leads with mixed sources');

  // the phone folds the filters away; the desk's 'Quelle' beside the others
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByLabel('Quelle').selectOption('badge');
  await expect(page).toHaveURL(/source=badge/);
  await expect(rowOf('Karl Karte')).toHaveCount(0);
  await expect(rowOf('Bea Badge')).toBeVisible();
  await page.screenshot({ path: 'test-results/lead-source/filter-390.png', fullPage: true });

  // the filter survives a reload: it lives in the URL
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByLabel('Quelle')).toHaveValue('badge');
  await rowOf('Bea Badge').getByRole('button', { name: 'Details zu Bea Badge öffnen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Bea Badge' });
  await expect(sheet.getByText('Quelle: Badge-Scan')).toBeVisible();
  await expect(sheet.getByText(`Von ${organiser.name} am Stand erfasst, Einwilligung erteilt`)).toBeVisible();
  await page.screenshot({ path: 'test-results/lead-source/detail-1440.png' });
});
