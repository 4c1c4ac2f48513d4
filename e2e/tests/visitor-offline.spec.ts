import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { eventWithVisitorForm, expectAccessible, latestMail, shootVisitorScreen as shoot } from './support';

/*
 * Issue 18, outcome 3: the visitor's own phone loses its network at 'Daten übergeben'. The form
 * keeps every value, says so, and sends by itself once the phone is back online; the visitor gets
 * one confirmation mail and the organiser one lead.
 */

const OFFLINE_TITLE = 'Keine Verbindung';
const OFFLINE_TEXT = 'Deine Angaben sind noch da. Wir senden sie, sobald wieder Netz da ist.';

function device(browser: Browser, width: number) {
  return browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, isMobile: width < 500, hasTouch: width < 500, locale: 'de-DE' });
}

async function fillForm(visitor: Page, email: string, name: string) {
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByLabel('Name').fill(name);
  await visitor.getByLabel('Branche').selectOption('Industrie');
  await visitor.getByRole('checkbox').check();
  // the form token's minimum fill time
  await visitor.waitForTimeout(1_600);
}

async function expectValuesKept(visitor: Page, email: string, name: string) {
  await expect(visitor.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(visitor.getByLabel('Name')).toHaveValue(name);
  await expect(visitor.getByLabel('Branche')).toHaveValue('Industrie');
  await expect(visitor.getByRole('checkbox')).toBeChecked();
}

/** Every mail to `to` in the dev outbox, after the first has arrived and a moment for a second one. */
async function mailsTo(request: APIRequestContext, to: string) {
  await latestMail(request, to);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string }[];
  return mails.filter((m) => m.to === to);
}

test('the phone goes offline at the submit: the values stay, and the form sends once by itself when the network is back', async ({ page, browser }) => {
  const id = `off${Date.now().toString(36)}`;
  const { formPath } = await eventWithVisitorForm(page, id);
  const context = await device(browser, 390);
  const visitor = await context.newPage();
  const posts: string[] = [];
  visitor.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === formPath) posts.push(request.postData() ?? '');
  });
  await visitor.goto(formPath);
  const email = `offline-${id}@example.com`;
  await fillForm(visitor, email, 'Olli Offline');

  await context.setOffline(true);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  const notice = visitor.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
  await expect(notice).toContainText(OFFLINE_TEXT);
  await expectValuesKept(visitor, email, 'Olli Offline');
  // 'Jetzt senden' while still offline: the notice stays, nothing is lost, nothing leaves the phone
  await visitor.getByRole('button', { name: 'Jetzt senden' }).click();
  await expect(notice).toBeVisible();
  await expectValuesKept(visitor, email, 'Olli Offline');
  expect(posts).toHaveLength(0);
  await expectAccessible(visitor, 'the offline notice on a phone');
  await shoot(visitor, 'form-offline-390');

  await context.setOffline(false);
  await expect(visitor).toHaveURL(/\/email-confirmation\?/);
  await expect(visitor.getByText(email)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]).get('submissionId')).toMatch(/^[0-9a-f-]{36}$/);

  const mails = await mailsTo(page.request, email);
  expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/bestätig/i)]);
  const leads = (await (await page.request.get('/api/leads')).json()) as { email: string }[];
  expect(leads.filter((lead) => lead.email === email)).toHaveLength(1);
  await context.close();
});

test('a network that drops the post while the phone thinks it is online: the notice, and “Jetzt senden” sends the same submission', async ({ page, browser }) => {
  const id = `drop${Date.now().toString(36)}`;
  const { formPath } = await eventWithVisitorForm(page, id);
  const context = await device(browser, 1440);
  const visitor = await context.newPage();
  const ids: (string | null)[] = [];
  await visitor.route(`**${formPath}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    ids.push(new URLSearchParams(route.request().postData() ?? '').get('submissionId'));
    // the first post is lost on the way; later ones reach the server
    return ids.length === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await visitor.goto(formPath);
  const email = `funkloch-${id}@example.com`;
  await fillForm(visitor, email, 'Frieda Funkloch');

  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: OFFLINE_TITLE })).toContainText(OFFLINE_TEXT);
  await expectValuesKept(visitor, email, 'Frieda Funkloch');
  // quickly: a phone that reports a network tries again by itself after 5 s
  await shoot(visitor, 'form-offline-1440');

  await visitor.getByRole('button', { name: 'Jetzt senden' }).click();
  await expect(visitor).toHaveURL(/\/email-confirmation\?/);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await mailsTo(page.request, email)).toHaveLength(1);
  await context.close();
});
