import { expect, test } from '@playwright/test';
import { expectAccessible, latestMail, post, signedInOrganiser, submitLead } from './support';

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };

/** axe-core on every organiser screen and its dialogs, with real data on them. */
test('the organiser area has no serious accessibility violations', async ({ page }) => {
  // some fifteen axe runs: 50 to 65 s on a busy two-core machine, beyond the 60 s default
  test.slow();
  const organiser = await signedInOrganiser(page, `${Date.now().toString(36)}a`);
  // the free first event (a second one needs a paid credit); it is archived at the end for /archive
  const created = await (await post(page, '/api/events', { name: 'Messe Wien', slug: 'messe-wien', ...EVENT })).json();
  await submitLead(page, `/api/form/${organiser.companySlug}/messe-wien`, 'besuch-a11y@example.com');

  await page.goto('/dashboard');
  // the organiser's first session: 'Willkommen, Olga!'
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
  await expectAccessible(page, '/dashboard');
  await page.getByRole('button', { name: 'Hilfe und Support' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'support dialog');
  await page.keyboard.press('Escape');

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Messe Wien' })).toBeVisible();
  await expectAccessible(page, '/events');
  await page.getByRole('button', { name: 'QR-Code für Messe Wien anzeigen' }).click();
  await expect(page.getByRole('img', { name: /QR-Code zum Formular/ })).toBeVisible();
  await expectAccessible(page, 'QR dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Neues Event erstellen' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'create or payment dialog');
  await page.keyboard.press('Escape');

  for (const tab of ['', '?tab=form', '?tab=emails']) {
    await page.goto(`/events/${created.event.id}/settings${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectAccessible(page, `/events/:id/settings${tab}`);
  }
  await page.goto(`/events/${created.event.id}/settings?tab=form`);
  await page.getByRole('switch', { name: 'Double Opt-In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'DOI-off dialog');

  await page.goto('/leads');
  await page.getByRole('button', { name: /Auch Ausstehende/ }).click();
  await expect(page.getByText('besuch-a11y@example.com')).toBeVisible();
  await expectAccessible(page, '/leads');

  for (const tab of ['', '?tab=privacy', '?tab=billing', '?tab=account']) {
    await page.goto(`/settings${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectAccessible(page, `/settings${tab}`);
  }

  expect((await post(page, `/api/events/${created.event.id}/archive`, {})).ok()).toBe(true);
  await page.goto('/archive');
  await expect(page.getByRole('heading', { name: 'Messe Wien' })).toBeVisible();
  await expectAccessible(page, '/archive');
});

test('the visitor pages have no serious accessibility violations at phone width', async ({ browser, page }) => {
  const organiser = await signedInOrganiser(page, `${Date.now().toString(36)}v`);
  expect((await post(page, '/api/events', { name: 'Pop-up Store', slug: 'popup', ...EVENT })).status()).toBe(201);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(`/form/${organiser.companySlug}/popup`);
  await expect(visitor.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expectAccessible(visitor, 'public form');
  const email = `phone-${Date.now().toString(36)}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600); // a person's pace; faster forms are refused as bots
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(/email-confirmation/);
  await expect(visitor.getByRole('button', { name: /erneut senden|nochmals senden/i })).toBeVisible();
  await expectAccessible(visitor, 'e-mail confirmation page');

  const mail = await latestMail(visitor.request, email);
  const link = /https?:\/\/[^\s"]+\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { name: /Alles bestätigt/ })).toBeVisible();
  await expectAccessible(visitor, 'confirmation page');
  await phone.close();
});

test('sign-in, registration and activation screens have no serious accessibility violations', async ({ page }) => {
  await page.goto('/?login=1');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page, 'login dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Jetzt kostenlos registrieren' }).click();
  await expect(page.getByRole('dialog', { name: 'Account erstellen' })).toBeVisible();
  await expectAccessible(page, 'register dialog');
  await page.goto('/verify-email/ungueltig');
  await expect(page.getByRole('heading', { name: 'Aktivierung fehlgeschlagen' })).toBeVisible();
  await expectAccessible(page, 'activation error page');
});
