import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser, submitLead, xsrfToken } from './support';

/*
 * Teams end to end: an owner invites the stand team by mail, the invitee joins from the link;
 * the stand team works at the lead desk of the account's events without exports, settings or
 * billing, and pairs stand devices on their own page; a member of two accounts switches between
 * them in the header. Screens at 390 and 1440 px go to test-results/teams-screens.
 */

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };
const PASSWORD = 'geheim123';

/** Screens for people to look at, at a phone's and a desktop's width (test-results/teams-screens). */
async function shootAt(page: Page, name: string, fullPage = true) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    // nothing of the page may stick out sideways at either width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/teams-screens/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

/** An owner with a named account and one event; answers the owner, the event and its form's API path. */
async function ownerWithEvent(page: Page, id: string, accountName: string, eventName: string, eventSlug: string) {
  const owner = await signedInOrganiser(page, id);
  expect((await page.request.patch('/api/account', { data: { name: accountName }, headers: { 'X-XSRF-TOKEN': await xsrfToken(page) } })).status()).toBe(200);
  const created = await post(page, '/api/events', { name: eventName, slug: eventSlug, ...EVENT });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  return { owner, event, apiFormPath: `/api/form/${owner.companySlug}/${eventSlug}` };
}

/**
 * The text of the newest mail to `email` whose subject matches: the invitee gets the invitation
 * and then the activation mail, so the newest mail alone may not yet be the one awaited.
 */
async function mailText(page: Page, email: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; subject: string; text: string }[];
      text = mails.find((m) => m.to === email && subject.test(m.subject))?.text ?? '';
      return text !== '';
    }, { timeout: 10_000 })
    .toBe(true);
  return text;
}

/** The /einladung/… link of the newest invitation mail to `email`. */
async function invitationLink(page: Page, email: string): Promise<string> {
  const text = await mailText(page, email, /lädt dich zu .+ bei FairLeads ein/);
  const link = /https?:\/\/[^\s"<>]+\/einladung\/([A-Za-z0-9_%-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return `/einladung/${link![1]}`;
}

/** The activation link's path of the mail to `email`. */
async function activationPath(page: Page, email: string): Promise<string> {
  const text = await mailText(page, email, /bestätige deine E-Mail-Adresse/);
  return /https?:\/\/[^\s"<>]+(\/verify-email\/[A-Za-z0-9_-]+)/.exec(text)![1];
}

/** A person's own browser (a second context: their own cookies), at desktop width. */
async function secondBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * A stand team member joined through the API (what test 1 does in the browser): invited by the
 * owner's page, registered with the link's token, activated by the mail, signed in in `page`.
 */
async function staffJoinedBy(owner: Page, page: Page, id: string) {
  const email = `stand-${id}@example.com`;
  expect((await post(owner, '/api/account/invitations', { email, role: 'staff' })).status()).toBe(201);
  const token = (await invitationLink(owner, email)).split('/').pop()!;
  await page.goto('/');
  const member = { email, name: `Sven Stand ${id}`, password: PASSWORD };
  expect((await post(page, '/api/auth/register', { ...member, invitationToken: decodeURIComponent(token) }, `10.77.${id.length}.${Math.floor(Math.random() * 250)}`)).status()).toBe(201);
  const verify = (await activationPath(page, email)).split('/').pop()!;
  expect((await page.request.get(`/api/verify-email/${verify}`)).status()).toBe(200);
  expect((await post(page, '/api/auth/login', { email, password: PASSWORD })).status()).toBe(200);
  return member;
}

test('an owner invites the stand team by mail; the invitee registers from the link, activates and is in the team', async ({ page, browser }) => {
  const id = Date.now().toString(36);
  await ownerWithEvent(page, `${id}t`, `Messebau Nord ${id}`, 'Hausmesse Nord', 'hausmesse-nord');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Einstellungen → Team
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('list', { name: 'Mitglieder' })).toBeVisible();

  // the invitation: the address and the role 'Standteam'
  const email = `sina-${id}@example.com`;
  await page.getByRole('button', { name: 'Mitglied einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mitglied einladen' });
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByRole('radio', { name: /^Standteam/ }).check();
  await shootAt(page, 'invite-dialog', false);
  await expectAccessible(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Einladung an ${email} gesendet.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('list', { name: 'Offene Einladungen' }).getByRole('listitem').filter({ hasText: email });
  await expect(pending).toContainText(/^.*Standteam · eingeladen am/);
  await expect(pending.getByRole('button', { name: `Einladung an ${email} zurückziehen` })).toBeVisible();
  await expect(page.getByText(`Einladung an ${email} gesendet.`)).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'team tab with a pending invitation');
  await shootAt(page, 'team-pending');

  // the invitee, in a browser of their own: the link from the mail
  const link = await invitationLink(page, email);
  const invitee = await secondBrowser(browser);
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole('heading', { level: 1, name: `Du bist eingeladen: Messebau Nord ${id} als Standteam` })).toBeVisible();
  await expect(invitee.page.getByText(`Die Einladung ging an ${email}.`)).toBeVisible();
  await expectAccessible(invitee.page, 'invitation page, signed out');
  await shootAt(invitee.page, 'invitation');

  // registration from the invitation: the address is given, no company slug is asked
  await invitee.page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(invitee.page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await expect(invitee.page.getByLabel('E-Mail')).toHaveValue(email);
  await expect(invitee.page.getByLabel('Firmen-Slug')).toHaveCount(0);
  await invitee.page.getByLabel('Vollständiger Name').fill(`Sina Stand ${id}`);
  await invitee.page.getByLabel('Passwort').fill(PASSWORD);
  await expectAccessible(invitee.page, 'invitation page, registration');
  await shootAt(invitee.page, 'invitation-register');
  await invitee.page.getByRole('button', { name: 'ACCOUNT ERSTELLEN' }).click();
  await expect(invitee.page.getByRole('heading', { name: 'Bitte E-Mail bestätigen' })).toBeVisible();

  // activation from the mail, then the sign-in
  await invitee.page.goto(await activationPath(invitee.page, email));
  await expect(invitee.page.getByRole('heading', { name: 'Account erfolgreich aktiviert!' })).toBeVisible();
  await invitee.page.getByRole('link', { name: /anmelden|login/i }).first().click();
  const login = invitee.page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login.getByLabel('E-Mail')).toHaveValue(email);
  await login.getByLabel('Passwort').fill(PASSWORD);
  await login.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
  await invitee.page.waitForURL(/\/dashboard/);
  // in the inviting account, as the stand team, with its event and no welcome offering a demo event
  const nav = invitee.page.getByRole('banner');
  await expect(nav.getByText('Standteam', { exact: true })).toBeVisible();
  await expect(invitee.page.getByRole('heading', { name: 'Hausmesse Nord' })).toBeVisible();
  await expect(invitee.page.getByRole('dialog')).toHaveCount(0);
  await invitee.context.close();

  // the owner's team tab lists the new member as Standteam; the invitation is no longer open
  await page.reload();
  const row = page.getByRole('list', { name: 'Mitglieder' }).getByRole('listitem').filter({ hasText: `Sina Stand ${id}` });
  await expect(row.getByRole('combobox', { name: `Rolle von Sina Stand ${id}` })).toHaveValue('staff');
  await expect(row.getByRole('combobox', { name: `Rolle von Sina Stand ${id}` }).locator('option:checked')).toHaveText('Standteam');
  await expect(page.getByRole('list', { name: 'Offene Einladungen' })).toHaveCount(0);
  await expect(page.getByText('Keine offenen Einladungen.')).toBeVisible();
  await shootAt(page, 'team-joined');
});

test('the stand team works at the lead desk: rates a lead, pairs devices, but exports nothing and opens no settings or billing', async ({ page, browser }) => {
  const id = Date.now().toString(36);
  const { event, apiFormPath } = await ownerWithEvent(page, `${id}s`, `Messebau Süd ${id}`, 'Hausmesse Süd', 'hausmesse-sued');
  const staff = await secondBrowser(browser);
  await staffJoinedBy(page, staff.page, `${id}s`);
  const visitor = `besuch-${id}@example.com`;
  await submitLead(page, apiFormPath, visitor);
  const s = staff.page;

  // the desk of the account's event: the lead, rated in its row; no export
  await s.goto(`/leads?event=${event.id}`);
  const row = s.locator('tr.lead-row', { hasText: visitor });
  await expect(row).toBeVisible();
  const rating = row.getByRole('group', { name: `Bewertung für ${visitor}` });
  await rating.getByRole('button', { name: 'heiß' }).click();
  await expect(rating.getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
  await s.reload();
  await expect(s.locator('tr.lead-row', { hasText: visitor }).getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
  await expect(s.getByRole('button', { name: 'CSV exportieren' })).toHaveCount(0);
  await expect(s.getByText('CSV exportieren')).toHaveCount(0);
  // no advice to change the confirmation mail, which the stand team may not
  await expect(s.getByText(/Optimiere die Double-Opt-In-E-Mail/)).toHaveCount(0);
  await expectAccessible(s, 'lead desk of the stand team');
  await shootAt(s, 'staff-leads');

  // the events: no 'create', no settings, but the stand devices
  await s.goto('/events');
  const card = s.getByRole('article', { name: 'Hausmesse Süd' });
  await expect(card).toBeVisible();
  await expect(s.getByRole('button', { name: /Event erstellen/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Einstellungen/ })).toHaveCount(0);
  await shootAt(s, 'staff-events');
  await card.getByRole('link', { name: 'Stand-Geräte von Hausmesse Süd' }).click();
  await expect(s).toHaveURL(new RegExp(`/events/${event.id}/devices$`));
  await expect(s.getByRole('heading', { level: 1, name: 'Stand-Geräte' })).toBeVisible();
  await expect(s.getByText('Noch kein Gerät freigegeben.')).toBeVisible();
  await expect(s.getByRole('button', { name: 'Stand-Modus' })).toBeVisible();
  await expectAccessible(s, 'stand devices page');
  await shootAt(s, 'staff-devices');

  // settings: no billing, no CRM; the dashboard's lead tile promises no export
  await s.goto('/settings');
  await expect(s.getByRole('tab', { name: 'Team' })).toBeVisible();
  await expect(s.getByRole('tab', { name: 'Abrechnung' })).toHaveCount(0);
  await expect(s.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
  await s.goto('/dashboard');
  await expect(s.getByRole('link', { name: /Leads ansehen/ })).toContainText('bewerten und Notizen festhalten');
  await expect(s.getByRole('link', { name: /Leads ansehen/ })).not.toContainText('CSV');

  // the settings by address: a word why, and the way back to the desk
  await s.goto(`/events/${event.id}/settings`);
  await expect(s.getByRole('heading', { level: 1, name: 'Dazu fehlt dir die Berechtigung' })).toBeVisible();
  await shootAt(s, 'staff-no-permission');
  await s.getByRole('link', { name: 'Zum Lead-Desk' }).click();
  await expect(s).toHaveURL(/\/leads/);
  await expect(s.locator('tr.lead-row', { hasText: visitor })).toBeVisible();
  await staff.context.close();
});

test('a member of two accounts switches between them in the header: other events, other role', async ({ page, browser }) => {
  const id = Date.now().toString(36);
  await ownerWithEvent(page, `${id}w`, `Messebau West ${id}`, 'Hausmesse West', 'hausmesse-west');

  // someone with an account of their own, and an event in it
  const other = await secondBrowser(browser);
  const o = other.page;
  const own = await ownerWithEvent(o, `${id}x`, `Eigene Firma ${id}`, 'Eigene Messe', 'eigene-messe');

  // invited into the owner's account, accepted while signed in
  expect((await post(page, '/api/account/invitations', { email: own.owner.email, role: 'staff' })).status()).toBe(201);
  await o.goto(await invitationLink(page, own.owner.email));
  await expect(o.getByRole('heading', { level: 1, name: `Du bist eingeladen: Messebau West ${id} als Standteam` })).toBeVisible();
  await expect(o.getByText(`Du bist angemeldet als ${own.owner.email}.`)).toBeVisible();
  await expectAccessible(o, 'invitation page, signed in');
  await shootAt(o, 'invitation-signed-in');
  await o.getByRole('button', { name: 'Einladung annehmen' }).click();
  // the stand team starts at the lead desk, in the account it joined
  await expect(o).toHaveURL(/\/leads/);
  const switcher = o.getByRole('button', { name: `Konto wechseln, aktuell: Messebau West ${id}` });
  await expect(switcher).toBeVisible();
  await expect(switcher).toContainText('Standteam');

  await o.goto('/events');
  await expect(o.getByRole('heading', { name: 'Hausmesse West' })).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Eigene Messe' })).toHaveCount(0);
  await switcher.click();
  const menu = o.getByRole('menu', { name: 'Deine Konten' });
  await expect(menu.getByRole('menuitemradio', { name: /Messebau West/ })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(o, 'account menu');
  await shootAt(o, 'switcher-open', false);

  // switching: the own account's events and the role there
  await menu.getByRole('menuitemradio', { name: new RegExp(`Eigene Firma ${id}`) }).click();
  await expect(o.getByText(`Du arbeitest jetzt in Eigene Firma ${id}.`)).toBeVisible();
  await expect(o).toHaveURL(/\/dashboard$/);
  const back = o.getByRole('button', { name: `Konto wechseln, aktuell: Eigene Firma ${id}` });
  await expect(back).toContainText('Inhaber');
  await o.goto('/events');
  await expect(o.getByRole('heading', { name: 'Eigene Messe' })).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Hausmesse West' })).toHaveCount(0);
  await expect(o.getByRole('button', { name: 'Neues Event erstellen' }).first()).toBeVisible();

  // and back: the stand team's view again
  await back.click();
  await o.getByRole('menu', { name: 'Deine Konten' }).getByRole('menuitemradio', { name: /Messebau West/ }).click();
  await expect(o.getByRole('button', { name: `Konto wechseln, aktuell: Messebau West ${id}` })).toContainText('Standteam');
  await o.goto('/events');
  await expect(o.getByRole('heading', { name: 'Hausmesse West' })).toBeVisible();
  await expect(o.getByRole('button', { name: /Event erstellen/ })).toHaveCount(0);
  await other.context.close();
});
