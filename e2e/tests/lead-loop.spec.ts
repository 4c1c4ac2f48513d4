import { expect, test } from '@playwright/test';
import { expectAccessible, latestMail, post, signedInOrganiser, submitLead } from './support';

test('a visitor on a phone submits the form, confirms by mail and gets the download; the organiser sees the confirmed lead', async ({ page, browser }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Fachmesse Stuttgart',
    slug: 'fachmesse-stuttgart',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
    primaryColor: '#1D4ED8',
    backgroundColor: '#0F172A',
    introText: 'Hol dir unseren Messekatalog!',
    nameRequired: true,
    customField1: 'Branche',
    customField1Required: true,
    customField1Options: ['Handel', 'Industrie'],
  });
  expect(created.status()).toBe(201);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const visitor = await phone.newPage();
  await visitor.goto(`/form/${organiser.companySlug}/fachmesse-stuttgart`);
  await expect(visitor.getByRole('heading', { name: 'Fachmesse Stuttgart' })).toBeVisible();
  await expect(visitor.getByText('Hol dir unseren Messekatalog!')).toBeVisible();

  // the form's own rules, before anything is sent
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.getByText('Bitte gib deine E-Mail-Adresse ein.').first()).toBeVisible();

  const email = `besucherin-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByLabel('Name').fill('Vera Visitor');
  await visitor.getByLabel('Branche').selectOption('Industrie');
  await visitor.getByRole('checkbox').check();
  // a person needs a moment for the form; the server refuses forms sent within 1.5 s of loading
  await visitor.waitForTimeout(1_600);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();

  await expect(visitor).toHaveURL(new RegExp(`/${organiser.companySlug}/email-confirmation`));
  await expect(visitor.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();
  await expect(visitor.getByText(email)).toBeVisible();

  await visitor.goto('/dev/mailbox');
  await visitor.getByRole('button', { name: /Bestätige deine Kontaktdaten/ }).first().click();
  await visitor.getByRole('link', { name: /\/confirm\// }).first().click();

  await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Jetzt herunterladen/ })).toHaveAttribute('href', 'https://example.com/katalog.pdf');

  // the welcome mail's counted download link leads on to the download
  const welcome = await latestMail(page.request, email);
  const downloadLink = /https?:\/\/[^/\s]+(\/d\/[\w.-]+)/.exec(welcome.text)![1];
  const download = await page.request.get(downloadLink, { maxRedirects: 0 });
  expect(download.status()).toBe(302);
  expect(download.headers().location).toBe('https://example.com/katalog.pdf');

  const leads = (await (await page.request.get('/api/leads')).json()) as { email: string; name: string; customField1: string; doiConfirmed: boolean }[];
  expect(leads).toEqual([expect.objectContaining({ email, name: 'Vera Visitor', customField1: 'Industrie', doiConfirmed: true })]);
  await phone.close();
});

test('an archived event’s form tells the visitor it is no longer available', async ({ page, browser }) => {
  const id = `${Date.now().toString(36)}a`;
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Roadshow Hamburg',
    slug: 'roadshow-hamburg',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/gutschein',
  });
  const { event } = await created.json();
  expect((await post(page, `/api/events/${event.id}/archive`, {})).ok()).toBe(true);

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });
  const visitor = await phone.newPage();
  await visitor.goto(`/form/${organiser.companySlug}/roadshow-hamburg`);
  await expect(visitor.getByRole('heading', { name: 'Event nicht mehr verfügbar' })).toBeVisible();
  await phone.close();
});

test("the leads page says 'Offline · zuletzt aktualisiert' while the server cannot be reached, and 'Live' again after", async ({ page }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, id);
  expect((await post(page, '/api/events', { name: 'Hannover Messe', slug: 'hannover', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' })).status()).toBe(201);
  await submitLead(page, `/api/form/${organiser.companySlug}/hannover`, `besuch-${id}@example.com`);
  await page.goto('/leads');
  const badge = page.getByRole('status').filter({ hasText: /Live|Offline/ });
  await expect(badge).toHaveText(/^Live/);

  // the stand's network drops: the next poll (5 s) fails, the list stays
  await page.route('**/api/leads*', (route) => route.abort('internetdisconnected'));
  await expect(badge).toHaveText(/^Offline · zuletzt aktualisiert \d\d:\d\d/, { timeout: 12_000 });
  await expect(page.getByText(`besuch-${id}@example.com`)).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/leads-desk/offline-${width}.png` });
  }
  await expectAccessible(page, 'leads page offline');

  await page.unroute('**/api/leads*');
  await expect(badge).toHaveText(/^Live/, { timeout: 12_000 });
});
