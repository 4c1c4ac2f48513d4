import { randomUUID } from 'node:crypto';
import { LeadSecrets } from '../src/modules/lead-log/services/lead-secrets.service';
import type { NewAccount } from './support/accounts';
import { devOrganiser } from './support/dev-mailbox';
import { createEvent, formToken, type EventJson } from './support/events';
import { createTestApp, type TestApp, type TestClient } from './support/test-app';

/*
 * The follow-up mails' visitor links (docs/architecture.md, "Follow-ups"): the unsubscribe page,
 * its one-click post as a mail provider's server sends it (RFC 8058: no Origin, no Referer, no
 * cookie), and the counted booking button.
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const BOOKING_URL = 'https://termine.example.com/messe?quelle=follow-up';

/** The visible words of a page. */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('follow-up links: unsubscribe (RFC 8058) and the booking button', () => {
  let t: TestApp;
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;

  const secrets = () => t.app.get(LeadSecrets);
  const unsubscribePath = (leadId: string) => `/unsubscribe/${secrets().leadLinkToken('unsubscribe', leadId)}`;
  const bookingPath = (leadId: string, step: number | string) => `/b/${secrets().leadLinkToken('booking', leadId)}/${step}`;
  const followUpRow = async (leadId: string) => {
    const [row] = await t.dataSource.query('SELECT stopped_at, stop_reason, stopped_after_step FROM follow_up_leads WHERE lead_id = $1', [leadId]);
    return row as { stopped_at: Date | null; stop_reason: string | null; stopped_after_step: number | null };
  };
  const clickedAt = async (leadId: string, step: number): Promise<Date | null> => {
    const [row] = await t.dataSource.query('SELECT clicked_at FROM follow_up_sends WHERE lead_id = $1 AND step = $2', [leadId, step]);
    return row.clicked_at;
  };
  const clicksInFunnel = async (): Promise<number> => (await organiser.get(`/api/events/${event.id}/funnel`).expect(200)).body.totals.followUpClicked;

  /** A confirmed lead (no double opt-in) in `language`, mailed follow-up 1 (which has the booking button). */
  const mailedLead = async (language = 'de'): Promise<string> => {
    const email = `follow-up-${randomUUID()}@example.org`;
    const visitor = t.client();
    visitor.agent.set('Accept-Language', language);
    await visitor.post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(t, event.id) }).expect(201);
    const [{ lead_id: leadId }] = await t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
    // confirmed at the submit, so enrolled; follow-up 1 recorded as sent
    await t.dataSource.query('UPDATE follow_up_leads SET steps_sent = 1, last_sent_at = now() WHERE lead_id = $1', [leadId]);
    await t.dataSource.query('INSERT INTO follow_up_sends (lead_id, step, event_id, sent_at, message_id) VALUES ($1, 1, $2, now(), $3)', [leadId, event.id, `<${leadId}@test>`]);
    return leadId as string;
  };
  /** A mail provider's server: urlencoded `List-Unsubscribe=One-Click`, no Origin, no Referer, no cookie. */
  const oneClick = (path: string) => {
    const server = t.client();
    return server.agent.post(path).set('X-Forwarded-For', server.ip).type('form').send('List-Unsubscribe=One-Click');
  };
  const browserGet = (path: string, client = t.client()) => client.get(path).set('User-Agent', BROWSER).redirects(0);

  beforeAll(async () => {
    t = await createTestApp();
    ({ client: organiser, account } = await devOrganiser(t));
    event = await createEvent(organiser, { name: 'Fachmesse Köln', doubleOptIn: false, primaryColor: '#aa3300' });
    // far enough out that no tick mails them during the suite: the mails are recorded by hand (mailedLead)
    await organiser
      .send('put', `/api/events/${event.id}/follow-ups`, [
        { delayDays: 30, subject: 'Termin?', body: 'Hallo {{name}}', bookingUrl: BOOKING_URL },
        { delayDays: 60, subject: 'Noch Fragen?', body: 'Hallo {{name}}' },
      ])
      .expect(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /unsubscribe/{token}', () => {
    it('shows the event’s page with one button Abmelden that posts to the same address, and changes nothing', async () => {
      const leadId = await mailedLead('de');
      const res = await browserGet(unsubscribePath(leadId));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<html lang="de"');
      expect(res.text).toContain('--vp-primary:#aa3300');
      expect(visible(res.text)).toContain('keine weiteren E-Mails zu „Fachmesse Köln“');
      const path = unsubscribePath(leadId);
      expect(res.text).toMatch(new RegExp(`<form[^>]*action="${path.replace(/[.]/g, '\\.')}"[^>]*method="post"`));
      expect(res.text).toMatch(/<button[^>]*type="submit"[^>]*>Abmelden<\/button>/);
      // a mail scanner opening the link unsubscribes nobody
      expect((await followUpRow(leadId)).stopped_at).toBeNull();
    });

    it('speaks the lead’s language, and the one the visitor chose with ?lang=', async () => {
      const english = await mailedLead('en');
      const page = await t.client().get(unsubscribePath(english)).set('Accept-Language', 'de');
      expect(page.text).toContain('<html lang="en"');
      expect(page.text).toMatch(/<button[^>]*>Unsubscribe<\/button>/);
      expect(visible(page.text)).toContain('no more emails about “Fachmesse Köln”');

      const german = await mailedLead('de');
      const chosen = await t.client().get(`${unsubscribePath(german)}?lang=en`);
      expect(chosen.text).toContain('<html lang="en"');
      expect(chosen.text).toMatch(/<button[^>]*>Unsubscribe<\/button>/);
    });

    it('answers a forged token, or another link’s token, with a German 404 page', async () => {
      const leadId = await mailedLead();
      for (const path of [`/unsubscribe/${leadId}.forgedsignature0000000`, `/unsubscribe/${secrets().leadLinkToken('erase', leadId)}`, '/unsubscribe/nonsense']) {
        const res = await t.client().get(path);
        expect(res.status).toBe(404);
        expect(res.text).toContain('<html lang="de"');
        expect(visible(res.text)).toContain('Dieser Link ist ungültig');
        expect(res.text).not.toContain('<form');
      }
      expect((await oneClick(`/unsubscribe/${leadId}.forgedsignature0000000`)).status).toBe(404);
      expect((await followUpRow(leadId)).stopped_at).toBeNull();
    });
  });

  describe('POST /unsubscribe/{token}', () => {
    it('takes the mail provider’s one-click post without Origin or cookie: 200, the page says so, the follow-ups stop; the second post too', async () => {
      const leadId = await mailedLead('de');
      const first = await oneClick(unsubscribePath(leadId));
      expect(first.status).toBe(200);
      expect(visible(first.text)).toContain('Du erhältst keine weiteren E-Mails zu „Fachmesse Köln“.');
      const stopped = await followUpRow(leadId);
      expect(stopped).toMatchObject({ stop_reason: 'unsubscribed', stopped_after_step: 1 });
      expect(stopped.stopped_at).toBeInstanceOf(Date);

      const second = await oneClick(unsubscribePath(leadId));
      expect(second.status).toBe(200);
      expect(visible(second.text)).toContain('Du erhältst keine weiteren E-Mails zu „Fachmesse Köln“.');
      // stopped once: the second post moved nothing
      expect((await followUpRow(leadId)).stopped_at).toEqual(stopped.stopped_at);

      const page = await browserGet(unsubscribePath(leadId));
      expect(page.status).toBe(200);
      expect(visible(page.text)).toContain('Du bist abgemeldet');
      expect(page.text).not.toContain('<form');
    });

    it('takes the page’s own form (in the language it carries) and answers the page script as JSON', async () => {
      const leadId = await mailedLead('de');
      const visitor = t.client();
      const form = await visitor.agent.post(unsubscribePath(leadId)).set('X-Forwarded-For', visitor.ip).set('Origin', process.env.APP_URL!).type('form').send({ lang: 'en' });
      expect(form.status).toBe(200);
      expect(form.text).toContain('<html lang="en"');
      expect(visible(form.text)).toContain('You will receive no more emails about “Fachmesse Köln”.');

      const script = await visitor.agent.post(unsubscribePath(leadId)).set('X-Forwarded-For', visitor.ip).set('Origin', process.env.APP_URL!).set('Accept', 'application/json').type('form').send({ lang: 'de' });
      expect(script.status).toBe(200);
      expect(script.body.state).toBe('unsubscribed');
      expect(visible(script.body.html)).toContain('Du erhältst keine weiteren E-Mails zu „Fachmesse Köln“.');
    });

    it('is exempt from the CSRF check only in its exact spelling, and opens no /api route', async () => {
      const leadId = await mailedLead();
      const token = secrets().leadLinkToken('unsubscribe', leadId);
      // a post from another site's page is let through as well: the signed token is the proof
      const crossSite = t.client();
      const fromElsewhere = await crossSite.agent.post(`/unsubscribe/${token}`).set('X-Forwarded-For', crossSite.ip).set('Origin', 'https://mail.example.net').type('form').send('List-Unsubscribe=One-Click');
      expect(fromElsewhere.status).toBe(200);

      for (const path of [`/Unsubscribe/${token}`, `/unsubscribe/${token}/`, `/UNSUBSCRIBE/${token}`, `/unsubscribe/${token}%2F`, `/api/unsubscribe/${token}`, `/unsubscribe/${token}/x`]) {
        const res = await oneClick(path);
        expect({ path, status: res.status, code: res.body?.code }).toEqual({ path, status: 403, code: 'CSRF_FAILED' });
      }
      // an API call without Origin or XSRF token stays refused
      const api = t.client();
      const res = await api.agent.post('/api/events').set('X-Forwarded-For', api.ip).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(403);
      expect((await followUpRow(leadId)).stop_reason).toBe('unsubscribed');
    });
  });

  describe('GET /b/{token}/{step}', () => {
    it('leads to the step’s booking page and counts a person’s click once per lead and step', async () => {
      const leadId = await mailedLead();
      const before = await clicksInFunnel();
      const first = await browserGet(bookingPath(leadId, 1));
      expect(first.status).toBe(302);
      expect(first.headers.location).toBe(BOOKING_URL);
      expect(first.headers['cache-control']).toBe('no-store');
      const clicked = await clickedAt(leadId, 1);
      expect(clicked).toBeInstanceOf(Date);
      expect(await clicksInFunnel()).toBe(before + 1);

      const again = await browserGet(bookingPath(leadId, 1));
      expect(again.status).toBe(302);
      expect(await clickedAt(leadId, 1)).toEqual(clicked);
      expect(await clicksInFunnel()).toBe(before + 1);
    });

    it('leads a HEAD and a link preview on without counting them', async () => {
      const leadId = await mailedLead();
      const before = await clicksInFunnel();
      const client = t.client();
      const head = await client.agent.head(bookingPath(leadId, 1)).set('X-Forwarded-For', client.ip).set('User-Agent', BROWSER).redirects(0);
      expect(head.status).toBe(302);
      expect(head.headers.location).toBe(BOOKING_URL);
      const preview = await client.get(bookingPath(leadId, 1)).set('User-Agent', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)').redirects(0);
      expect(preview.status).toBe(302);
      expect(await clickedAt(leadId, 1)).toBeNull();
      expect(await clicksInFunnel()).toBe(before);
    });

    it('answers a forged token, a step without a booking page and a step that is none with a 404 page', async () => {
      const leadId = await mailedLead();
      for (const path of [`/b/${leadId}.forgedsignature0000000/1`, bookingPath(leadId, 2), bookingPath(leadId, 3), bookingPath(leadId, 'eins'), `/b/${secrets().leadLinkToken('unsubscribe', leadId)}/1`]) {
        const res = await browserGet(path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.headers.location).toBeUndefined();
        expect(visible(res.text)).toContain('Link nicht verfügbar');
      }
      expect(await clickedAt(leadId, 1)).toBeNull();
    });
  });
});
