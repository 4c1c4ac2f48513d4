import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { apiWithSmtpSink } from './support/test-app';
import { newAccount, registerAndVerify } from './support/accounts';

/** Victim addresses of this file only: the per-account login throttle counts across files. */
const RUN = randomBytes(3).toString('hex');

describe('security base and platform endpoints', () => {
  const suite = apiWithSmtpSink();

  describe('cross-site request forgery', () => {
    it('sets a script-readable XSRF-TOKEN cookie', async () => {
      const res = await request(suite.t.app.getHttpServer()).get('/api/health');
      const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='))!;
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/);
    });

    it('refuses a state-changing call without the X-XSRF-TOKEN header', async () => {
      const client = suite.t.client();
      await client.ensureXsrf();
      const res = await client.agent.post('/api/auth/login').set('X-Forwarded-For', client.ip).send({ email: 'a@example.com', password: 'geheim123' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'CSRF_FAILED', message: expect.stringContaining('aus Sicherheitsgründen abgelehnt') });
    });

    it('refuses a header that does not match the cookie, and a forged cookie', async () => {
      const client = suite.t.client();
      await client.ensureXsrf();
      const mismatch = await client.agent.post('/api/auth/logout').set('X-XSRF-TOKEN', 'abc.def');
      expect(mismatch.status).toBe(403);
      const forged = await request(suite.t.app.getHttpServer())
        .post('/api/auth/logout')
        .set('Cookie', 'XSRF-TOKEN=planted.value')
        .set('X-XSRF-TOKEN', 'planted.value');
      expect(forged.status).toBe(403);
    });

    it('refuses a cross-site POST even with a valid token pair', async () => {
      const client = suite.t.client();
      const account = await registerAndVerify(client, suite.sink);
      const token = await client.ensureXsrf();
      const res = await client.agent
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .set('X-XSRF-TOKEN', token)
        .send({ email: account.email, password: account.password });
      expect(res.status).toBe(403);
      const sessions = await suite.t.dataSource.query(
        'SELECT count(*)::int AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)',
        [account.email],
      );
      expect(sessions[0].n).toBe(0);
    });

    it('lets a same-origin call with the token through', async () => {
      const res = await suite.t.client().post('/api/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Erfolgreich abgemeldet' });
    });
  });

  describe('rate limits', () => {
    it('answers 429 in German after 10 login attempts a minute from one address, and not for another address', async () => {
      const attacker = suite.t.client('203.0.113.7');
      const statuses: number[] = [];
      // a different account each time: the per-account throttle must not be what answers here
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await attacker.post('/api/auth/login', { email: `opfer-${RUN}-${i}@example.com`, password: `versuch-${i}` })).status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      const blocked = await attacker.post('/api/auth/login', { email: `opfer-${RUN}-10@example.com`, password: 'noch-einer' });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.' });

      const someoneElse = await suite.t.client('203.0.113.8').post('/api/auth/login', { email: `opfer-${RUN}-0@example.com`, password: 'geheim123' });
      expect(someoneElse.status).toBe(401);
    });

    it('limits registrations (and activation-mail resends) per address', async () => {
      const client = suite.t.client('198.51.100.20');
      for (let i = 0; i < 10; i += 1) await client.post('/api/auth/register', newAccount()).expect(201);
      const res = await client.post('/api/auth/register', newAccount());
      expect(res.status).toBe(429);
    });
  });

  describe('error shape', () => {
    it('answers an unknown API path with a German 404', async () => {
      const res = await suite.t.client().get('/api/gibt-es-nicht');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' });
    });

    it('answers malformed JSON with a German 400, not a 500', async () => {
      const client = suite.t.client();
      const token = await client.ensureXsrf();
      const res = await client.agent.post('/api/auth/login').set('X-XSRF-TOKEN', token).set('Content-Type', 'application/json').send('{"email": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'Die Anfrage enthält kein gültiges JSON.' });
    });

    it('refuses a body over 100 kB with 413', async () => {
      const res = await suite.t.client().post('/api/auth/register', { ...newAccount(), name: 'x'.repeat(200_000) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' });
    });

    it('sends no CORS permission to other origins', async () => {
      const res = await request(suite.t.app.getHttpServer()).get('/api/health').set('Origin', 'https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sets the security headers of helmet', async () => {
      const res = await request(suite.t.app.getHttpServer()).get('/api/health');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('platform endpoints', () => {
    it('reports health with the inline queue', async () => {
      const res = await request(suite.t.app.getHttpServer()).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', db: 'up', queue: 'inline' });
    });

    it('describes the API as OpenAPI at /api/docs', async () => {
      const ui = await request(suite.t.app.getHttpServer()).get('/api/docs');
      expect(ui.status).toBe(200);
      expect(ui.text).toContain('swagger');
      const spec = await request(suite.t.app.getHttpServer()).get('/api/docs-json');
      expect(spec.status).toBe(200);
      expect(Object.keys(spec.body.paths)).toEqual(
        expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/verify-email/{token}', '/api/health']),
      );
    });

    it('offers no dev outbox when mails go to a real SMTP server', async () => {
      await suite.t.client().get('/api/dev/outbox').expect(404);
    });
  });
});
