import { expect, test, type Browser } from '@playwright/test';
import { eventWithVisitorForm, expectAccessible, latestMail, post, shootVisitorScreen as shoot, submitLead } from './support';

/*
 * Erasure (issue 19): the 'Meine Daten löschen' link under every visitor mail, its page on a
 * phone (390 px, with the page script) and on a desktop (1440 px, without one), and the
 * organiser's 'Lead löschen' in the lead's detail.
 */

function browserAt(browser: Browser, width: number, javaScriptEnabled = true) {
  return browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, isMobile: width < 500, hasTouch: width < 500, locale: 'de-DE', javaScriptEnabled });
}

/** The erase link's path in a mail's text part. */
function eraseLink(mail: { text: string }): string {
  const match = /Meine Daten löschen: https?:\/\/[^/\s]+(\/erase\/\S+)/.exec(mail.text);
  if (!match) throw new Error('no erase link in the mail');
  return match[1];
}

test('a visitor erases their data by the link in their mail: at 390 px with the page script, at 1440 px without', async ({ page, browser }) => {
  const id = `erase${Date.now().toString(36)}`;
  const { organiser, formPath } = await eventWithVisitorForm(page, id);
  const phone = await browserAt(browser, 390);
  const visitor = await phone.newPage();

  await visitor.goto(formPath);
  // the default privacy text tells the visitor about the link before they agree
  await expect(visitor.getByText('Jede E-Mail an mich enthält einen Link, mit dem ich meine Daten jederzeit löschen kann.')).toBeVisible();
  const email = `weg-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByLabel('Name').fill('Erika Löschmann');
  await visitor.getByLabel('Branche').selectOption('Handel');
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(/email-confirmation/);

  const link = eraseLink(await latestMail(page.request, email));
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Meine Daten löschen' })).toBeVisible();
  await expect(visitor.getByText(email)).toBeVisible();
  await expect(visitor.getByText('Notizen des Standteams zu dir')).toBeVisible();
  await expect(visitor.getByText('Das lässt sich nicht rückgängig machen.')).toBeVisible();
  // nothing runs off the phone's screen
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(visitor, 'erase-ask-390');
  await expectAccessible(visitor, 'erase page');

  await visitor.getByRole('button', { name: 'Meine Daten jetzt löschen' }).click();
  await expect(visitor.getByRole('heading', { name: 'Deine Daten sind gelöscht' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Deine Daten sind gelöscht' })).toBeFocused();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await shoot(visitor, 'erase-done-390');
  await expectAccessible(visitor, 'erase page, done');

  // the organiser's list no longer has the lead; the link tells a second visit it is done
  const leads = (await (await page.request.get('/api/leads')).json()) as { email: string }[];
  expect(leads.map((lead) => lead.email)).not.toContain(email);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Deine Daten sind gelöscht' })).toBeVisible();
  await phone.close();

  // a desktop without a script: the button's plain post answers 303 back to the page
  const second = `auch-weg-${id}@example.com`;
  const api = `/api/form/${organiser.companySlug}/fachmesse-stuttgart`;
  const form = await (await page.request.get(api)).json();
  await page.waitForTimeout(1_600);
  const submitted = await post(page, `${api}/submit`, { email: second, name: 'Dora Desktop', customField1: 'Industrie', consent: true, formToken: form.formToken });
  expect(submitted.status()).toBe(201);
  const desktop = await browserAt(browser, 1440, false);
  const reader = await desktop.newPage();
  await reader.goto(eraseLink(await latestMail(page.request, second)));
  await expect(reader.getByText(second)).toBeVisible();
  await shoot(reader, 'erase-ask-1440');
  await reader.getByRole('button', { name: 'Meine Daten jetzt löschen' }).click();
  await expect(reader.getByRole('heading', { name: 'Deine Daten sind gelöscht' })).toBeVisible();
  await shoot(reader, 'erase-done-1440');
  await desktop.close();
});

test("an erased visitor's old links say that the data were erased: the confirmation link and the welcome mail's download", async ({ page, browser }) => {
  const id = `erased${Date.now().toString(36)}`;
  const { organiser } = await eventWithVisitorForm(page, id);
  const email = `alt-${id}@example.com`;
  const api = `/api/form/${organiser.companySlug}/fachmesse-stuttgart`;
  const form = await (await page.request.get(api)).json();
  await page.waitForTimeout(1_600);
  const submitted = await post(page, `${api}/submit`, { email, name: 'Alma Altlink', customField1: 'Handel', consent: true, formToken: form.formToken });
  expect(submitted.status()).toBe(201);
  const doi = await latestMail(page.request, email);
  const confirmLink = /https?:\/\/[^/\s]+(\/[^/\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec(doi.text)![1];
  expect((await post(page, `/api/confirm/${confirmLink.split('/').pop()}`, {})).status()).toBe(200);
  // the welcome mail brings the counted download link
  let downloadLink = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
      downloadLink = mails.map((mail) => (mail.to === email ? /https?:\/\/[^/\s]+(\/d\/\S+)/.exec(mail.text)?.[1] : undefined)).find(Boolean) ?? '';
      return downloadLink;
    })
    .not.toBe('');
  expect((await post(page, `/api/erase/${eraseLink(doi).replace('/erase/', '')}`, {})).status()).toBe(200);

  for (const width of [390, 1440]) {
    const context = await browserAt(browser, width);
    const visitor = await context.newPage();
    await visitor.goto(confirmLink);
    await expect(visitor.getByRole('heading', { name: 'Deine Daten sind gelöscht' })).toBeVisible();
    await expect(visitor.getByText('Deine Angaben zu diesem Event wurden inzwischen gelöscht, deshalb gibt es nichts mehr zu bestätigen.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Zum Anmeldeformular' })).toHaveAttribute('href', `/form/${organiser.companySlug}/fachmesse-stuttgart`);
    await expectAccessible(visitor, `old confirmation link after erasure at ${width} px`);
    await shoot(visitor, `erased-confirm-link-${width}`);

    const download = await visitor.goto(downloadLink);
    expect(download?.status()).toBe(404);
    expect(visitor.url()).toContain('/d/');
    await expect(visitor.getByRole('heading', { name: 'Download nicht verfügbar' })).toBeVisible();
    await expect(visitor.getByText('Deine Angaben zu diesem Event wurden gelöscht, deshalb führt dieser Link nicht mehr zum Download.')).toBeVisible();
    await expect(visitor.getByText('Möchtest du die Unterlagen doch? Trag dich einfach neu ein.')).toBeVisible();
    await expectAccessible(visitor, `download link after erasure at ${width} px`);
    await shoot(visitor, `erased-download-link-${width}`);
    // no dead end: the button leads to the form
    await visitor.getByRole('link', { name: 'Zum Anmeldeformular' }).click();
    await expect(visitor.getByLabel('E-Mail-Adresse')).toBeVisible();
    await context.close();
  }
});

test("the organiser erases a lead from its detail: 'Lead löschen', a reason, and the lead leaves the list", async ({ page }) => {
  const id = `orgerase${Date.now().toString(36)}`;
  const { organiser } = await eventWithVisitorForm(page, id, { nameRequired: false, customField1Required: false });
  const email = `test-${id}@example.com`;
  await submitLead(page, `/api/form/${organiser.companySlug}/fachmesse-stuttgart`, email);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/leads');
  await page.getByRole('button', { name: `Details zu ${email} öffnen` }).click();
  const sheet = page.getByRole('dialog', { name: email });
  await sheet.getByRole('button', { name: 'Lead löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead endgültig löschen?' });
  await dialog.getByRole('radio', { name: 'Testeintrag' }).check();
  await page.screenshot({ path: 'test-results/visitor-screens/organiser-erase-dialog-1440.png' });
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Lead gelöscht. Die personenbezogenen Daten sind entfernt.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Noch keine Leads')).toBeVisible();
});
