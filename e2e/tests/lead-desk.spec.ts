import { readFileSync } from 'node:fs';
import { parseString } from '@fast-csv/parse';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, latestMail, post, signedInOrganiser } from './support';

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };

/** Distinct simulated visitors: one client address each (the loopback proxy is believed). */
let visitorCounter = Math.floor(Math.random() * 60_000);
const visitorAddress = () => {
  visitorCounter += 1;
  return `10.88.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`;
};

interface Visitor {
  email: string;
  name?: string;
  customField1?: string;
  customField2?: string;
}

/** Visitors fill the public form at the same time, each from an address of their own and at a person's pace. */
async function visitorsSubmit(page: Page, apiFormPath: string, visitors: Visitor[]) {
  const forms = await Promise.all(visitors.map(async () => (await (await page.request.get(apiFormPath)).json()) as { formToken: string }));
  await page.waitForTimeout(1_600);
  const answers = await Promise.all(
    visitors.map((visitor, i) => post(page, `${apiFormPath}/submit`, { ...visitor, consent: true, formToken: forms[i].formToken }, visitorAddress())),
  );
  expect(answers.map((answer) => answer.status())).toEqual(visitors.map(() => 201));
}

/** Neither the page nor the list of leads scrolls sideways: every column (or card) is in view. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  const list = await page.getByRole('table').evaluate((table) => ({ wide: table.parentElement!.scrollWidth, shown: table.parentElement!.clientWidth }));
  expect(list.wide).toBeLessThanOrEqual(list.shown);
}

/** Every pending lead's 'Erneut senden' lies within the screen's width (none off to the side). */
async function expectResendInView(page: Page, width: number, count: number) {
  const resend = page.getByRole('button', { name: /^Erneut senden: Bestätigungs-E-Mail an/ });
  await expect(resend).toHaveCount(count);
  for (const button of await resend.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** A downloaded export's rows, read with fast-csv as a CRM or spreadsheet import would. */
function readCsv(file: string, delimiter: string): Promise<string[][]> {
  const rows: string[][] = [];
  return new Promise((resolve, reject) => {
    parseString<string[], string[]>(readFileSync(file, 'utf8'), { delimiter })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

test('the lead desk: a visitor’s lead arrives with a toast within one poll; the team qualifies it in the panel and exports both formats', async ({ page, browser }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, `${id}k`);
  const created = await post(page, '/api/events', { name: 'Hannover Messe', slug: 'hannover-messe', customField1: 'Firma', ...EVENT });
  expect(created.status()).toBe(201);
  const { event } = await created.json();
  await page.goto(`/leads?event=${event.id}`);
  await expect(page.getByText('Noch keine Leads').or(page.getByText('Keine Leads für diese Auswahl'))).toBeVisible();

  // the visitor on a phone, while the desk is open on the laptop
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
  const visitor = await phone.newPage();
  await visitor.goto(`/form/${organiser.companySlug}/hannover-messe`);
  const email = `joerg-${id}@example.com`;
  await visitor.getByLabel('E-Mail-Adresse').fill(email);
  await visitor.getByLabel('Name').fill('Jörg Weiß');
  await visitor.getByLabel('Firma').fill('Weiß & Söhne');
  await visitor.getByRole('checkbox').check();
  await visitor.waitForTimeout(1_600); // a person's pace; faster forms are refused as bots
  await visitor.getByRole('button', { name: 'Daten übergeben' }).click();
  await expect(visitor).toHaveURL(/email-confirmation/);
  await phone.close();

  // within one poll (5 s), without switching the view: the toast, the highlighted pending row, the own field's column
  await expect(page.getByText('Neuer Lead: Jörg Weiß · Hannover Messe')).toBeVisible({ timeout: 7_000 });
  const row = page.locator('tr.lead-row', { hasText: email });
  await expect(row).toHaveClass(/lead-row--new/);
  await expect(row.getByText('Ausstehend')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Firma' })).toBeVisible();
  await expect(row.getByText('Weiß & Söhne')).toBeVisible();
  for (const width of [390, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/leads-desk/list-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // axe reads a toast that fades out as low contrast: check the page once it has gone
  await expect(page.getByText('Neuer Lead: Jörg Weiß · Hannover Messe')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, '/leads with a new lead');

  // the detail panel: the timeline from the log, then rating, tag and note
  await row.getByRole('button', { name: 'Details zu Jörg Weiß öffnen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Jörg Weiß' });
  await expect(sheet.getByText('Formular abgeschickt, Einwilligung erteilt')).toBeVisible();
  await expect(sheet.getByText('Bestätigungs-E-Mail gesendet')).toBeVisible();
  await expect(sheet.getByText('Weiß & Söhne')).toBeVisible();
  await sheet.getByRole('group', { name: 'Bewertung für Jörg Weiß' }).getByRole('button', { name: 'heiß' }).click();
  await expect(sheet.getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByLabel('Tag hinzufügen').fill('Rückruf');
  await sheet.getByLabel('Tag hinzufügen').press('Enter');
  await expect(sheet.getByRole('button', { name: 'Tag Rückruf entfernen' })).toBeVisible();
  await sheet.getByLabel('Notiz').fill('Will ein Angebot für drei Stände.');
  await sheet.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(page.getByText('Notiz gespeichert')).toBeVisible();
  await expect(sheet.getByText('Bewertung: heiß · Tags: Rückruf')).toBeVisible(); // the timeline grew
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/leads-desk/detail-${width}.png` });
  }
  await expectAccessible(page, 'lead detail panel');
  const [proof] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('link', { name: 'Einwilligungsnachweis herunterladen' }).click()]);
  expect(proof.suggestedFilename()).toMatch(/^einwilligungsnachweis_[0-9a-f-]{36}\.pdf$/);
  expect(readFileSync(await proof.path()).subarray(0, 5).toString()).toBe('%PDF-');

  // rating, tag and note survive a reload (the panel stays open through ?lead=)
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Jörg Weiß' });
  await expect(reopened.getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByLabel('Notiz')).toHaveValue('Will ein Angebot für drei Stände.');
  await expect(reopened.getByText('Rückruf', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page.locator('tr.lead-row', { hasText: email }).getByRole('button', { name: 'heiß' })).toHaveAttribute('aria-pressed', 'true');

  // both exports come from the server, with the event filter
  await page.getByText('CSV exportieren').click();
  const [crm] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /CSV \(CRM\)/ }).click()]);
  expect(crm.suggestedFilename()).toMatch(/^leads_hannover-messe_\d{4}-\d{2}-\d{2}\.csv$/);
  const crmRows = await readCsv(await crm.path(), ',');
  expect(crmRows[0]).toEqual(['Name', 'Email', 'Event', 'Custom Field 1', 'Custom Field 2', 'Status', 'Date', 'Confirmed At', 'Rating', 'Tags', 'Note', 'Source']);
  expect(crmRows[1]).toEqual(['Jörg Weiß', email, 'Hannover Messe', 'Weiß & Söhne', '', 'Pending', expect.any(String), '', 'hot', 'Rückruf', 'Will ein Angebot für drei Stände.', 'form']);

  await page.getByText('CSV exportieren').click();
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Excel \(Deutsch\)/ }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^leads_hannover-messe_\d{4}-\d{2}-\d{2}_excel\.csv$/);
  const excelRows = await readCsv(await excel.path(), ';');
  expect(excelRows[0]).toEqual(['Name', 'E-Mail', 'Event', 'Firma', 'Zusatzfeld 2', 'Status', 'Erfasst am', 'Bestätigt am', 'Bewertung', 'Tags', 'Notiz', 'Quelle']);
  expect(excelRows[1].slice(0, 6)).toEqual(['Jörg Weiß', email, 'Hannover Messe', 'Weiß & Söhne', '', 'Ausstehend']);
  expect(excelRows[1][8]).toBe('heiß');
});

test("the free event at its cap after a visitor erased their data: '10 von 10 (1 gelöscht)', every lead and action in view without sideways scrolling at 1440, 1024 and 800 px, the first lead on a phone's first screen", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const shots = 'test-results/leads-desk';
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, `${id}c`);
  const created = await post(page, '/api/events', { name: 'IAA Mobility München', slug: 'iaa-mobility', customField1: 'Firma', customField2: 'Interesse an', ...EVENT });
  expect(created.status()).toBe(201);
  const { event } = await created.json();
  const names = ['Jörg Weiß', 'Aylin Demir', 'Maximilian von Hohenberg-Steinfeld', undefined, 'Sophie Krämer', 'Lukas Brandt', 'Mia Schulte', 'Paul Nowak', 'Lea Fischer', 'Tim Becker'];
  const visitors = names.map((name, i) => ({
    email: `besuch${i + 1}-${id}@example.com`,
    ...(name ? { name } : {}),
    customField1: ['Weiß & Söhne GmbH', 'Demir Logistik', 'Hohenberg Maschinenbau AG'][i % 3],
    customField2: ['Produktdemo', 'Preise', 'Partnerschaft'][i % 3],
  }));
  await visitorsSubmit(page, `/api/form/${organiser.companySlug}/iaa-mobility`, visitors);
  // the tenth visitor erases their data with the link in their mail: the list holds 9, the cap counts 10
  const mail = await latestMail(page.request, visitors[9].email);
  const eraseLink = /Meine Daten löschen: https?:\/\/[^/\s]+(\/erase\/\S+)/.exec(mail.text)![1];
  expect((await post(page, `/api${eraseLink}`, {})).status()).toBe(200);

  // a laptop and a tablet in landscape: the table's columns fit, the event's own fields too
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ]) {
    await page.setViewportSize({ width, height });
    for (const path of ['/leads', `/leads?event=${event.id}`]) {
      await page.goto(path);
      const notice = page.getByRole('note').filter({ hasText: 'Limit erreicht' });
      await expect(notice).toContainText('Limit erreicht: 10 von 10 (1 gelöscht)');
      await expect(notice.getByRole('link', { name: 'Limit aufheben – 49 €', exact: true })).toBeVisible();
      await expect(page.getByText('9 von 9 Leads')).toBeVisible();
      await expect(page.getByText('Ohne Namen')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
    }
    await expect(page.getByRole('columnheader', { name: 'Interesse an' })).toBeVisible();
    await expectResendInView(page, width, 9);
    await page.screenshot({ path: `${shots}/cap-${width}.png`, fullPage: true });
    await expectAccessible(page, `/leads at the cap, ${width} px`);
  }

  const session = await page.context().storageState();
  const device = (width: number, height: number, phone = false) =>
    browser.newContext({ storageState: session, viewport: { width, height }, hasTouch: true, isMobile: phone, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  // a tablet in portrait: each lead a card, its actions in view, reached by touch and keyboard
  const tablet = await device(800, 1280);
  const desk = await tablet.newPage();
  await desk.goto(`/leads?event=${event.id}`);
  await expect(desk.getByText('9 von 9 Leads')).toBeVisible();
  await expectNoSidewaysScroll(desk, 800);
  await expectResendInView(desk, 800, 9);
  await desk.screenshot({ path: `${shots}/cap-800.png`, fullPage: true });
  await expectAccessible(desk, '/leads at the cap, 800 px');
  const card = (visitor: Visitor) => desk.getByRole('row').filter({ hasText: visitor.email });
  await card(visitors[0]).getByRole('button', { name: /^Erneut senden: Bestätigungs-E-Mail an/ }).tap();
  await expect(card(visitors[0]).getByRole('button', { name: 'E-Mail gesendet' })).toBeVisible();
  await card(visitors[1]).getByRole('group', { name: 'Bewertung für Aylin Demir' }).getByRole('button', { name: 'warm' }).tap();
  await expect(card(visitors[1]).getByRole('button', { name: 'warm' })).toHaveAttribute('aria-pressed', 'true');
  // from the card's name the keyboard reaches 'Erneut senden', then the rating
  await card(visitors[2]).getByRole('button', { name: /^Details zu/ }).focus();
  await desk.keyboard.press('Tab');
  await expect(card(visitors[2]).getByRole('button', { name: /^Erneut senden: Bestätigungs-E-Mail an/ })).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(card(visitors[2]).getByRole('button', { name: 'E-Mail gesendet' })).toBeVisible();
  await desk.keyboard.press('Tab');
  await expect(card(visitors[2]).getByRole('button', { name: 'heiß' })).toBeFocused();
  // the lead's sheet, where 'Lead löschen' is
  await card(visitors[4]).getByRole('button', { name: 'Details zu Sophie Krämer öffnen' }).tap();
  const sheet = desk.getByRole('dialog', { name: 'Sophie Krämer' });
  await sheet.getByRole('button', { name: 'Lead löschen' }).scrollIntoViewIfNeeded();
  await expect(sheet.getByRole('button', { name: 'Lead löschen' })).toBeInViewport();
  await sheet.getByRole('button', { name: 'Schließen' }).tap();
  await expect(sheet).toBeHidden();
  await tablet.close();

  // a phone: the first lead on the first screen, the filters behind 'Filter'
  const phone = await device(390, 844, true);
  const mobile = await phone.newPage();
  await mobile.goto('/leads');
  await expect(mobile.getByRole('note').filter({ hasText: 'Limit erreicht: 10 von 10 (1 gelöscht)' })).toBeVisible();
  await expect(mobile.getByRole('button', { name: /^Details zu/ }).first()).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(mobile, 390);
  const filter = mobile.getByRole('button', { name: 'Filter', exact: true });
  await expect(filter).toHaveAttribute('aria-expanded', 'false');
  await expect(mobile.getByLabel('Suche')).toBeHidden();
  await mobile.screenshot({ path: `${shots}/cap-390.png` });
  await mobile.screenshot({ path: `${shots}/cap-390-full.png`, fullPage: true });
  await expectAccessible(mobile, '/leads at the cap, 390 px');
  await filter.tap();
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  await expect(mobile.getByLabel('Suche')).toBeVisible();
  await mobile.getByRole('button', { name: 'Nur Bestätigte' }).tap();
  await expect(mobile.getByText('Keine Leads für diese Auswahl')).toBeVisible();
  await expect(mobile.getByRole('button', { name: 'Filter 1 aktiv' })).toBeVisible();
  await mobile.screenshot({ path: `${shots}/cap-390-filters.png` });
  await expectAccessible(mobile, '/leads at 390 px, filters open');
  await phone.close();
});

test("offline: the badge says 'Offline · zuletzt aktualisiert …' as soon as the network goes, and 'Live' once a poll has answered again", async ({ page, context }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, `${id}o`);
  expect((await post(page, '/api/events', { name: 'Roadshow Hamburg', slug: 'roadshow-hamburg', ...EVENT })).status()).toBe(201);
  await visitorsSubmit(page, `/api/form/${organiser.companySlug}/roadshow-hamburg`, [{ email: `gast-${id}@example.com`, name: 'Vera Gast' }]);
  await page.goto('/leads');
  await expect(page.getByText('Vera Gast')).toBeVisible();
  const badge = page.getByRole('status').filter({ hasText: /^(Live|Offline)/ });
  await expect(badge).toHaveText(/^Live/);

  await context.setOffline(true);
  await expect(badge).toHaveText(/^Offline · zuletzt aktualisiert \d\d:\d\d/, { timeout: 2_000 });
  // longer than a poll's interval: still offline, the list still there
  await page.waitForTimeout(6_000);
  await expect(badge).toHaveText(/^Offline · zuletzt aktualisiert/);
  await expect(page.getByText('Vera Gast')).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/leads-desk/offline-network-${width}.png` });
  }
  await expectAccessible(page, '/leads offline');

  await context.setOffline(false);
  await expect(badge).toHaveText(/^Live/, { timeout: 8_000 });
});

test('the lead sheet gives the focus back to the row that opened it: after Esc, the close button and a click beside it', async ({ page }) => {
  const id = Date.now().toString(36);
  const organiser = await signedInOrganiser(page, `${id}f`);
  expect((await post(page, '/api/events', { name: 'Roadshow Köln', slug: 'roadshow-koeln', ...EVENT })).status()).toBe(201);
  await visitorsSubmit(page, `/api/form/${organiser.companySlug}/roadshow-koeln`, [{ email: `joerg-${id}@example.com`, name: 'Jörg Weiß' }]);
  await page.goto('/leads');
  const opener = page.getByRole('button', { name: 'Details zu Jörg Weiß öffnen' });
  const sheet = page.getByRole('dialog', { name: 'Jörg Weiß' });

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(sheet.getByText('Formular abgeschickt, Einwilligung erteilt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await sheet.getByRole('button', { name: 'Schließen' }).click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(sheet).toBeVisible();
  await page.mouse.click(40, 450); // beside the sheet
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});
