import { expect, test, type Page } from '@playwright/test';
import { eventWithVisitorForm, expectAccessible, post, signedInOrganiser } from './support';

/** Screens of the forms for people to look at. */
const SHOTS = 'test-results/forms';
const INVALID_URL = 'Bitte gib eine gültige URL an (http:// oder https://).';

/** What a visitor reads on the card: the event's name, intro, labels, choices, consent and button. */
async function cardWords(page: Page, card: string) {
  const root = page.locator(card);
  return {
    title: await root.locator('.vp-intro__title').innerText(),
    intro: await root.locator('.vp-intro__text').innerText(),
    labels: await root.locator('label').allInnerTexts(),
    options: await root.locator('option').allInnerTexts(),
    placeholders: await root.locator('input[placeholder]').evaluateAll((inputs) => inputs.map((input) => `${input.getAttribute('name')}: ${input.getAttribute('placeholder')}`)),
    button: await root.locator('button[type="submit"]').innerText(),
    all: await root.innerText(),
  };
}

for (const width of [390, 1440]) {
  test.describe(`forms at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('registration marks every error at its field at once, focuses the first, and puts the server’s refusal at its field', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Kostenlos starten' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Account erstellen' });
      await dialog.getByLabel('Firmen-Slug').fill('ab');
      await dialog.getByLabel('Passwort').fill('123');
      await dialog.getByRole('button', { name: 'ACCOUNT ERSTELLEN' }).click();

      await expect(dialog.getByRole('alert')).toContainText('Bitte prüfe deine Eingaben (4 Felder):');
      await expect(dialog.getByLabel('E-Mail')).toBeFocused();
      await expect(dialog.getByLabel('E-Mail')).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
      await expect(dialog.getByLabel('Vollständiger Name')).toHaveAccessibleDescription('Name ist erforderlich');
      await expect(dialog.getByLabel('Firmen-Slug')).toHaveAccessibleDescription(/Firmen-Slug muss mindestens 3 Zeichen lang sein/);
      await expect(dialog.getByLabel('Passwort')).toHaveAccessibleDescription('Passwort muss mindestens 6 Zeichen lang sein');
      // each message is seen at its field, and nothing sits over the dialog's title
      await expect(dialog.getByText('Name ist erforderlich', { exact: true }).last()).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await expectAccessible(page, `registration with errors at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/registration-errors-${width}.png` });

      // a slug only the server refuses (reserved for the app's own pages) lands at its field too
      const id = Date.now().toString(36);
      await dialog.getByLabel('E-Mail').fill(`form-${width}-${id}@example.com`);
      await dialog.getByLabel('Vollständiger Name').fill('Erika Muster');
      await dialog.getByLabel('Firmen-Slug').fill('dashboard');
      await dialog.getByLabel('Passwort').fill('geheim123');
      await dialog.getByRole('button', { name: 'ACCOUNT ERSTELLEN' }).click();
      await expect(dialog.getByLabel('Firmen-Slug')).toBeFocused();
      await expect(dialog.getByLabel('Firmen-Slug')).toHaveAccessibleDescription(/Dieser Firmen-Slug ist für die App reserviert\. Bitte wähle einen anderen\./);
      await expect(dialog.getByRole('alert')).toContainText('Bitte prüfe deine Eingabe:');
      await page.screenshot({ path: `${SHOTS}/registration-server-error-${width}.png` });
    });

    test("event settings mark 'katalog.pdf' at the download field and save the rest", async ({ page }) => {
      await signedInOrganiser(page, `${Date.now().toString(36)}f${width}`);
      const created = await post(page, '/api/events', {
        name: 'Hausmesse',
        slug: 'hausmesse',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        downloadUrl: 'https://example.com/katalog.pdf',
      });
      const eventId = (await created.json()).event.id as string;
      const saved = async () => (await page.request.get(`/api/events/${eventId}`)).json();
      await page.goto(`/events/${eventId}/settings`);

      const download = page.getByLabel(/^Download-\/Content-URL/);
      await download.fill('katalog.pdf');
      await page.getByLabel('Einleitungstext', { exact: true }).fill('Hol dir den Katalog 2027!');

      await expect(download).toHaveAttribute('aria-invalid', 'true');
      await expect(download).toHaveAccessibleDescription(new RegExp(INVALID_URL.replace(/[().]/g, '\\$&')));
      await expect(page.getByText(INVALID_URL)).toBeVisible();
      await expect(page.getByText('Nicht gespeichert: Download-/Content-URL')).toBeVisible();
      await expect(page.getByText('Änderungen nicht gespeichert')).toHaveCount(0);
      // the other change is stored, the refused one is not
      await expect.poll(async () => (await saved()).introText).toBe('Hol dir den Katalog 2027!');
      expect((await saved()).downloadUrl).toBe('https://example.com/katalog.pdf');
      await expectAccessible(page, `event settings with a field error at ${width} px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/settings-unsaved-${width}.png` });
      await download.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/settings-field-error-${width}.png` });

      // a refusal only the server makes (a privacy text over 1000 characters) is marked the same way
      await page.getByRole('tab', { name: 'Formular' }).click();
      const privacy = page.getByLabel('Datenschutz-Text', { exact: true });
      await privacy.fill('Lang. '.repeat(200));
      await expect(privacy).toHaveAccessibleDescription('Der Datenschutztext darf höchstens 1000 Zeichen lang sein.');
      await expect(page.getByText('Nicht gespeichert: Download-/Content-URL, Datenschutz-Text')).toBeVisible();

      // 'Zum Feld' leads back to the first one, on its tab
      await page.getByRole('button', { name: 'Zum Feld' }).click();
      await expect(download).toBeFocused();
      await download.fill('https://example.com/katalog-2027.pdf');
      await expect.poll(async () => (await saved()).downloadUrl).toBe('https://example.com/katalog-2027.pdf');
      await expect(page.getByText('Nicht gespeichert: Datenschutz-Text')).toBeVisible();
    });

    test('the live preview shows exactly what the visitor form shows, next to the fields', async ({ page, browser }) => {
      const { formPath } = await eventWithVisitorForm(page, `${Date.now().toString(36)}p${width}`, {
        customField2: 'Firma',
        privacyUrl: 'https://example.com/datenschutz',
        submitButtonText: 'Katalog sichern',
      });
      const events = (await (await page.request.get('/api/events')).json()) as { id: string }[];
      await page.goto(`/events/${events[0].id}/settings`);

      const preview = page.getByTestId('phone-preview');
      if (width < 1024) {
        // a bar at the bottom of the screen, over the fields: never below 'Event archivieren'
        const toggle = page.getByRole('button', { name: 'Vorschau anzeigen' });
        await expect(toggle).toBeInViewport();
        await expect(preview).toBeHidden();
        await toggle.click();
        await expect(preview).toBeInViewport();
      } else {
        // beside the fields
        const fields = await page.getByRole('tabpanel').boundingBox();
        const box = await preview.boundingBox();
        expect(box!.x).toBeGreaterThan(fields!.x + fields!.width);
        await expect(preview).toBeInViewport();
      }
      await expectAccessible(page, `event settings with the preview at ${width} px`);
      // the phone's page scrolls by keyboard as well
      const screen = preview.getByRole('group', { name: 'Vorschau des Formulars' });
      await screen.focus();
      await page.keyboard.press('End');
      await expect.poll(() => screen.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      await page.keyboard.press('Home');
      await page.screenshot({ path: `${SHOTS}/settings-preview-${width}.png` });
      await page.getByRole('button', { name: 'Erfolg' }).click();
      await expect(preview.locator('.vp-status__title')).toHaveText('Bitte bestätige deine E-Mail-Adresse');
      await page.screenshot({ path: `${SHOTS}/settings-preview-success-${width}.png` });
      await page.getByRole('button', { name: 'Formular', exact: true }).click();

      const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await visitor.goto(formPath);
      const real = await cardWords(visitor, '.vp-card');
      const shown = await cardWords(page, '[data-testid="phone-preview"] .vp-card');
      expect(shown.labels).toEqual(real.labels);
      expect(shown.labels).toContain('Name');
      expect(shown.labels).toContain('Firma (optional)');
      expect(shown).toEqual(real);
      await visitor.close();
    });
  });
}
