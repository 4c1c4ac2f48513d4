import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp, TestClient, waitUntil } from './support/test-app';
import { newAccount, verifyFromDevMailbox } from './support/accounts';
import { devOrganiser } from './support/dev-mailbox';
import { createEvent, formToken } from './support/events';
import { Clock } from '../src/common/time/clock';
import { FollowUpScheduler } from '../src/modules/follow-ups/jobs/follow-up.scheduler';
import { cookieHeader, listenOnAllInterfaces, nonLoopbackAddress, rawRequest } from './support/raw-http';
import { signInAsPlatformAdmin } from './support/second-factor';

const SPA_FIXTURE = resolve(__dirname, 'fixtures', 'spa');
const ADMIN_EMAIL = 'outbox-admin@fairleads.example';
const ADMIN_PASSWORD = 'outbox-admin-geheim-1';

describe('local dev outbox (no SMTP_URL, not production)', () => {
  let t: TestApp;

  /** The dev outbox as a developer on this machine opens it: loopback, no proxy in between. */
  const outbox = async () => (await request(t.app.getHttpServer()).get('/api/dev/outbox').expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ spaDir: SPA_FIXTURE, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
  });
  afterAll(async () => {
    await t.close();
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  it('keeps sent mails and lists them newest first at GET /api/dev/outbox', async () => {
    const first = newAccount();
    const second = newAccount();
    await t.client().post('/api/auth/register', first).expect(201);
    await t.client().post('/api/auth/register', second).expect(201);

    let mails: { to: string; subject: string; html: string; text: string; createdAt: string; id: string }[] = [];
    await waitUntil(async () => {
      mails = await outbox();
      return mails.some((m) => m.to === second.email) && mails.some((m) => m.to === first.email);
    }, 10_000, 'both mails in the dev outbox');
    const mine = mails.filter((m) => [first.email, second.email].includes(m.to));
    expect(mine.map((m) => m.to)).toEqual([second.email, first.email]);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      to: second.email,
      subject: 'Bitte bestätige deine E-Mail-Adresse für FairLeads',
      html: expect.stringContaining('http://localhost:3999/verify-email/'),
      headers: {},
      text: expect.stringContaining('http://localhost:3999/verify-email/'),
      createdAt: expect.any(String),
    });
  });

  it('keeps answering under a burst: 30 simultaneous registrations each get their mail', async () => {
    // every mail job holds a connection; a job needing a second one used to drain the pool
    const accounts = Array.from({ length: 30 }, () => newAccount());
    const answers = await Promise.all(accounts.map((account) => t.client().post('/api/auth/register', account)));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(201));
    await waitUntil(async () => {
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM dev_mailbox WHERE to_address = ANY($1)', [accounts.map((a) => a.email)]);
      return n === 30;
    }, 20_000, 'all 30 activation mails');
  });

  describe('who may read it', () => {
    let port: number;
    beforeAll(async () => {
      port = await listenOnAllInterfaces(t.app.getHttpServer());
    });

    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' };

    it('shows the outbox and its page to this machine itself', async () => {
      expect((await rawRequest({ port, method: 'GET', path: '/api/dev/outbox' })).status).toBe(200);
      const page = await rawRequest({ port, method: 'GET', path: '/dev/mailbox' });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
    });

    it('answers 404 to a request that a proxy on this machine relayed, whatever TRUST_PROXY believes', async () => {
      for (const path of ['/api/dev/outbox', '/dev/mailbox']) {
        const answer = await rawRequest({ port, method: 'GET', path, headers: { 'X-Forwarded-For': '127.0.0.1' } });
        expect({ path, status: answer.status, body: answer.json }).toEqual({ path, status: 404, body: notFound });
      }
    });

    const otherAddress = nonLoopbackAddress();
    const fromTheNetwork = otherAddress ? it : it.skip;
    if (!otherAddress) console.warn('[dev-outbox] skipped the network tests: this machine has no IPv4 address besides loopback');

    fromTheNetwork('answers 404 to anyone on the network, like the stand Wi-Fi', async () => {
      for (const path of ['/api/dev/outbox', '/dev/mailbox']) {
        const answer = await rawRequest({ port, host: otherAddress!, method: 'GET', path });
        expect({ path, status: answer.status, body: answer.json }).toEqual({ path, status: 404, body: notFound });
      }
    });

    fromTheNetwork('shows it to a signed-in platform admin on the network, not to an organiser', async () => {
      const admin = new TestClient(t.app);
      await signInAsPlatformAdmin(t, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
      const asAdmin = await rawRequest({ port, host: otherAddress!, method: 'GET', path: '/api/dev/outbox', headers: { Cookie: cookieHeader(admin) } });
      expect(asAdmin.status).toBe(200);
      expect(Array.isArray(asAdmin.json)).toBe(true);

      const organiser = new TestClient(t.app);
      const account = newAccount();
      await organiser.post('/api/auth/register', account).expect(201);
      await verifyFromDevMailbox(t, organiser, account.email);
      await organiser.post('/api/auth/login', account).expect(200);
      const asOrganiser = await rawRequest({ port, host: otherAddress!, method: 'GET', path: '/api/dev/outbox', headers: { Cookie: cookieHeader(organiser) } });
      expect(asOrganiser.status).toBe(404);
    });
  });

  it('escapes what a user typed when it appears in a mail', async () => {
    const account = newAccount({ name: '<img src=x onerror=alert(1)>' });
    await t.client().post('/api/auth/register', account).expect(201);
    let html = '';
    await waitUntil(async () => {
      const mail = (await outbox()).find((m: { to: string }) => m.to === account.email);
      html = mail?.html ?? '';
      return Boolean(mail);
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('shows each mail’s extra headers: a follow-up’s List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const { client, account } = await devOrganiser(t);
    const event = await createEvent(client, { doubleOptIn: false });
    await client.send('put', `/api/events/${event.id}/follow-ups`, [{ delayDays: 0, subject: 'Danke für den Besuch', body: 'Hallo {{name}}' }]).expect(200);
    const email = `besuch-${randomUUID()}@example.org`;
    await t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { consent: true, formToken: formToken(t, event.id), email, name: 'Bea' }).expect(201);
    t.app.get(Clock).setNow(new Date(Date.now() + 60_000));
    let mail: { headers: Record<string, string> } | undefined;
    try {
      await waitUntil(async () => {
        await t.app.get(FollowUpScheduler).tick();
        mail = (await outbox()).find((m: { to: string; subject: string }) => m.to === email && m.subject === 'Danke für den Besuch');
        return mail !== undefined;
      }, 15_000, 'the follow-up in the dev outbox');
    } finally {
      t.app.get(Clock).setNow(null);
    }
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3999\/unsubscribe\/[0-9a-f-]{36}\.[A-Za-z0-9_-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('dev outbox in production', () => {
  it('is refused at boot without SMTP_URL: production needs a real mail server', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production', APP_URL: 'https://leads.example.com' } })).rejects.toThrow(
      'Invalid setting SMTP_URL: must be set in production, the local dev outbox is only for development.',
    );
    process.env.NODE_ENV = 'test';
    process.env.APP_URL = 'http://localhost:3999';
  });
});
