import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, post, signedInOrganiser } from './support';

/*
 * Sign-in security end to end (docs/architecture.md, "Sign-in security"): a new password from the
 * reset mail signs every browser out; an authenticator app as second factor, with its code step
 * and a recovery code; a passkey from Chromium's virtual authenticator signs in without password;
 * the list of signed-in devices ends another browser's session; an owner who requires a second
 * factor sends a member through the enrolment before the leads. Screens at 390 and 1440 px go to
 * test-results/sign-in-security-screens.
 */

const PASSWORD = 'geheim123';
const NEW_PASSWORD = 'Neues-Passwort-2024';
const SECURITY_TAB = '/settings?tab=security';

/** Screens for people to look at, at a phone's and a desktop's width (test-results/sign-in-security-screens). */
async function shootAt(page: Page, name: string, fullPage = true) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // from the top: a page scrolled to a focused heading would draw its sticky header mid-shot
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    // nothing of the page may stick out sideways at either width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/sign-in-security-screens/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

/** Random start, so a rerun's people do not share the sign-in rate limit of the run before. */
let addressCounter = Math.floor(Math.random() * 60_000);
/**
 * Each browser of these tests as a client of its own (X-Forwarded-For, believed from the loopback
 * proxy): every sign-in here comes from one machine, and the login rate limit is per client.
 */
async function asOwnClient(page: Page) {
  addressCounter += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.91.${(addressCounter >> 8) & 255}.${addressCounter & 255}` });
}

/** A browser of its own (own cookies), at desktop width, as a client of its own. */
async function secondBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await asOwnClient(page);
  return { context, page };
}

/** The text of the newest mail to `email` whose subject matches (the outbox lists the newest first). */
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

/** The authenticator app: the code for now, SHA1, 6 digits, 30 s, as the setup promises. */
function authenticator(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/**
 * A code the server has not seen yet: each 30-s step counts once per user, and the one just used
 * to enable is spent. The next step's code is accepted as well (±1 step), so nobody waits.
 */
function nextStepCode(secret: string): string {
  return authenticator(secret).generate({ timestamp: Date.now() + 30_000 });
}

/** The sign-in dialog on the landing page (/?login=1). */
async function openSignIn(page: Page) {
  await page.goto('/?login=1');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Email and password in the dialog; the dialog answers (code step, error or success) is left to the caller. */
async function submitPassword(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
}

/** Logout in the app's header, back on the landing page. */
async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Whether this browser's session still holds, as the API says it. */
async function meStatus(page: Page): Promise<number> {
  return (await page.request.get('/api/auth/me')).status();
}

/** The authenticator app set up in the security tab: the secret read from the page, enabled with its code; answers the secret and the ten recovery codes. */
async function enrolTotpInTab(page: Page, shots?: { setup: string; codes: string }): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
  await expect(page.getByRole('heading', { name: 'Authenticator-App einrichten', level: 3 })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' });
  await expect(qr).toBeVisible();
  // the SVG from the server is drawn, not a broken image
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByLabel('Schlüssel für die manuelle Eingabe').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  if (shots) await shootAt(page, shots.setup);

  await page.getByLabel('Bestätigungscode').fill(authenticator(secret).generate());
  await page.getByRole('button', { name: 'Aktivieren' }).click();
  const list = page.getByRole('list', { name: 'Wiederherstellungscodes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/i);
  await expect(page.getByRole('heading', { name: 'Deine Wiederherstellungscodes' })).toBeFocused();
  if (shots) {
    await expectAccessible(page, 'security tab with the recovery codes');
    await shootAt(page, shots.codes);
  }
  await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(list).toHaveCount(0);
  return { secret, recoveryCodes };
}

/** A member of the owner's account (staff), joined through the API and signed in in `page`, as teams.spec.ts does it. */
async function staffJoinedBy(owner: Page, page: Page, id: string) {
  const email = `stand-${id}@example.com`;
  expect((await post(owner, '/api/account/invitations', { email, role: 'staff' })).status()).toBe(201);
  const invitation = await mailText(owner, email, /lädt dich zu .+ bei FairLeads ein/);
  const token = /\/einladung\/([A-Za-z0-9_%-]+)/.exec(invitation)![1];
  await page.goto('/');
  const member = { email, name: `Sven Stand ${id}`, password: PASSWORD };
  expect((await post(page, '/api/auth/register', { ...member, invitationToken: decodeURIComponent(token) })).status()).toBe(201);
  const activation = await mailText(page, email, /bestätige deine E-Mail-Adresse/);
  const verify = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(activation)![1];
  expect((await page.request.get(`/api/verify-email/${verify}`)).status()).toBe(200);
  return member;
}

test.beforeEach(async ({ page }) => {
  await asOwnClient(page);
});

test('a new password from the reset mail: signed in with it, the old one refused, every browser signed out, the link spent', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}pw`;
  // signed in before, in a browser of its own: `page`
  const organiser = await signedInOrganiser(page, id);
  expect(await meStatus(page)).toBe(200);

  // someone who forgot the password, in another browser
  const { context, page: other } = await secondBrowser(browser);
  const dialog = await openSignIn(other);
  await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const forgot = other.getByRole('dialog', { name: 'Passwort vergessen' });
  await expect(forgot.getByRole('form', { name: 'Passwort vergessen' })).toBeVisible();
  await forgot.getByLabel('E-Mail').fill(organiser.email);
  await expectAccessible(other, 'sign-in dialog, forgot password');
  await shootAt(other, 'sign-in-forgot', false);
  await forgot.getByRole('button', { name: 'Link senden' }).click();
  // the same sentence for any address: whether an account belongs to it is not told
  await expect(forgot.getByText(/^Wenn ein Konto mit dieser Adresse besteht/)).toBeVisible();
  await shootAt(other, 'sign-in-forgot-sent', false);

  // the link from the mail
  const mail = await mailText(other, organiser.email, /Zurücksetzen des Passworts/);
  const link = /https?:\/\/[^\s"<>]+(\/passwort-zuruecksetzen\/[A-Za-z0-9_-]+)/.exec(mail);
  expect(link, mail).not.toBeNull();
  await other.goto(link![1]);
  await expect(other.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expect(other.getByText(/Der Link gilt bis \d\d:\d\d Uhr\./)).toBeVisible();
  await other.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(NEW_PASSWORD);
  await other.getByRole('textbox', { name: 'Neues Passwort wiederholen' }).fill(NEW_PASSWORD);
  await expectAccessible(other, 'password reset page');
  await shootAt(other, 'reset-page');
  await other.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Passwort geändert.' })).toBeFocused();
  await expect(other.getByText('Aus Sicherheitsgründen wurden alle Geräte abgemeldet.')).toBeVisible();
  await shootAt(other, 'reset-done');

  // the old password no longer works, the new one does
  await other.getByRole('link', { name: 'Jetzt anmelden' }).click();
  const signIn = other.getByRole('dialog', { name: 'Anmelden' });
  await signIn.getByLabel('E-Mail').fill(organiser.email);
  await signIn.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
  await expect(signIn.getByRole('alert').first()).toBeVisible();
  expect(await meStatus(other)).toBe(401);
  await signIn.getByRole('textbox', { name: 'Passwort', exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'ANMELDEN', exact: true }).click();
  await other.waitForURL(/\/dashboard/);
  expect(await meStatus(other)).toBe(200);

  // the browser signed in before is signed out: the API and the app say so
  expect(await meStatus(page)).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();

  // the link a second time
  await other.goto(link![1]);
  await expect(other.getByRole('heading', { level: 1, name: 'Dieser Link gilt nicht' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Neuen Link anfordern' })).toBeVisible();
  await expectAccessible(other, 'password reset page, spent link');
  await shootAt(other, 'reset-spent');
  await context.close();
});

test('an authenticator app as second factor: set up with QR and key, then sign-in with its code and once with a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}totp`;
  const organiser = await signedInOrganiser(page, id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SECURITY_TAB);
  await expect(page.getByRole('tab', { name: 'Sicherheit' })).toHaveAttribute('aria-selected', 'true');
  // all seven tabs in sight on a desktop, none behind a sideways scroll
  const tabs = page.getByRole('tablist', { name: 'Einstellungsbereiche' });
  expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await expect(page.getByText('Nicht eingerichtet')).toBeVisible();
  await expectAccessible(page, 'security tab');
  await shootAt(page, 'security-default');

  const { secret, recoveryCodes } = await enrolTotpInTab(page, { setup: 'security-totp-setup', codes: 'security-recovery-codes' });
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(page.getByText('Noch 10 Wiederherstellungscodes übrig.')).toBeVisible();
  await signOut(page);

  // password, then the code step
  await submitPassword(page, organiser.email, PASSWORD);
  const step = page.getByRole('dialog', { name: 'Anmeldung bestätigen' });
  await expect(step.getByLabel('Bestätigungscode aus deiner Authenticator-App')).toBeFocused();
  expect(await meStatus(page)).toBe(401);
  await expectAccessible(page, 'sign-in dialog, code step');
  await shootAt(page, 'sign-in-code-step', false);
  // a wrong code stays on the step and says so
  await step.getByLabel('Bestätigungscode aus deiner Authenticator-App').fill('000000');
  await step.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(step.getByRole('alert').first()).toBeVisible();
  await shootAt(page, 'sign-in-code-wrong', false);
  await step.getByLabel('Bestätigungscode aus deiner Authenticator-App').fill(nextStepCode(secret));
  await step.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(await meStatus(page)).toBe(200);
  await signOut(page);

  // once with a recovery code instead
  await submitPassword(page, organiser.email, PASSWORD);
  await step.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
  await step.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0]);
  await shootAt(page, 'sign-in-recovery-step', false);
  await step.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(SECURITY_TAB);
  await expect(page.getByText('Noch 9 Wiederherstellungscodes übrig.')).toBeVisible();
});

test('a passkey from the virtual authenticator: added with a name, signs in without password, removed', async ({ page, context }) => {
  const id = `${Date.now().toString(36)}pk`;
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await signedInOrganiser(page, id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SECURITY_TAB);
  await expect(page.getByText('Noch kein Passkey eingerichtet.')).toBeVisible();

  await page.getByLabel('Name des Passkeys').fill('Testlaptop');
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByText('Passkey „Testlaptop“ hinzugefügt.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Deine Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Testlaptop');
  await expect(list.getByRole('listitem')).toContainText('noch nie benutzt');
  await expect(page.getByLabel('Name des Passkeys')).toHaveValue('');
  await expectAccessible(page, 'security tab with a passkey');
  await shootAt(page, 'security-passkeys');
  await signOut(page);

  // the sign-in without a password
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(await meStatus(page)).toBe(200);

  await page.goto(SECURITY_TAB);
  await expect(list.getByRole('listitem')).toContainText('zuletzt benutzt am');
  await list.getByRole('button', { name: 'Passkey Testlaptop entfernen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Passkey entfernen?' });
  await expect(confirm).toContainText('Mit „Testlaptop“ kannst du dich danach nicht mehr anmelden.');
  await expectAccessible(page, 'remove passkey dialog');
  await confirm.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Passkey entfernt.')).toBeVisible();
  await expect(page.getByText('Noch kein Passkey eingerichtet.')).toBeVisible();
});

test('the signed-in devices: two browsers listed, this one marked; ending the other signs it out', async ({ page, browser }) => {
  const id = `${Date.now().toString(36)}ses`;
  const organiser = await signedInOrganiser(page, id);
  const { context, page: other } = await secondBrowser(browser);
  await other.goto('/');
  expect((await post(other, '/api/auth/login', { email: organiser.email, password: organiser.password })).status()).toBe(200);
  expect(await meStatus(other)).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(SECURITY_TAB);
  const devices = page.getByRole('list', { name: 'Angemeldete Geräte' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
  await expect(devices.first()).toContainText('Dieses Gerät');
  await expect(page.getByRole('button', { name: 'Überall abmelden' })).toBeVisible();
  await expectAccessible(page, 'security tab with two devices');
  await shootAt(page, 'security-sessions');

  const theOther = devices.filter({ hasNotText: 'Dieses Gerät' });
  await theOther.getByRole('button', { name: /abmelden$/ }).click();
  await expect(page.getByText('Das Gerät wurde abgemeldet.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeVisible();

  // the other browser: its next call is refused, the app asks it to sign in
  expect(await meStatus(other)).toBe(401);
  await other.goto('/dashboard');
  await expect(other.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  expect(await meStatus(page)).toBe(200);
  await context.close();
});

test('an owner requires a second factor: a member is led to the security tab and reaches the leads only after enrolling', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}req`;
  await signedInOrganiser(page, `${id}o`);
  // the owner's own second factor first (through the API), which makes this session strong
  const setup = await post(page, '/api/account/security/totp/setup', {});
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  expect((await post(page, '/api/account/security/totp/enable', { code: authenticator(secret).generate() })).status()).toBe(200);

  const member = await secondBrowser(browser);
  const staff = await staffJoinedBy(page, member.page, id);

  // the owner's switch in the team tab
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings?tab=team');
  const requirement = page.getByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitglieder verlangen' });
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  await requirement.click();
  await expect(page.getByText('Ab jetzt verlangt dein Konto eine Zwei-Faktor-Anmeldung.')).toBeVisible();
  await expect(requirement).toHaveAttribute('aria-checked', 'true');
  // the protocol says so at once, in words
  await expect(page.getByRole('list', { name: 'Protokoll' }).getByRole('listitem').first()).toContainText('Zwei-Faktor-Anmeldung für alle verlangt');
  await expect(page.getByText('Ab jetzt verlangt dein Konto eine Zwei-Faktor-Anmeldung.')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'team tab with the requirement');
  await shootAt(page, 'team-requirement');

  // the member signs in with the password alone: the security tab, with a word why
  const m = member.page;
  await submitPassword(m, staff.email, staff.password);
  await m.waitForURL(/\/settings\?tab=security/);
  const banner = m.getByText('Dein Konto verlangt eine Zwei-Faktor-Anmeldung.');
  await expect(banner).toBeVisible();
  await expect(m.getByText('Richte unten eine Authenticator-App oder einen Passkey ein.', { exact: false })).toBeVisible();
  await expectAccessible(m, 'security tab under the requirement');
  await shootAt(m, 'requirement-banner');
  // the leads stay closed: the app leads back, the API refuses
  await m.goto('/leads');
  await m.waitForURL(/\/settings\?tab=security/);
  await expect(banner).toBeVisible();
  expect((await m.request.get('/api/events')).status()).toBe(403);

  // after the enrolment the app opens
  await enrolTotpInTab(m);
  await expect(m.getByText('Geschafft: Deine Anmeldung ist jetzt mit einem zweiten Faktor geschützt.')).toBeVisible();
  await shootAt(m, 'requirement-done');
  await m.getByRole('link', { name: 'Weiter zu FairLeads' }).click();
  await expect(m).toHaveURL(/\/leads/);
  await m.goto('/leads');
  await expect(m).toHaveURL(/\/leads/);
  expect((await m.request.get('/api/events')).status()).toBe(200);
  await member.context.close();
});
