import { expect, test } from '@playwright/test';

test('a new organiser registers, activates the account from the mail and lands on the dashboard', async ({ page }) => {
  const id = Date.now().toString(36);
  const email = `anna-${id}@example.com`;
  const name = `Anna Becker ${id}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Kostenlos starten' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Account erstellen' });
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Vollständiger Name').fill(name);
  // typed with capitals and a space: lower case, and the space becomes a hyphen (issue 16)
  await dialog.getByLabel('Firmen-Slug').pressSequentially(`Becker Events-${id}`);
  await expect(dialog.getByLabel('Firmen-Slug')).toHaveValue(`becker-events-${id}`);
  await dialog.getByLabel('Passwort').fill('geheim123');
  await dialog.getByRole('button', { name: 'ACCOUNT ERSTELLEN' }).click();

  await expect(page.getByRole('dialog', { name: 'Bitte E-Mail bestätigen' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText(email)).toBeVisible();

  await page.goto('/dev/mailbox');
  await page.getByRole('button', { name: 'Bitte bestätige deine E-Mail-Adresse für FairLeads' }).first().click();
  await page.getByRole('link', { name: /\/verify-email\// }).first().click();

  await expect(page.getByRole('heading', { name: 'Account erfolgreich aktiviert!' })).toBeVisible();
  await page.getByRole('link', { name: /anmelden|login/i }).first().click();
  await expect(page.getByText(`E-Mail erfolgreich bestätigt! Du kannst dich jetzt mit ${email} anmelden.`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // the login dialog is already open with the activated address (issue 16: no dead ends)
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login.getByLabel('E-Mail')).toHaveValue(email);
  await expect(login.getByLabel('Passwort')).toBeFocused();
  await page.keyboard.type('geheim123');
  await login.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
  await expect(page.getByText('Anmeldung erfolgreich!')).toBeVisible();

  // the first sign-in: the welcome dialog, its next steps after 2 s, and the demo event in one click
  const welcome = page.getByRole('dialog', { name: `Hallo ${name}, willkommen bei FairLeads!` });
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('confetti')).toBeAttached();
  await welcome.getByRole('link', { name: /Demo-Event anlegen/ }).click();
  // the first event asks its name first: the form address is made from it
  const first = page.getByRole('dialog', { name: 'Dein erstes Event' });
  await first.getByRole('textbox', { name: /^Name des Events/ }).fill('IAA Mobility München');
  await expect(first.getByText(/\/form\/[a-z0-9-]+\/iaa-mobility-muenchen$/)).toBeVisible();
  await first.getByRole('button', { name: 'Event anlegen' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\/settings$/);
  // the settings' own fields (the live preview beside them draws the visitor form's 'Name')
  const fields = page.getByRole('tabpanel');
  await expect(fields.getByRole('textbox', { name: /^Name/ })).toHaveValue('IAA Mobility München');
  await expect(fields.getByRole('textbox', { name: /^Slug/ })).toHaveValue('iaa-mobility-muenchen');

  // a later sign-in goes straight to the dashboard
  await page.context().clearCookies();
  await page.goto('/?login=1');
  const again = page.getByRole('dialog', { name: 'Anmelden' });
  await again.getByLabel('E-Mail').fill(email);
  await again.getByLabel('Passwort').fill('geheim123');
  await again.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
  await page.waitForURL('**/dashboard');
  // a sign-in after the first: 'Willkommen zurück', by first name
  await expect(page.getByRole('heading', { name: 'Willkommen zurück, Anna!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the organiser area sends a visitor without a session to the login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/\?login=1$|\/$/);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/gibt/es/nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
});
