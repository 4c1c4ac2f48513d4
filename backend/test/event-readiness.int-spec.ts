import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const APP_URL = 'http://localhost:3999';

/** A download and image host on 127.0.0.1: a PDF, a PNG, a 404, a redirect into the internal network. */
class LinkServer {
  private server?: Server;
  readonly hits: string[] = [];
  port = 0;
  png = Buffer.alloc(0);
  redirectTarget = '';

  async start(): Promise<this> {
    this.png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.hits.push(req.url ?? '/');
    switch (req.url) {
      case '/katalog.pdf':
        res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4 …');
        return;
      case '/logo.png':
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(this.png);
        return;
      case '/seite.html':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
        return;
      case '/weiter':
        res.writeHead(302, { Location: this.redirectTarget }).end();
        return;
      default:
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  }
}

interface Item {
  id: string;
  ok: boolean;
  reason: string;
}

describe('ready to publish: GET /api/events/:id/readiness', () => {
  const links = new LinkServer();
  /** Loopback too, but not on the allow-list: stands for the internal network. */
  const internal = new LinkServer();
  let organiser: TestClient;
  let account: NewAccount;

  beforeAll(async () => {
    await links.start();
    await internal.start();
    links.redirectTarget = internal.url('/katalog.pdf');
    // read when the suite's app is built, in the hook declared next
    process.env.LINK_CHECK_ALLOW_HOSTS = `127.0.0.1:${links.port}`;
  });
  const suite = apiWithSmtpSink();
  afterAll(async () => {
    delete process.env.LINK_CHECK_ALLOW_HOSTS;
    await links.stop();
    await internal.stop();
  });

  const readiness = async (event: EventJson): Promise<{ ready: boolean; items: Item[] }> => (await organiser.get(`/api/events/${event.id}/readiness`).expect(200)).body;
  const item = async (event: EventJson, id: string): Promise<Item> => (await readiness(event)).items.find((entry) => entry.id === id)!;

  let ready: EventJson;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    ready = await createEvent(organiser, { downloadUrl: links.url('/katalog.pdf'), privacyUrl: 'https://example.com/datenschutz' });
  });

  it('starts with what is missing: a test mail; the local download answers through the test allow-list', async () => {
    const answer = await readiness(ready);
    expect(answer.items.map((entry) => entry.id)).toEqual(['privacyUrl', 'downloadUrl', 'logo', 'headerImage', 'testMail']);
    expect(answer.items).toEqual([
      { id: 'privacyUrl', ok: true, reason: 'Die Datenschutz-URL ist hinterlegt.' },
      { id: 'downloadUrl', ok: true, reason: 'Der Download-Link antwortet (200).' },
      { id: 'logo', ok: true, reason: 'Kein Logo gesetzt (optional).' },
      { id: 'headerImage', ok: true, reason: 'Kein Header-Bild gesetzt (optional).' },
      { id: 'testMail', ok: false, reason: expect.stringMatching(/^Noch keine Test-E-Mail gesendet/) },
    ]);
    expect(answer.ready).toBe(false);
  });

  it('gives its reasons in English to a request in English (the SPA of an English-speaking organiser)', async () => {
    const english = (await organiser.get(`/api/events/${ready.id}/readiness`).set('Accept-Language', 'en').expect(200)).body as { items: Item[] };
    expect(english.items).toEqual([
      { id: 'privacyUrl', ok: true, reason: 'The privacy policy URL is set.' },
      { id: 'downloadUrl', ok: true, reason: 'The download link answers (200).' },
      { id: 'logo', ok: true, reason: 'No logo set (optional).' },
      { id: 'headerImage', ok: true, reason: 'No header image set (optional).' },
      { id: 'testMail', ok: false, reason: expect.stringMatching(/^No test email sent yet/) },
    ]);
  });

  it('counts a test mail sent for this event, and then the event is ready', async () => {
    await organiser.post(`/api/events/${ready.id}/test-email`, { type: 'doi' }).expect(200);
    expect(await item(ready, 'testMail')).toEqual({ id: 'testMail', ok: true, reason: 'Eine Test-E-Mail wurde gesendet.' });
    expect((await readiness(ready)).ready).toBe(true);
  });

  it('misses the privacy URL when there is none', async () => {
    const event = await createEvent(organiser, { downloadUrl: links.url('/katalog.pdf') });
    expect(await item(event, 'privacyUrl')).toEqual({ id: 'privacyUrl', ok: false, reason: expect.stringMatching(/^Keine Datenschutz-URL hinterlegt/) });
  });

  it('reports a dead download link with the status it answered', async () => {
    const event = await createEvent(organiser, { downloadUrl: links.url('/fehlt.pdf') });
    expect(await item(event, 'downloadUrl')).toEqual({ id: 'downloadUrl', ok: false, reason: 'Download-Link nicht erreichbar: der Server antwortet mit 404.' });
  });

  it.each(['http://127.0.0.1/katalog.pdf', 'http://10.0.0.5/katalog.pdf', 'http://169.254.169.254/latest/meta-data', 'http://192.168.1.1/', 'http://localhost/katalog.pdf'])(
    'refuses to fetch a download link into the internal network: %s',
    async (downloadUrl) => {
      const event = await createEvent(organiser, { downloadUrl });
      expect(await item(event, 'downloadUrl')).toEqual({
        id: 'downloadUrl',
        ok: false,
        reason: 'Download-Link nicht erreichbar: die Adresse zeigt auf ein internes Netz oder ist keine http(s)-Adresse.',
      });
    },
  );

  it('checks every redirect: an allowed host that forwards into the internal network is refused', async () => {
    const event = await createEvent(organiser, { downloadUrl: links.url('/weiter') });
    expect((await item(event, 'downloadUrl')).ok).toBe(false);
    expect(internal.hits).toEqual([]);
  });

  it('refuses a logo over http:// (browsers do not show it) and names a dead logo link', async () => {
    const event = await createEvent(organiser, { logoUrl: links.url('/logo.png'), headerImageUrl: `https://127.0.0.1:${links.port}/kopf.png` });
    const answer = await readiness(event);
    expect(answer.items.find((entry) => entry.id === 'logo')).toEqual({
      id: 'logo',
      ok: false,
      reason: 'Logo nicht erreichbar: nur https. Browser zeigen Bilder über http:// auf dem Formular nicht an.',
    });
    // no TLS behind that port: the reason says it does not answer
    expect(answer.items.find((entry) => entry.id === 'headerImage')).toEqual({
      id: 'headerImage',
      ok: false,
      reason: 'Header-Bild nicht erreichbar: der Server ist nicht erreichbar.',
    });
  });

  it('takes an uploaded logo as ready, whatever the URL says', async () => {
    const event = await createEvent(organiser, { logoUrl: 'http://example.com/logo.png' });
    const token = await organiser.ensureXsrf();
    await organiser.agent
      .put(`/api/events/${event.id}/images/logo`)
      .set('X-Forwarded-For', organiser.ip)
      .set('Origin', APP_URL)
      .set('X-XSRF-TOKEN', token)
      .attach('file', links.png, 'logo.png')
      .expect(200);
    expect(await item(event, 'logo')).toEqual({ id: 'logo', ok: true, reason: 'Logo hochgeladen: FairLeads liefert es selbst aus.' });
  });

  it('answers 404 for another organiser’s event', async () => {
    const stranger = suite.t.client();
    await stranger.post('/api/auth/login', await registerAndVerify(stranger, suite.sink)).expect(200);
    const res = await stranger.get(`/api/events/${ready.id}/readiness`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' });
  });
});
