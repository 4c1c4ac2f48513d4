import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { startHubSpotFake, type HubSpotFake } from '../../backend/test/support/crm-fakes';
import { eventWithVisitorForm, expectAccessible, latestMail, post, signedInOrganiser, submitLead } from './support';

/*
 * The account's integrations end to end: an organiser connects HubSpot (a local stand-in the
 * server reaches through HUBSPOT_API_URL), a visitor's confirmed lead goes over and the lead's
 * sheet shows it, a refused token shows at the lead and in the settings, and the connection is
 * cut again; an owner makes an API key, reads the leads with it and revokes it. Screens at 390
 * and 1440 px go to test-results/integrations-screens.
 */

/** The HubSpot stand-in's port: playwright.config.ts points the server's HUBSPOT_API_URL at it. */
const HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_FAKE_PORT);
const HUBSPOT_TOKEN = 'pat-eu1-e2e-valid-token';
const UPSERT = /^\/crm\/v3\/objects\/contacts\/batch\/upsert$/;

let hubspot: HubSpotFake;

test.beforeAll(async () => {
  hubspot = await startHubSpotFake(HUBSPOT_TOKEN, HUBSPOT_PORT);
});

test.afterAll(async () => {
  await hubspot?.close();
});

/**
 * The screen at a phone's and a desktop's width, for people to look at; an open dialog is shot
 * as the window shows it (a full page would scroll the overlay away), scrolled to `show` if
 * given. Nothing may stick out sideways.
 */
async function shoot(page: Page, name: string, show?: Locator) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const fullPage = !(await page.getByRole('dialog').isVisible());
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await show?.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/integrations-screens/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

/** The HubSpot card of the integrations tab. */
const hubspotCard = (page: Page) => page.getByRole('list', { name: 'CRM-Verbindungen' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'HubSpot', exact: true }) });

test('an organiser connects HubSpot, a confirmed lead goes over and shows at the lead, a refused token shows, and HubSpot is cut again', async ({ page, browser }) => {
  const id = `${Date.now().toString(36)}c`;
  const { organiser } = await eventWithVisitorForm(page, id);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Einstellungen → Integrationen
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Einstellungen', exact: true }).first().click();
  await page.getByRole('tab', { name: 'Integrationen' }).click();
  await expect(page).toHaveURL(/[?&]tab=integrations/);
  await expect(page.getByRole('heading', { name: 'Integrationen', level: 2 })).toBeVisible();
  const card = hubspotCard(page);
  await expect(card.getByText('Nicht verbunden')).toBeVisible();

  // a token HubSpot refuses: the refusal shows at the field, in German
  const tokenField = card.getByLabel('Zugriffstoken einer privaten App');
  await tokenField.fill('pat-eu1-not-the-token');
  await card.getByRole('button', { name: 'Verbinden' }).click();
  await expect(tokenField).toHaveAccessibleDescription(/HubSpot hat den Token abgelehnt/);
  await expect(tokenField).toBeFocused();
  await expect(card.getByText('Nicht verbunden')).toBeVisible();

  // the stand-in's token connects: the portal, the default trigger, the properties made in the portal
  await tokenField.fill(HUBSPOT_TOKEN);
  await card.getByRole('button', { name: 'Verbinden' }).click();
  await expect(page.getByText('HubSpot ist verbunden.')).toBeVisible();
  await expect(card.getByText('Aktiv', { exact: true })).toBeVisible();
  const portal = card.getByRole('link', { name: new RegExp(`HubSpot-Portal ${hubspot.portalId}`) });
  await expect(portal).toHaveAttribute('href', `https://app-eu1.hubspot.com/contacts/${hubspot.portalId}`);
  await expect(card.getByRole('radio', { name: 'Sobald bestätigt (Double-Opt-in)' })).toBeChecked();
  await expect(card.getByRole('radio', { name: 'Alle Events, auch künftige' })).toBeChecked();
  await expect(card.getByLabel('Bewertung')).toHaveValue('fairleads_rating');
  expect([...hubspot.properties.keys()].sort()).toEqual(['fairleads_event', 'fairleads_rating', 'fairleads_tags']);
  await expect(page.getByText('HubSpot ist verbunden.')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'integrations, HubSpot connected');
  await shoot(page, 'integrations-connected');

  // a visitor submits the form and confirms from the mail; HubSpot holds its answer to the
  // upsert until the lead's sheet has shown the delivery waiting
  const release = hubspot.holdNext(UPSERT);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  try {
    const visitor = await phone.newPage();
    const email = `vera-${id}@example.com`;
    await visitor.goto(`/form/${organiser.companySlug}/fachmesse-stuttgart`);
    await visitor.getByLabel('E-Mail-Adresse').fill(email);
    await visitor.getByLabel('Name').fill('Vera Visitor');
    await visitor.getByLabel('Branche').selectOption('Industrie');
    await visitor.getByRole('checkbox').check();
    await visitor.waitForTimeout(1_600); // a person's pace; faster forms are refused as bots
    await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
    await expect(visitor).toHaveURL(/email-confirmation/);
    // nothing goes over before the confirmation (trigger 'Sobald bestätigt')
    expect(hubspot.callsTo(UPSERT)).toHaveLength(0);
    const confirmPath = /https?:\/\/[^/\s]+(\/[^/\s]+\/confirm\/[A-Za-z0-9_-]+)/.exec((await latestMail(page.request, email)).text)![1];
    await visitor.goto(confirmPath);
    await expect(visitor.getByRole('heading', { name: 'Alles bestätigt - hier ist dein Zugang!' })).toBeVisible();

    // the lead's sheet: waiting while HubSpot holds the call, then sent with the contact's link
    await expect.poll(() => hubspot.callsTo(UPSERT).length).toBe(1);
    await page.goto('/leads');
    await page.getByRole('button', { name: 'Details zu Vera Visitor öffnen' }).click();
    const sheet = page.getByRole('dialog', { name: 'Vera Visitor' });
    const crm = sheet.getByRole('region', { name: 'CRM' });
    await expect(crm.getByText('Wartet auf Übertragung')).toBeVisible();
    release();
    await expect(crm.getByText('An HubSpot übertragen')).toBeVisible({ timeout: 15_000 });
    const contact = hubspot.contactByEmail(email);
    expect(contact).toBeDefined();
    await expect(crm.getByRole('link', { name: /In HubSpot öffnen/ })).toHaveAttribute('href', `https://app-eu1.hubspot.com/contacts/${hubspot.portalId}/record/0-1/${contact!.id}`);

    // the contact upsert by e-mail with the visitor's name, and the consent note the first time
    const [upsert] = hubspot.callsTo(UPSERT, 'POST');
    expect(upsert.headers.authorization).toBe(`Bearer ${HUBSPOT_TOKEN}`);
    expect(upsert.body).toMatchObject({ inputs: [{ idProperty: 'email', id: email, properties: { firstname: 'Vera', lastname: 'Visitor' } }] });
    expect(contact!.properties).toMatchObject({ email, firstname: 'Vera', lastname: 'Visitor', fairleads_event: 'Fachmesse Stuttgart' });
    expect(hubspot.notesOf(contact!.id)).toHaveLength(1);
    await shoot(page, 'lead-crm-sent', crm);

    // HubSpot stops taking the token; the qualification sends the lead again: it fails at
    // once, the lead says so, and the settings show the connection refused
    hubspot.tokens.delete(HUBSPOT_TOKEN);
    await sheet.getByRole('group', { name: 'Bewertung für Vera Visitor' }).getByRole('button', { name: 'heiß' }).click();
    await expect(sheet.getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => hubspot.callsTo(UPSERT).length, { timeout: 15_000 }).toBe(2);
    await expect(crm.getByText(/^Fehler: /)).toBeVisible({ timeout: 15_000 });
    await expect(crm.getByRole('button', { name: 'Erneut senden an HubSpot' })).toBeVisible();
    await shoot(page, 'lead-crm-failed', crm);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  } finally {
    release();
    await phone.close();
  }

  await page.goto('/settings?tab=integrations');
  await expect(card.getByText('Zugriff verweigert')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Neuen Token eingeben' })).toBeVisible();
  await expectAccessible(page, 'integrations, HubSpot refused');
  await shoot(page, 'integrations-unauthorized');

  // 'Trennen' asks first; then HubSpot is not connected again
  await card.getByRole('button', { name: 'HubSpot trennen' }).click();
  const confirm = page.getByRole('dialog', { name: 'HubSpot trennen?' });
  await expect(confirm.getByRole('button', { name: 'Abbrechen' }).first()).toBeFocused();
  await confirm.getByRole('button', { name: 'Trennen', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('HubSpot getrennt.')).toBeVisible();
  await expect(card.getByText('Nicht verbunden')).toBeVisible();
  await expect(card.getByLabel('Zugriffstoken einer privaten App')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Integrationen', level: 2 })).toBeFocused();
});

test('an owner makes an API key that reads the leads, sees it only once, and revokes it', async ({ page }) => {
  const id = `${Date.now().toString(36)}k`;
  const organiser = await signedInOrganiser(page, id);
  const created = await post(page, '/api/events', { name: 'Logimat', slug: 'logimat', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' });
  expect(created.status(), await created.text()).toBe(201);
  const email = `besucher-${id}@example.com`;
  await submitLead(page, `/api/form/${organiser.companySlug}/logimat`, email);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'API-Schlüssel' }).click();
  await expect(page.getByText('Noch kein Schlüssel angelegt.')).toBeVisible();
  await expectAccessible(page, 'API keys, none yet');

  await page.getByRole('button', { name: 'Neuer Schlüssel' }).click();
  const form = page.getByRole('dialog', { name: 'Neuer API-Schlüssel' });
  await form.getByLabel('Name').fill('Zapier Vertrieb');
  // only 'Leads lesen'
  await form.getByRole('checkbox', { name: 'Events lesen' }).uncheck();
  await expect(form.getByRole('checkbox', { name: 'Leads lesen' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Leads qualifizieren' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Schlüssel erstellen' }).click();

  // the key, once
  const once = page.getByRole('dialog', { name: 'Schlüssel erstellt' });
  const keyField = once.getByLabel('API-Schlüssel');
  await expect(keyField).toHaveValue(/^flk_[A-Za-z0-9_-]{43}$/);
  const key = await keyField.inputValue();
  await expect(once.getByText('Der Schlüssel wird nur jetzt angezeigt.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'API key created');
  await shoot(page, 'api-key-created');

  // the key reads the leads, without a session or cookie
  const api = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin, storageState: { cookies: [], origins: [] } });
  try {
    const leads = await api.get('/api/v1/leads', { headers: { Authorization: `Bearer ${key}` } });
    expect(leads.status(), await leads.text()).toBe(200);
    expect(await leads.json()).toEqual([expect.objectContaining({ email, eventName: 'Logimat', status: 'pending' })]);
    // a scope the key lacks
    expect((await api.get('/api/v1/events', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(403);

    // closed: the key is gone from the page for good
    await once.getByRole('button', { name: 'Ich habe den Schlüssel gespeichert' }).click();
    await expect(once).toBeHidden();
    const keyCard = page.getByRole('list', { name: 'API-Schlüssel' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zapier Vertrieb' }) });
    await expect(keyCard.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
    await expect(keyCard.getByText('Leads lesen')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(key);
    await page.reload();
    await expect(keyCard).toBeVisible();
    await expect(page.locator('body')).not.toContainText(key);
    await expectAccessible(page, 'API keys, one key');

    // revoked: the same call is refused at once
    await keyCard.getByRole('button', { name: 'Schlüssel „Zapier Vertrieb“ widerrufen' }).click();
    const revoke = page.getByRole('dialog', { name: 'Schlüssel widerrufen?' });
    await revoke.getByRole('button', { name: 'Widerrufen', exact: true }).click();
    await expect(revoke).toBeHidden();
    await expect(page.getByText('Noch kein Schlüssel angelegt.')).toBeVisible();
    const refused = await api.get('/api/v1/leads', { headers: { Authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('API_KEY_INVALID');
  } finally {
    await api.dispose();
  }
});
