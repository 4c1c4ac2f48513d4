import { expect, test, type Browser } from '@playwright/test';
import { eventWithVisitorForm as eventWithForm, expectAccessible, latestMail, shootVisitorScreen as shoot } from './support';

function phone(browser: Browser, options: { javaScriptEnabled?: boolean; locale?: string; width?: number } = {}) {
  return browser.newContext({
    viewport: { width: options.width ?? 360, height: 740 },
    isMobile: (options.width ?? 360) < 500,
    hasTouch: true,
    locale: options.locale ?? 'de-DE',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
}

test('without JavaScript: the form, a field error with the values kept, the submit, the mail, the confirm button and the download', async ({ page, browser }) => {
  const id = `nojs${Date.now().toString(36)}`;
  const { organiser, formPath } = await eventWithForm(page, id);
  const context = await phone(browser, { javaScriptEnabled: false });
  const visitor = await context.newPage();

  await visitor.goto(formPath);
  await expect(visitor.getByRole('heading', { name: 'Fachmesse Stuttgart' })).toBeVisible();
  await shoot(visitor, 'form-nojs-360');

  // an address the browser takes and the server refuses: the message lands at the field
  const email = `ohne-script-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(`anna,berger-${id}@firma.de`);
  await visitor.getByLabel('Name').fill('Nina Noscript');
  await visitor.getByLabel('Branche').selectOption('Industrie');
  await visitor.waitForTimeout(1_600);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.locator('#lead-email-error')).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');
  await expect(visitor.locator('#lead-consent-error')).toContainText('Bitte akzeptiere die Datenschutzerklärung');
  await expect(visitor.getByLabel('Name')).toHaveValue('Nina Noscript');
  await expect(visitor.getByLabel('Branche')).toHaveValue('Industrie');
  await expect(visitor.getByLabel('E-Mail-Adresse')).toBeFocused();
  await shoot(visitor, 'form-nojs-errors-360');

  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${organiser.companySlug}/email-confirmation`));
  await expect(visitor.getByText(email)).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Erneut senden in \d+:\d\d/ })).toBeDisabled();
  await shoot(visitor, 'email-confirmation-nojs-360');

  const mail = await latestMail(page.request, email);
  const link = /https?:\/\/[^/\s]+(\/[^\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await visitor.goto(link);
  // a GET never confirms: the button does
  await expect(visitor.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible();
  await shoot(visitor, 'confirm-ask-nojs-360');
  await visitor.getByRole('button', { name: 'Jetzt bestätigen' }).click();
  await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Jetzt herunterladen/ })).toHaveAttribute('href', 'https://example.com/katalog.pdf');
  const leads = (await (await page.request.get('/api/leads')).json()) as { email: string; doiConfirmed: boolean }[];
  expect(leads).toEqual([expect.objectContaining({ email, doiConfirmed: true })]);
  await context.close();
});

test('with JavaScript: the same form sends without a reload, puts the server’s message at the field, and confirms on load with confetti', async ({ page, browser }) => {
  const id = `js${Date.now().toString(36)}`;
  const { formPath } = await eventWithForm(page, id);
  const context = await phone(browser);
  const visitor = await context.newPage();
  await visitor.goto(formPath);

  // the form's own rules, before anything is sent
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.locator('#lead-email-error')).toHaveText('Bitte gib deine E-Mail-Adresse ein.');
  await expect(visitor.getByLabel('E-Mail-Adresse')).toBeFocused();

  // the browser's check takes it, the server does not: no full-page error, the input stays
  await visitor.getByLabel('E-Mail-Adresse').fill('anna,berger@firma.de');
  await visitor.getByLabel('Name').fill('Jana Script');
  await visitor.getByLabel('Branche').selectOption('Handel');
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600);
  const before = visitor.url();
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.locator('#lead-email-error')).toHaveText('Bitte gib eine gültige E-Mail-Adresse ein.');
  expect(visitor.url()).toBe(before);
  await expect(visitor.getByLabel('E-Mail-Adresse')).toHaveValue('anna,berger@firma.de');
  await expect(visitor.getByText('Etwas ist schiefgelaufen')).toHaveCount(0);
  await shoot(visitor, 'form-js-server-error-360');

  const email = `mit-script-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(/\/email-confirmation\?/);
  await expect(visitor.getByRole('button', { name: /Erneut senden in \d+:\d\d/ })).toBeDisabled();
  await expectAccessible(visitor, 'e-mail confirmation page');

  const mail = await latestMail(page.request, email);
  const link = /https?:\/\/[^/\s]+(\/[^\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();
  await expect(visitor.getByTestId('confetti')).toBeAttached();
  await shoot(visitor, 'confirm-js-360');
  await context.close();
});

test('in English for an English browser, with a switch back to German', async ({ page, browser }) => {
  const id = `en${Date.now().toString(36)}`;
  const { formPath } = await eventWithForm(page, id, { doubleOptIn: false, nameRequired: false, customField1: null });
  for (const width of [390, 1440]) {
    const context = await phone(browser, { locale: 'en-GB', width });
    const visitor = await context.newPage();
    await visitor.goto(formPath);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByLabel('Email address')).toBeVisible();
    await expectAccessible(visitor, `English form at ${width}px`);
    await shoot(visitor, `form-en-${width}`);
    if (width === 1440) {
      await visitor.getByRole('button', { name: 'Submit' }).click();
      await expect(visitor.locator('#lead-email-error')).toHaveText('Please enter your email address.');
      await visitor.getByLabel('Email address').fill(`english-${id}@example.com`);
      await visitor.getByRole('checkbox').check();
      await visitor.waitForTimeout(1_600);
      await visitor.getByRole('button', { name: 'Submit' }).click();
      // no double opt-in: the success view in place, with the download
      await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: /Download now/ })).toHaveAttribute('href', 'https://example.com/katalog.pdf');
      await shoot(visitor, 'success-en-1440');
      await visitor.goto(formPath);
      await visitor.getByRole('link', { name: 'Deutsch' }).click();
      await expect(visitor.getByLabel('E-Mail-Adresse')).toBeVisible();
    }
    await context.close();
  }
});
