import { expect, test } from '@playwright/test';
import { latestMail, post, signedInOrganiser } from './support';

/** Issue 16, part 9: every path ends somewhere that says what happened and where to go on. */
test.describe('no dead ends', () => {
  test('activation opens the login with the address; a success clears the error; the first session says Willkommen', async ({ page, browser }) => {
    const id = `${Date.now()}`;
    const account = { email: `ende-${id}@example.com`, name: 'Erika Muster', companySlug: `ende-${id}`, password: 'geheim123' };
    await page.goto('/');
    expect((await post(page, '/api/auth/register', account, '10.99.1.1')).status()).toBe(201);
    const mail = await latestMail(page.request, account.email);
    const activation = /https?:\/\/[^/\s]+(\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];

    await page.goto(activation);
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog.getByLabel(/^E-Mail/)).toHaveValue(account.email);
    await expect(dialog.getByLabel(/^Passwort/)).toBeFocused();

    await dialog.getByLabel(/^Passwort/).fill('falsch-falsch');
    await dialog.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
    const toasts = page.getByRole('region', { name: /Benachrichtigungen/ });
    // the refusal is said in the dialog, not in a toast over its title
    await expect(dialog.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
    await dialog.getByLabel(/^Passwort/).fill(account.password);
    await dialog.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
    await expect(toasts.getByText('Erfolgreich angemeldet')).toBeVisible();
    await expect(toasts.getByText('Fehler')).toHaveCount(0);

    await page.waitForURL(/\/dashboard/);
    // the first sign-in's welcome dialog covers the page first
    await expect(page.getByRole('dialog', { name: /Hallo Erika Muster, willkommen/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Erika!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Erika!' })).toBeVisible();

    // a second device: the organiser has signed in before
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/');
    expect((await post(phone, '/api/auth/login', { email: account.email, password: account.password }, '10.99.1.2')).status()).toBe(200);
    await phone.goto('/dashboard');
    await expect(phone.getByRole('heading', { level: 1, name: 'Willkommen zurück, Erika!' })).toBeVisible();
    await other.close();
  });

  test('landing: no counters on a young platform, a phone menu, no sideways scroll at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByText('erfasste Leads')).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(nav.getByRole('link', { name: 'Problem' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Problem' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Preise' }).click();
    await expect(nav.getByRole('link', { name: 'Preise' })).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(320);
    // at 320 px Login lives in the menu (the bar keeps the register button)
    await toggle.click();
    await nav.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  for (const path of ['/blog', '/impressum', '/datenschutz']) {
    test(`${path} carries the sign-in and register buttons`, async ({ page }) => {
      await page.goto(path);
      const bar = page.getByRole('banner').first();
      await bar.getByRole('button', { name: 'Kostenlos starten' }).click();
      await expect(page.getByRole('dialog', { name: 'Account erstellen' })).toBeVisible();
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    });
  }

  test('account deletion ends on the goodbye page, signed out', async ({ page }) => {
    await signedInOrganiser(page, `bye-${Date.now()}`);
    await page.goto('/settings?tab=account');
    await page.getByRole('button', { name: 'Account löschen' }).click();
    await page.getByLabel(/DELETE/).fill('DELETE');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.waitForURL('**/auf-wiedersehen');
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Account ist gelöscht' })).toBeVisible();
    await expect(page.getByText('alle Leads deiner Events')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.getByRole('button', { name: 'Neu registrieren' }).click();
    await expect(page.getByRole('dialog', { name: 'Account erstellen' })).toBeVisible();
  });

  test('a confirmation link that confirms nothing explains and leads home', async ({ page }) => {
    const res = await page.goto('/messebau/confirm/gibt-es-nicht');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht mehr' })).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
