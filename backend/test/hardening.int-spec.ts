import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import request from 'supertest';
import { newAccount, registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { cookieHeader, listenOnAllInterfaces, rawRequest, rawSocketRequest } from './support/raw-http';
import { apiWithSmtpSink, createTestApp, TestApp, TestClient } from './support/test-app';

/** Victim addresses of this file only: the per-account login throttle counts across files. */
const RUN = randomBytes(3).toString('hex');

const SPA_FIXTURE = resolve(__dirname, 'fixtures', 'spa');
const CSRF_REFUSED = 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte lade die Seite neu und versuche es erneut.';
const BROKEN_TEXT = 'Die Eingabe enthält ungültige Zeichen (z. B. Nullbytes oder unvollständige Unicode-Zeichen). Bitte entferne sie.';
const TOO_DEEP = 'Die Anfrage ist zu tief verschachtelt.';

describe('hardening of the request pipeline (issue 12)', () => {
  const suite = apiWithSmtpSink({ spaDir: SPA_FIXTURE });
  let port: number;
  let organiser: TestClient;
  let account: NewAccount;
  let event: EventJson;

  const eventStatus = async () => (await suite.t.dataSource.query('SELECT status FROM events WHERE id = $1', [event.id]))[0].status as string;

  beforeAll(async () => {
    port = await listenOnAllInterfaces(suite.t.app.getHttpServer());
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser, { name: 'Hannover Messe', doubleOptIn: false });
  });

  describe('CSRF whatever the spelling of the path', () => {
    const spellings = (): [string, string][] => [
      ['POST', `/API/events/${event.id}/archive`],
      ['POST', `/Api/events/${event.id}/unarchive`],
      ['POST', '/API/auth/logout'],
      ['DELETE', '/API/auth/account'],
      ['POST', `//api/events/${event.id}/archive`],
      ['POST', `/api/./events/${event.id}/archive`],
      ['POST', `/api%2Fevents%2F${event.id}%2Farchive`],
      ['POST', `/api/events/${event.id}/archive/`],
      ['POST', `/api/events/${event.id}/archive`],
      ['PROPFIND', `/api/events/${event.id}`],
    ];

    it('refuses a state-changing request from a foreign site that carries only the session cookie, however the path is spelled', async () => {
      for (const [method, path] of spellings()) {
        const answer = await rawRequest({
          port,
          method,
          path,
          headers: { Cookie: cookieHeader(organiser), Origin: 'https://evil.example', 'Content-Type': 'application/json' },
          body: method === 'DELETE' ? JSON.stringify({ confirmation: 'DELETE' }) : undefined,
        });
        expect({ method, path, status: answer.status, body: answer.json }).toEqual({ method, path, status: 403, body: { statusCode: 403, code: 'CSRF_FAILED', message: CSRF_REFUSED } });
      }
      expect(await eventStatus()).toBe('active');
      await organiser.get('/api/auth/me').expect(200); // still signed in, account still there
    });

    it('routes only the exact spelling: upper case, double slashes, dot segments, encoded slashes and a trailing slash are 404 even with a valid token', async () => {
      const token = await organiser.ensureXsrf();
      const headers = { Cookie: cookieHeader(organiser), Origin: 'http://localhost:3999', 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' };
      for (const [method, path] of spellings().filter(([m, p]) => m !== 'PROPFIND' && p !== `/api/events/${event.id}/archive`)) {
        const answer = await rawRequest({ port, method, path, headers, body: method === 'DELETE' ? JSON.stringify({ confirmation: 'DELETE' }) : undefined });
        expect({ method, path, status: answer.status, body: answer.json }).toEqual({ method, path, status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
      }
      expect(await eventStatus()).toBe('active');
      await organiser.get('/api/auth/me').expect(200);

      const exact = await rawRequest({ port, method: 'POST', path: `/api/events/${event.id}/archive`, headers });
      expect(exact.status).toBe(200);
      expect(await eventStatus()).toBe('archived');
      await organiser.post(`/api/events/${event.id}/unarchive`).expect(200);
    });

    it('answers GET /API/... and a trailing slash with the API 404, not a page', async () => {
      for (const path of ['/API/health', '/Api/auth/me', '/api/health/']) {
        const res = await request(suite.t.app.getHttpServer()).get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
      }
    });
  });

  describe('broken characters are refused in one place, before validation', () => {
    const visitorSubmit = (body: Record<string, unknown>) =>
      suite.t.client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, {
        email: 'besucher@example.com',
        consent: true,
        formToken: formToken(suite.t, event.id),
        ...body,
      });
    const leadCount = async () => (await suite.t.dataSource.query('SELECT count(*)::int AS n FROM leads WHERE event_id = $1', [event.id]))[0].n as number;

    it.each([
      ['a NUL in a name', { name: '\u0000' }],
      ['a NUL inside the e-mail address', { email: 'be\u0000such@example.com' }],
      ['a lone high surrogate as e-mail', { email: '\ud800@t.test' }],
      ['a lone low surrogate as name', { name: 'J\udc00rg' }],
      ['a NUL in a field name', { 'cust\u0000omField1': 'x' }],
    ])('a submit with %s answers 400 in German and records nothing', async (_case, body) => {
      const before = await leadCount();
      const res = await visitorSubmit(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_TEXT', message: BROKEN_TEXT });
      expect(await leadCount()).toBe(before);
    });

    it('refuses a NUL in an organiser setting, the login and the registration', async () => {
      const update = await organiser.send('put', `/api/events/${event.id}`, { introText: 'x\u0000y' });
      expect(update.body).toEqual({ statusCode: 400, code: 'INVALID_TEXT', message: BROKEN_TEXT });
      const login = await suite.t.client().post('/api/auth/login', { email: 'a\u0000@example.com', password: 'geheim123' });
      expect(login.body).toEqual({ statusCode: 400, code: 'INVALID_TEXT', message: BROKEN_TEXT });
      const register = await suite.t.client().post('/api/auth/register', { ...newAccount(), email: '\ud800@t.test' });
      expect(register.body).toEqual({ statusCode: 400, code: 'INVALID_TEXT', message: BROKEN_TEXT });
    });

    it('refuses NUL and undecodable bytes in path and query parameters', async () => {
      for (const path of ['/api/form/%00', `/api/form/${account.companySlug}/%ED%A0%80`, `/api/events/%00`, '/api/leads?eventId=%00', '/api/form/%E0%A4%A']) {
        const res = await organiser.get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { statusCode: 400, code: 'INVALID_TEXT', message: BROKEN_TEXT } });
      }
    });

    it('keeps accepting real text: umlauts, emoji and other scripts', async () => {
      const res = await visitorSubmit({ email: `jörg-${Date.now()}@example.com`.replace('ö', 'o'), name: 'Jörg Weiß 🎪 東京' });
      expect(res.status).toBe(201);
    });
  });

  describe('deeply nested JSON', () => {
    it('refuses 50,000 opening brackets with a German 400 before any deep work', async () => {
      const token = await organiser.ensureXsrf();
      const answer = await rawRequest({
        port,
        method: 'POST',
        path: '/api/auth/register',
        headers: { Cookie: cookieHeader(organiser), 'X-XSRF-TOKEN': token, 'Content-Type': 'application/json' },
        body: '['.repeat(50_000),
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ statusCode: 400, code: 'BODY_TOO_DEEP', message: TOO_DEEP });
    });

    it('refuses a value nested 33 deep and lets 32 through to the usual validation', async () => {
      const nested = (depth: number) => JSON.parse(`${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}`);
      const tooDeep = await suite.t.client().post('/api/auth/register', { ...newAccount(), name: nested(33) });
      expect(tooDeep.body).toEqual({ statusCode: 400, code: 'BODY_TOO_DEEP', message: TOO_DEEP });
      const deepEnough = await suite.t.client().post('/api/auth/register', { ...newAccount(), name: nested(32) });
      expect(deepEnough.status).toBe(400);
      expect(deepEnough.body.message).not.toBe(TOO_DEEP);
    });

    it('counts brackets inside strings as text, not as nesting', async () => {
      const res = await suite.t.client().post('/api/auth/register', { ...newAccount(), name: `Anna ${'['.repeat(40)}\\"${'{'.repeat(40)}` });
      expect(res.status).toBe(201);
    });
  });

  describe('a body the route cannot read', () => {
    const NOT_JSON = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Bitte sende die Daten als JSON (Content-Type: application/json).' };
    /** The organiser's request with the body as it is and the given Content-Type (none: no header). */
    const sendRaw = async (method: 'post' | 'put', path: string, type: string | null, body?: string) => {
      const token = await organiser.ensureXsrf();
      const req = organiser.agent[method](path).set('X-Forwarded-For', organiser.ip).set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', token);
      if (type) req.set('Content-Type', type);
      return body === undefined ? req : req.send(body);
    };

    it('answers text, XML or a form on a JSON route with 415 in German instead of reading it as empty', async () => {
      const cases: [string, 'post' | 'put', string, string | null, string][] = [
        ['text/plain', 'put', `/api/events/${event.id}`, 'text/plain', JSON.stringify({ name: 'Umbenannt' })],
        ['XML', 'put', '/api/email-settings', 'application/xml', '<settings><weeklyReportsEnabled>false</weeklyReportsEnabled></settings>'],
        ['urlencoded', 'post', `/api/form/${account.companySlug}/${event.slug}/submit`, 'application/x-www-form-urlencoded', 'email=a%40example.com&consent=true'],
      ];
      for (const [label, method, path, type, body] of cases) {
        const res = await sendRaw(method, path, type, body);
        expect({ label, status: res.status, body: res.body }).toEqual({ label, status: 415, body: NOT_JSON });
      }
      // bytes without any Content-Type (superagent would name one for a string body): no header at all
      const untyped = await rawRequest({
        port,
        method: 'POST',
        path: `/api/events/${event.id}/archive`,
        headers: { Cookie: cookieHeader(organiser), Origin: process.env.APP_URL!, 'X-XSRF-TOKEN': await organiser.ensureXsrf() },
        body: 'archivieren',
      });
      expect({ status: untyped.status, body: untyped.json }).toEqual({ status: 415, body: NOT_JSON });
      const { body: unchanged } = await organiser.get(`/api/events/${event.id}`).expect(200);
      expect({ name: unchanged.name, status: unchanged.status }).toEqual({ name: 'Hannover Messe', status: 'active' });
      expect((await organiser.get('/api/email-settings').expect(200)).body.weeklyReportsEnabled).toBe(true);
    });

    it('keeps taking a POST without a body, as the SPA sends it to routes that take none, and the visitor page’s form post', async () => {
      expect((await sendRaw('post', `/api/events/${event.id}/archive`, null)).status).toBe(200);
      // an empty body with a JSON type is no body either
      expect((await sendRaw('post', `/api/events/${event.id}/unarchive`, 'application/json', '')).status).toBe(200);
      // nor is an empty chunked one without a type, as some proxies forward a bodiless POST
      const chunked = await rawRequest({
        port,
        method: 'POST',
        path: `/api/events/${event.id}/archive`,
        headers: { Cookie: cookieHeader(organiser), Origin: process.env.APP_URL!, 'X-XSRF-TOKEN': await organiser.ensureXsrf(), 'Transfer-Encoding': 'chunked' },
      });
      expect(chunked.status).toBe(200);
      expect((await sendRaw('post', `/api/events/${event.id}/unarchive`, null)).status).toBe(200);
      const page = await suite.t
        .client()
        .agent.post(`/form/${account.companySlug}/${event.slug}`)
        .set('Origin', process.env.APP_URL!)
        .set('Accept', 'application/json')
        .type('form')
        .send({ email: `seite-${RUN}@example.com`, consent: 'on', formToken: formToken(suite.t, event.id) });
      expect(page.status).toBe(201);
      const notAForm = await suite.t.client().agent.post(`/form/${account.companySlug}/${event.slug}`).set('Origin', process.env.APP_URL!).set('Accept', 'application/json').set('Content-Type', 'text/plain').send('email=b@example.com');
      expect(notAForm.status).toBe(415);
      expect(notAForm.body.message).toBe('Das Formular konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es erneut.');
    });
  });

  describe('caching and cookies', () => {
    it('marks what a signed-in organiser gets as no-store', async () => {
      for (const path of ['/api/auth/me', '/api/events', `/api/events/${event.id}`, '/api/leads']) {
        const res = await organiser.get(path);
        expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
      }
    });

    it('sets no cookie on static assets and pages, only on API answers', async () => {
      const server = suite.t.app.getHttpServer();
      for (const path of ['/', '/dashboard', `/form/${account.companySlug}/${event.slug}`, '/assets/app.js']) {
        const res = await request(server).get(path);
        expect({ path, status: res.status, setCookie: res.headers['set-cookie'] }).toEqual({ path, status: 200, setCookie: undefined });
      }
      const asset = await request(server).get('/assets/app.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await request(server).get('/api/health');
      expect(String(api.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    });
  });

  describe('X-Forwarded-For behind a trusted proxy (TRUST_PROXY=loopback here)', () => {
    /** Wrong passwords for a different account each time, so only the per-address limit can bite. */
    const loginsFrom = async (forwardedFor: (i: number) => string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const client = new TestClient(suite.t.app, forwardedFor(i));
        statuses.push((await client.post('/api/auth/login', { email: `opfer-${RUN}-${i}@example.com`, password: `versuch-${i}` })).status);
      }
      return statuses;
    };

    it('takes only well-formed addresses: made-up strings count as the proxy itself', async () => {
      const statuses = await loginsFrom((i) => [`kein-ip-${i}`, `<script>${i}`, `1.2.3.${i}:80`, `::ffff:zz${i}`][i % 4], 11);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });

    it('still tells apart the visitors that the proxy names', async () => {
      const statuses = await loginsFrom((i) => `192.0.2.${i + 1}`, 12);
      expect(statuses).toEqual(Array(12).fill(401));
    });
  });

  describe('requests that Node refuses before Express', () => {
    it('answers an over-long address with the JSON error shape', async () => {
      const answer = await rawRequest({ port, method: 'GET', path: `/api/health?q=${'x'.repeat(20_000)}` });
      expect(answer.status).toBe(431);
      expect(answer.json).toEqual({ statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.' });
    });

    it('answers a method Node does not know with the JSON error shape', async () => {
      const answer = await rawSocketRequest(port, 'BREW /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(answer.status).toBe(405);
      expect(answer.json).toEqual({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: 'Diese Anfragemethode wird nicht unterstützt.' });
    });
  });
});

describe('a production installation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      spaDir: SPA_FIXTURE,
      env: { NODE_ENV: 'production', APP_URL: 'https://leads.example.com', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
  });
  afterAll(async () => {
    await t.close();
    process.env.NODE_ENV = 'test';
    process.env.APP_URL = 'http://localhost:3999';
  });

  it('serves neither the API documentation nor source maps', async () => {
    const server = t.app.getHttpServer();
    for (const path of ['/api/docs', '/api/docs-json', '/assets/app.js.map']) {
      const res = await request(server).get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
    }
    await request(server).get('/assets/app.js').expect(200);
  });
});
