import { readFileSync } from 'node:fs';
import { parseString } from '@fast-csv/parse';
import { expect, test } from '@playwright/test';
import { expectAccessible, post, signedInOrganiser } from './support';

const EVENT = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf' };

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
  // a tablet in portrait: the columns scroll sideways, so the last one (the row's actions) is reachable
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(800);
  const actions = page.getByRole('columnheader', { name: 'Aktionen' });
  await expect(actions).not.toBeInViewport();
  await page.getByRole('region', { name: /^\d+ Leads$/ }).hover();
  await page.mouse.wheel(1_000, 0);
  await expect(actions).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });

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
  expect(crmRows[0]).toEqual(['Name', 'Email', 'Event', 'Custom Field 1', 'Custom Field 2', 'Status', 'Date', 'Confirmed At', 'Rating', 'Tags', 'Note']);
  expect(crmRows[1]).toEqual(['Jörg Weiß', email, 'Hannover Messe', 'Weiß & Söhne', '', 'Pending', expect.any(String), '', 'hot', 'Rückruf', 'Will ein Angebot für drei Stände.']);

  await page.getByText('CSV exportieren').click();
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Excel \(Deutsch\)/ }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^leads_hannover-messe_\d{4}-\d{2}-\d{2}_excel\.csv$/);
  const excelRows = await readCsv(await excel.path(), ';');
  expect(excelRows[0]).toEqual(['Name', 'E-Mail', 'Event', 'Firma', 'Zusatzfeld 2', 'Status', 'Erfasst am', 'Bestätigt am', 'Bewertung', 'Tags', 'Notiz']);
  expect(excelRows[1].slice(0, 6)).toEqual(['Jörg Weiß', email, 'Hannover Messe', 'Weiß & Söhne', '', 'Ausstehend']);
  expect(excelRows[1][8]).toBe('heiß');
});
