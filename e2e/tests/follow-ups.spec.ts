import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible, latestMail, post, signedInOrganiser } from './support';

/*
 * Follow-ups (docs/architecture.md, "Follow-ups"): the organiser sets up one step right after the
 * confirmation and looks at its preview, a visitor submits and confirms, the scheduler's next tick
 * mails the step with List-Unsubscribe (RFC 8058), and the visitor unsubscribes on its page.
 *
 * The scheduler ticks at second 0 of every minute and the suite has no way to make time pass or
 * to run a tick, so the test waits for the mail for up to 75 s (one tick and the inline mail job).
 */

const SHOTS = 'test-results/follow-ups-screens';
const MAIL_WAIT_MS = 75_000;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: unknown;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // from the top: a sticky bar of a scrolled page would land in the middle of a full-page shot
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function phone(browser: Browser) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
}

/** A header of a dev outbox mail by its name, in any case: as an object of names or a list of pairs. */
function headerOf(mail: OutboxMail, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const pairs: [string, unknown][] = Array.isArray(mail.headers)
    ? mail.headers.map((entry) => (Array.isArray(entry) ? [String(entry[0]), entry[1]] : [String(entry.key ?? entry.name), entry.value]))
    : Object.entries((mail.headers ?? {}) as Record<string, unknown>);
  const found = pairs.find(([key]) => key.toLowerCase() === wanted)?.[1];
  return Array.isArray(found) ? String(found[0]) : found === undefined ? undefined : String(found);
}

/** The mail to `to` with this subject, once it was sent (a follow-up: once the scheduler ticked). */
async function followUpMail(request: APIRequestContext, to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/outbox')).json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && mail.subject === subject);
        return Boolean(found);
      },
      { timeout: MAIL_WAIT_MS, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

test('a follow-up right after the confirmation reaches the confirmed visitor with a one-click unsubscribe, and the visitor unsubscribes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = `fu${Date.now().toString(36)}`;
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', {
    name: 'Fachmesse Follow-up',
    slug: 'fachmesse-follow-up',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    downloadUrl: 'https://example.com/katalog.pdf',
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()).event as { id: string };
  const subject = `Danke für deinen Besuch (${id})`;
  const sentence = `Wir melden uns wegen ${id}.`;

  // the organiser: off by default, then one step right after the confirmation
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/events/${event.id}/settings?tab=follow-ups`);
  await expect(page.getByRole('heading', { name: 'Noch keine Follow-ups' })).toBeVisible();
  await expect(page.getByText(/Bis zu drei E-Mails nach der Messe, automatisch an bestätigte Kontakte/)).toBeVisible();
  // beside it, what the visitors agree to (the form's default consent text)
  await expect(page.getByText(/Ich stimme zu, dass meine Daten gemäß der Datenschutzerklärung verarbeitet werden/)).toBeVisible();
  await expectAccessible(page, 'follow-ups, empty');
  await shoot(page, 'empty-1440');

  await page.getByRole('button', { name: 'Follow-up hinzufügen' }).click();
  const step = page.getByRole('region', { name: /^Follow-up 1 ·/ });
  await expect(step.getByRole('heading', { name: 'Follow-up 1 · sofort nach der Bestätigung' })).toBeVisible();
  await expect(step.getByLabel('Tage nach der Bestätigung (Follow-up 1)')).toHaveValue('0');
  await step.getByLabel('Betreff von Follow-up 1').fill(subject);
  await step.getByLabel('Text von Follow-up 1').fill(`Hallo{{#if name}} {{name}}{{/if}},\n\n${sentence}\n\nDeine Unterlagen: {{downloadUrl}}`);
  await step.getByLabel('Terminlink (https) von Follow-up 1').fill('https://cal.example.com/olga');
  await expect(page.getByText('Ungespeicherte Änderungen an den Follow-ups')).toBeVisible();
  // the header's 'Speichern' saves the follow-ups on their tab
  await page.locator('.es-header').getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Follow-ups gespeichert').first()).toBeVisible();
  await expect(page.getByText('Ungespeicherte Änderungen an den Follow-ups')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/events/${event.id}/follow-ups`)).json()) as { delayDays: number; subject: string }[];
  expect(saved).toEqual([expect.objectContaining({ delayDays: 0, subject })]);

  // its preview: the saved mail as the server renders it, in a frame that may run no script
  await step.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const frame = step.locator('iframe[title="Vorschau: Follow-up 1 (Deutsch)"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText(sentence)).toBeVisible();
  // and as a test mail to the organiser's own address
  await step.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  await expect(page.getByText('Test-E-Mail gesendet').or(page.getByText(/Test-E-Mail.*gesendet/)).first()).toBeVisible();
  expect((await followUpMail(page.request, organiser.email, `[Test] ${subject}`)).text).toContain(sentence);
  await expectAccessible(page, 'follow-ups, one saved step');
  await shoot(page, 'one-step-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  // nothing sticks out sideways on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'one-step-390');

  // a visitor submits on a phone and confirms by the link in the mail
  const visitorContext = await phone(browser);
  const visitor = await visitorContext.newPage();
  const email = `besuch-${id}@example.com`;
  await visitor.goto(`/form/${organiser.companySlug}/fachmesse-follow-up`);
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600);
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();
  const doi = await latestMail(page.request, email);
  const confirmLink = /https?:\/\/[^/\s]+(\/[^/\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec(doi.text)![1];
  await visitor.goto(confirmLink);
  await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();

  // the scheduler's next tick sends the follow-up, with the one-click way out in its headers and text
  const mail = await followUpMail(page.request, email, subject);
  expect(mail.text).toContain(sentence);
  const listUnsubscribe = headerOf(mail, 'List-Unsubscribe');
  expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>\s]+\/unsubscribe\/[A-Za-z0-9_.-]+>$/);
  expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = listUnsubscribe!.slice(1, -1);
  expect(mail.text).toContain('Keine weiteren E-Mails zu „Fachmesse Follow-up“');
  expect(mail.text).toContain(unsubscribeUrl);

  // the visitor's way out: opening the page changes nothing, the button does
  await visitor.goto(new URL(unsubscribeUrl).pathname);
  const unsubscribe = visitor.getByRole('button', { name: 'Abmelden' });
  await expect(unsubscribe).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(visitor, 'unsubscribe page');
  await shoot(visitor, 'unsubscribe-ask-390');
  const before = (await (await page.request.get(`/api/events/${event.id}/follow-ups/status`)).json()) as { steps: { step: number; sent: number; unsubscribed: number }[] };
  expect(before.steps.find((figures) => figures.step === 1)).toMatchObject({ sent: 1, unsubscribed: 0 });

  await unsubscribe.click();
  await expect(visitor.getByRole('heading', { name: /abgemeldet/i })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await expectAccessible(visitor, 'unsubscribe page, done');
  await shoot(visitor, 'unsubscribe-done-390');
  await visitorContext.close();

  // the organiser's figures of the step
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  const figures = page.getByRole('region', { name: /^Follow-up 1 ·/ }).getByLabel('Zahlen zu Follow-up 1');
  await expect(figures.locator('div', { hasText: 'gesendet' }).locator('dd')).toHaveText('1');
  await expect(figures.locator('div', { hasText: 'abgemeldet' }).locator('dd')).toHaveText('1');
  await shoot(page, 'figures-1440');
});
