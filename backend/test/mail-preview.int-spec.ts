import { EVENT_DEFAULTS } from '../src/modules/events/domain/event-defaults';
import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { CaughtMail } from './support/smtp-sink';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const SAMPLE_NAME = 'Erika Musterfrau';
/** The line ends a mail gets on the wire do not count. */
const sameLines = (html: string) => html.replace(/\r\n/g, '\n').trim();
const token = (mail: CaughtMail) => /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
/** A real mail's erase link (it names the lead) as the preview's example shows it. */
const withExampleEraseLink = (html: string) => html.replace(/\/erase\/[A-Za-z0-9._-]+/g, '/erase/test-link');
/** The real welcome mail's counted download link (/d/{token}, the funnel) as the preview shows it: the download itself, which the organiser can try. */
const withDirectDownload = (html: string, downloadUrl: string) => html.replace(/https?:\/\/[^"\s<]+\/d\/[A-Za-z0-9._-]+/g, downloadUrl);

describe('The e-mail tab: default texts as text and the preview of the real mail', () => {
  const suite = apiWithSmtpSink();
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;

  const preview = (id: string, query: string, client = organiser) => client.get(`/api/events/${id}/mail-preview?${query}`);
  const storedBodies = async (id: string) =>
    (await suite.t.dataSource.query('SELECT doi_email_body, welcome_email_body FROM events WHERE id = $1', [id]))[0];

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, {
      name: 'Fachmesse Graz',
      primaryColor: '#AA3300',
      doiEmailSubject: 'Bitte bestätigen: Graz',
      doiEmailBody: 'Servus {{name}}!\n\nBitte hier bestätigen: {{confirmationUrl}}',
      welcomeEmailSubject: 'Dein Katalog aus Graz',
      welcomeEmailBody: 'Hier ist er, {{name}}: {{downloadUrl}}',
      ctaButtonText: 'Katalog öffnen',
    });
  });

  describe('default texts', () => {
    it('answers the default bodies as text, stores them as "default" and keeps an own text', async () => {
      const plain = await createEvent(organiser);
      expect(plain).toMatchObject({ doiEmailBody: EVENT_DEFAULTS.doiEmailBody, welcomeEmailBody: EVENT_DEFAULTS.welcomeEmailBody });
      expect(await storedBodies(plain.id)).toEqual({ doi_email_body: null, welcome_email_body: null });

      // the settings page sends the shown default back (with a browser's line ends): still the default
      const full = (await organiser.get(`/api/events/${plain.id}`)).body;
      await organiser.send('put', `/api/events/${plain.id}`, { ...full, doiEmailBody: EVENT_DEFAULTS.doiEmailBody.replace(/\n/g, '\r\n') }).expect(200);
      expect(await storedBodies(plain.id)).toEqual({ doi_email_body: null, welcome_email_body: null });

      const own = 'Moin {{name}}: {{confirmationUrl}}';
      const edited = await organiser.send('put', `/api/events/${plain.id}`, { doiEmailBody: own });
      expect(edited.body.doiEmailBody).toBe(own);
      expect((await storedBodies(plain.id)).doi_email_body).toBe(own);

      // 'Standardtext wiederherstellen' sends the default text again
      const reset = await organiser.send('put', `/api/events/${plain.id}`, { doiEmailBody: EVENT_DEFAULTS.doiEmailBody });
      expect(reset.body.doiEmailBody).toBe(EVENT_DEFAULTS.doiEmailBody);
      expect((await storedBodies(plain.id)).doi_email_body).toBeNull();
    });
  });

  describe('GET /api/events/{id}/mail-preview', () => {
    it('is the HTML of the real double opt-in mail, with the sample visitor and a link that confirms nothing', async () => {
      const res = await preview(event.id, 'type=doi');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Bitte bestätigen: Graz');
      expect(res.text).toContain(`Servus ${SAMPLE_NAME}!`);
      expect(res.text).toContain(`/${account.companySlug}/confirm/test-link`);
      expect(res.text).toContain('#AA3300');

      const email = `graz-${Date.now()}@example.com`;
      await suite.t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, name: SAMPLE_NAME, consent: true, formToken: formToken(suite.t, event.id) }).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      expect(res.text).toContain('/erase/test-link');
      expect(sameLines(res.text)).toBe(sameLines(withExampleEraseLink(doi.html.split(token(doi)).join('test-link'))));
    });

    it('is the HTML of the real welcome mail', async () => {
      const res = await preview(event.id, 'type=welcome');
      expect(res.status).toBe(200);
      expect(res.text).toContain('Dein Katalog aus Graz');
      expect(res.text).toContain(`Hier ist er, ${SAMPLE_NAME}:`);
      expect(res.text).toContain('Katalog öffnen');

      const email = `graz-willkommen-${Date.now()}@example.com`;
      await suite.t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, name: SAMPLE_NAME, consent: true, formToken: formToken(suite.t, event.id) }).expect(201);
      const [doi] = await suite.sink.waitFor(email);
      await suite.t.client().post(`/api/confirm/${token(doi)}`).expect(200);
      const [, welcome] = await suite.sink.waitFor(email, 2);
      expect(welcome.html).toMatch(/\/d\/[0-9a-f-]{36}\.[A-Za-z0-9_-]+/);
      expect(sameLines(res.text)).toBe(sameLines(withExampleEraseLink(withDirectDownload(welcome.html, event.downloadUrl as string))));
    });

    it('shows the default texts of an event that kept them, and the English mail for lang=en', async () => {
      const plain = await createEvent(organiser, { name: 'Standard' });
      const german = await preview(plain.id, 'type=doi');
      expect(german.text).toContain(`Hallo ${SAMPLE_NAME},`);
      expect(german.text).toContain('vielen Dank für dein Interesse!');
      const english = await preview(plain.id, 'type=welcome&lang=en');
      expect(english.text).toContain(`Hello ${SAMPLE_NAME},`);
      expect(english.text).toContain('Download now');
    });

    it('escapes HTML in the organiser’s texts', async () => {
      const hostile = await createEvent(organiser, {
        name: 'Messe <b>fett</b>',
        doiEmailSubject: '<img src=x onerror=alert(1)>',
        doiEmailBody: '<script>alert(1)</script> {{name}} <a href="javascript:alert(2)">klick</a>',
      });
      const res = await preview(hostile.id, 'type=doi');
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/<script|<img src=x|<a href="javascript|<b>fett/);
      expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.text).toContain('<title>&lt;img src');
    });

    it('is sent with a Content-Security-Policy without scripts that lets only our own pages frame it', async () => {
      const res = await preview(event.id, 'type=doi');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(/(^|; )sandbox(;|$)/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toContain('no-store');
      // every other answer may not be framed at all
      const other = await organiser.get(`/api/events/${event.id}`);
      expect(other.headers['x-frame-options']).toBe('DENY');
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    });

    it('answers 404 for another organiser’s event', async () => {
      const stranger = suite.t.client();
      await stranger.post('/api/auth/login', await registerAndVerify(stranger, suite.sink)).expect(200);
      const res = await preview(event.id, 'type=doi', stranger);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' });
    });

    it.each(['type=spam', '', 'type=doi&type=welcome', 'type=doi&lang=fr'])('answers 400 in German for "%s"', async (query) => {
      const res = await preview(event.id, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^(Bitte wähle die Vorschau: 'doi' oder 'welcome'\.|Die Sprache der Vorschau muss 'de' oder 'en' sein\.)$/);
      expect(res.headers['content-type']).toContain('application/json');
    });

    it('answers 401 without a session', async () => {
      const res = await preview(event.id, 'type=doi', suite.t.client());
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    });
  });
});
