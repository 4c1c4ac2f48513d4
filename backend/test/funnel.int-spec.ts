import { randomUUID } from 'node:crypto';
import type { FunnelReport } from '@fairleads/shared/funnel';
import { dateIn } from '../src/common/time/business-time';
import { QrCodeService } from '../src/modules/events/services/qr-code.service';
import { LeadPurge } from '../src/modules/lead-log';
import { LeadStore } from '../src/modules/lead-log/repositories/lead-store.repository';
import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const LINK_PREVIEWS = ['WhatsApp/2.24.6.77 A', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'facebookexternalhit/1.1'];
const binary = (res: { on: (event: string, cb: (chunk?: Buffer) => void) => void }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link ${pattern} in "${mail.subject}"`);
  return match[1];
}

describe('the funnel (issue 19): scans, views, submits, confirmations, downloads, counted without anything personal', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;
  let code: string;
  let downloadLink: string;

  const today = () => dateIn(new Date(), 'Europe/Berlin');
  const formPath = (e: EventJson = event) => `/form/${account.companySlug}/${e.slug}`;
  /** A visitor's phone: its own address, a browser's user agent. */
  const browser = () => {
    const client = suite.t.client();
    return { client, get: (path: string) => client.get(path).set('User-Agent', BROWSER) };
  };
  const funnel = async (e: EventJson = event, query = ''): Promise<FunnelReport> => {
    const res = await organiser.get(`/api/events/${e.id}/funnel${query}`);
    expect(res.status).toBe(200);
    return res.body as FunnelReport;
  };
  const shortCodeOf = async (e: EventJson) =>
    ((await suite.t.dataSource.query('SELECT short_code FROM events WHERE id = $1', [e.id])) as { short_code: string }[])[0].short_code;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await createEvent(organiser, { name: 'Erstes Event' }); // the free one
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { name: 'Fachmesse Funnel', downloadUrl: 'https://example.com/katalog.pdf' });
    code = await shortCodeOf(event);
  });

  it('gives every event a short code of 8 unambiguous characters', () => {
    expect(code).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
  });

  it('counts a scripted visit: scan, view, submit, confirmation and download each exactly once', async () => {
    const phone = browser();
    const scan = await phone.get(`/q/${code}`);
    expect(scan.status).toBe(302);
    expect(scan.headers.location).toBe(formPath());
    const view = await phone.get(scan.headers.location as string);
    expect(view.status).toBe(200);

    const email = `funnel-${Date.now()}@example.com`;
    const submitted = await phone.client.post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(suite.t, event.id) });
    expect(submitted.status).toBe(201);
    // the same address again records no second lead: no second submit
    await phone.client.post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(suite.t, event.id) }).expect(200);

    const [doi] = await suite.sink.waitFor(email);
    const token = linkIn(doi, /\/confirm\/([A-Za-z0-9_-]+)/);
    await phone.client.post(`/api/confirm/${token}`).expect(200);
    await phone.client.post(`/api/confirm/${token}`).expect(200);

    const welcome = (await suite.sink.waitFor(email, 2))[1];
    const download = (downloadLink = linkIn(welcome, /https?:\/\/[^/\s]+(\/d\/[A-Za-z0-9._-]+)/));
    expect(welcome.text).not.toContain('https://example.com/katalog.pdf');
    const first = await phone.get(download);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('https://example.com/katalog.pdf');
    // clicked twice, and twice more at the same moment: still one download
    const again = await phone.get(download);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('https://example.com/katalog.pdf');
    await Promise.all([browser().get(download), browser().get(download)]);

    const report = await funnel();
    expect(report.totals).toEqual({ scans: 1, views: 1, submits: 1, confirmed: 1, downloads: 1, followUpClicked: 0 });
    expect(report.to).toBe(today());
    expect(report.days.find((day) => day.date === today())).toEqual({ date: today(), scans: 1, views: 1, submits: 1, confirmed: 1, downloads: 1, followUpClicked: 0 });

    // the lead's log holds the fact once, the read model its time
    const [lead] = (await suite.t.dataSource.query(
      `SELECT l.downloaded_at, (SELECT count(*)::int FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'LeadDownloaded') AS facts
         FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1`,
      [email],
    )) as { downloaded_at: Date | null; facts: number }[];
    expect(lead.facts).toBe(1);
    expect(lead.downloaded_at).toBeInstanceOf(Date);
    // the read model's downloaded_at is what replaying the log gives
    await suite.t.app.get(LeadStore).rebuildReadModel();
    const [rebuilt] = (await suite.t.dataSource.query(
      'SELECT l.downloaded_at FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1',
      [email],
    )) as { downloaded_at: Date }[];
    expect(rebuilt.downloaded_at).toEqual(lead.downloaded_at);
    // nothing personal in the counts
    const columns = (await suite.t.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'funnel_hits' ORDER BY ordinal_position`)) as { column_name: string }[];
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'event_id', 'step', 'at']);
  });

  it('does not count a HEAD, a link preview or a request without a browser as a scan or a view', async () => {
    const other = await createEvent(organiser, { name: 'Ohne Besucher' });
    const otherCode = await shortCodeOf(other);
    const visitor = suite.t.client();
    expect((await visitor.agent.head(formPath(other)).set('User-Agent', BROWSER)).status).toBe(200);
    expect((await visitor.agent.head(`/q/${otherCode}`).set('User-Agent', BROWSER)).status).toBe(302);
    for (const agent of LINK_PREVIEWS) {
      const preview = await visitor.get(formPath(other)).set('User-Agent', agent);
      expect(preview.status).toBe(200);
      expect(preview.text).toContain('Ohne Besucher');
      expect((await visitor.get(`/q/${otherCode}`).set('User-Agent', agent)).status).toBe(302);
    }
    expect((await visitor.get(formPath(other))).status).toBe(200);
    expect((await funnel(other)).totals).toEqual({ scans: 0, views: 0, submits: 0, confirmed: 0, downloads: 0, followUpClicked: 0 });
  });

  it('counts a page load, not the form shown again after a refused post (422)', async () => {
    const other = await createEvent(organiser, { name: 'Fehlerhafte Eingabe' });
    const phone = browser();
    await phone.get(formPath(other)).expect(200);
    const refused = await phone.client.agent
      .post(formPath(other))
      .set('User-Agent', BROWSER)
      .set('X-Forwarded-For', phone.client.ip)
      .set('Origin', process.env.APP_URL!)
      .type('form')
      .send({ formToken: formToken(suite.t, other.id), email: 'kein-at-zeichen' });
    expect(refused.status).toBe(422);
    expect((await funnel(other)).totals.views).toBe(1);
  });

  it('counts a lead of an event without double opt-in as submitted and confirmed at capture', async () => {
    const direct = await createEvent(organiser, { name: 'Direkt', doubleOptIn: false });
    await browser()
      .client.post(`/api/form/${account.companySlug}/${direct.slug}/submit`, { email: `direkt-${Date.now()}@example.com`, consent: true, formToken: formToken(suite.t, direct.id) })
      .expect(201);
    expect((await funnel(direct)).totals).toEqual({ scans: 0, views: 0, submits: 1, confirmed: 1, downloads: 0, followUpClicked: 0 });
  });

  it('encodes the short link in the QR code (PNG and SVG), and the organiser still shares the form address', async () => {
    const qr = suite.t.app.get(QrCodeService);
    const scanUrl = `${process.env.APP_URL}/q/${code}`;
    const svg = await organiser.get(`/api/events/${event.id}/qr.svg`).buffer(true).parse(binary);
    expect(svg.status).toBe(200);
    expect(svg.body.toString()).toBe(await qr.render(scanUrl, 'svg'));
    expect(svg.body.toString()).not.toBe(await qr.render(`${process.env.APP_URL}${formPath()}`, 'svg'));
    const png = await organiser.get(`/api/events/${event.id}/qr.png`).buffer(true).parse(binary);
    expect(png.body.equals(await qr.png(scanUrl))).toBe(true);
    const json = await organiser.get(`/api/events/${event.id}/qr?format=svg`);
    expect(json.body).toEqual({ qrCode: await qr.render(scanUrl, 'svg'), formUrl: `${process.env.APP_URL}${formPath()}`, scanUrl });
  });

  it('answers an unknown short code and a broken download link with a German page (404)', async () => {
    const unknown = await browser().get('/q/zzzzzzzz');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Event nicht mehr verfügbar');
    const broken = await browser().get(`/d/${randomUUID()}.abcdefghijklmnopqrstuv`);
    expect(broken.status).toBe(404);
    expect(broken.text).toContain('Download nicht verfügbar');
    expect(broken.text).toContain('Dieser Download-Link ist ungültig');
    expect(broken.text).toMatch(/<a[^>]*href="\/"[^>]*>Zur Startseite<\/a>/);
  });

  it("answers a lead's download link, once the event has no download, in the event's colours with its form (404)", async () => {
    await suite.t.dataSource.query("UPDATE events SET download_url = '' WHERE id = $1", [event.id]);
    try {
      const page = await browser().get(downloadLink);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Download nicht verfügbar');
      expect(page.text).toContain('Fachmesse Funnel');
      expect(page.text).toMatch(new RegExp(`<a[^>]*href="${formPath()}"[^>]*>Zum Anmeldeformular</a>`));
      expect((await funnel()).totals.downloads).toBe(1);
    } finally {
      await suite.t.dataSource.query('UPDATE events SET download_url = $2 WHERE id = $1', [event.id, 'https://example.com/katalog.pdf']);
    }
  });

  it("answers another organiser's event with 404 and bad dates with a German 400", async () => {
    const stranger = suite.t.client();
    const theirs = await registerAndVerify(stranger, suite.sink);
    await stranger.post('/api/auth/login', theirs).expect(200);
    expect((await stranger.get(`/api/events/${event.id}/funnel`)).status).toBe(404);
    expect((await organiser.get(`/api/events/${randomUUID()}/funnel`)).status).toBe(404);

    for (const [query, message] of [
      ['?from=2026-02-30', 'Das Startdatum (from) ist kein gültiges Datum.'],
      ['?to=morgen', 'Das Enddatum (to)'],
      ['?from=2026-03-02&to=2026-03-01', 'Das Startdatum (from) darf nicht nach dem Enddatum (to) liegen.'],
      ['?from=2024-01-01&to=2026-01-01', 'Der Zeitraum darf höchstens 366 Tage umfassen.'],
    ]) {
      const res = await organiser.get(`/api/events/${event.id}/funnel${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('lists every day of a range, also the days without counts', async () => {
    const report = await funnel(event, `?from=2026-03-28&to=2026-04-02`);
    expect(report.days.map((day) => day.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(report.days.every((day) => day.scans === 0 && day.downloads === 0)).toBe(true);
  });

  it("keeps the figures when the data lifecycle purges the event's leads; the purged lead's link counts nothing", async () => {
    const before = (await funnel()).totals;
    expect(before.downloads).toBe(1);
    const [{ account_id: accountId }] = (await suite.t.dataSource.query('SELECT account_id FROM events WHERE id = $1', [event.id])) as { account_id: string }[];
    await suite.t.dataSource.transaction((manager) => suite.t.app.get(LeadPurge).purgeEvent(manager, { id: event.id, accountId, endDate: '2099-12-31' }));
    expect((await suite.t.dataSource.query('SELECT count(*)::int AS n FROM leads WHERE event_id = $1', [event.id]))[0].n).toBe(0);
    const gone = await browser().get(downloadLink);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Download nicht verfügbar');
    expect(gone.text).not.toContain('Fachmesse Funnel');
    expect((await funnel()).totals).toEqual(before);
  });
});
