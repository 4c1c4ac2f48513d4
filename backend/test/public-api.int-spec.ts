import { createHash, randomUUID } from 'node:crypto';
import { getStorageToken, type ThrottlerStorage } from '@nestjs/throttler';
import request from 'supertest';
import { RATE_LIMITS } from '../src/common/security/rate-limits';
import { apiKeyLimitKey, API_KEY_THROTTLER } from '../src/modules/public-api/controllers/api-key.guard';
import { joinAsMember, registerAndVerify, setOwnCredits, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { cookieHeader } from './support/raw-http';
import { routeTable } from './support/route-table';
import { apiWithSmtpSink, nextIp, type TestClient } from './support/test-app';

interface PublicLead {
  id: string;
  eventId: string;
  eventName: string;
  status: string;
  name: string | null;
  email: string;
  answers: { label: string; value: string }[];
  rating: string | null;
  tags: string[];
  createdAt: string;
  confirmedAt: string | null;
  updatedAt: string;
  removed?: true;
}

const KEY_SHAPE = /^flk_[A-Za-z0-9_-]{43}$/;

/**
 * The public API (issue 33): API keys in the account settings, the bearer check with scopes and
 * per-key limits, /api/v1 events and leads (pages, changes, qualification), and that a key sees its
 * account and nothing else.
 */
describe('public API: API keys and /api/v1', () => {
  const suite = apiWithSmtpSink();
  const run = Date.now().toString(36);
  const email = (local: string) => `${local}-${run}@example.com`;

  let owner: TestClient;
  let ownerAccount: NewAccount;
  let staff: TestClient;
  let manager: TestClient;
  let stranger: TestClient;
  let fair: EventJson;
  let shop: EventJson;
  let strangerEvent: EventJson;
  let strangerLeadId: string;
  /** A key with every scope, of the owner's account. */
  let fullKey: string;

  const server = () => suite.t.app.getHttpServer();
  const submit = (event: EventJson, body: Record<string, unknown>) =>
    suite.t.client().post(`/api/form/${event.companySlug}/${event.slug}/submit`, { consent: true, formToken: formToken(suite.t, event.id), ...body });
  const leadIdOf = async (address: string) =>
    (await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [address]))[0].lead_id as string;
  const makeKey = async (client: TestClient, scopes: string[], name = `Schlüssel ${randomUUID().slice(0, 8)}`) => {
    const res = await client.post('/api/account/api-keys', { name, scopes });
    if (res.status !== 201) throw new Error(`make key answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as { id: string; name: string; key: string; prefix: string; scopes: string[]; createdAt: string };
  };
  /** A call of the public API with a key, from its own address (no cookie, no CSRF token). */
  const v1 = (key: string | undefined, path: string, ip = nextIp()) => {
    const req = request(server()).get(path).set('X-Forwarded-For', ip);
    return key === undefined ? req : req.set('Authorization', `Bearer ${key}`);
  };
  const patch = (key: string, path: string, body: unknown) =>
    request(server()).patch(path).set('X-Forwarded-For', nextIp()).set('Authorization', `Bearer ${key}`).send(body as object);
  const expectLimitHeaders = (res: request.Response) => {
    expect(res.headers['ratelimit-policy']).toBe('"per-key";q=300;w=60');
    expect(res.headers.ratelimit).toMatch(/^"per-key";r=\d+;t=\d+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  };

  beforeAll(async () => {
    owner = suite.t.client();
    ownerAccount = await registerAndVerify(owner, suite.sink);
    await owner.post('/api/auth/login', ownerAccount).expect(200);
    await setOwnCredits(suite.t.dataSource, ownerAccount.email, 5);
    fair = await createEvent(owner, { name: 'Hannover Messe', customField1: 'Firma', customField2: 'Telefon' });
    shop = await createEvent(owner, { name: 'Pop-up Store', doubleOptIn: false });
    fair.companySlug = shop.companySlug = ownerAccount.companySlug;
    await submit(fair, { email: email('anna'), name: 'Anna Alt', customField1: 'Alt GmbH' }).expect(201);
    await submit(shop, { email: email('bernd'), name: 'Bernd Brandt' }).expect(201);
    await submit(fair, { email: email('carla'), name: 'Carla Cramer', customField2: '0511 1234' }).expect(201);

    stranger = suite.t.client();
    const strangerAccount = await registerAndVerify(stranger, suite.sink);
    await stranger.post('/api/auth/login', strangerAccount).expect(200);
    strangerEvent = await createEvent(stranger, { name: 'Fremde Messe' });
    strangerEvent.companySlug = strangerAccount.companySlug;
    await submit(strangerEvent, { email: email('fremd'), name: 'Fremd' }).expect(201);
    strangerLeadId = await leadIdOf(email('fremd'));

    staff = (await joinAsMember(suite, owner, 'staff')).client;
    manager = (await joinAsMember(suite, owner, 'manager')).client;
    fullKey = (await makeKey(owner, ['events:read', 'leads:read', 'leads:write'], 'Alles')).key;
  });

  describe('keys in the account settings', () => {
    it('shows a new key once, keeps only its hash, lists it without the key, notes its use and revokes it at once', async () => {
      const made = await makeKey(owner, ['events:read'], '  Zapier  ');
      expect(made).toEqual({ id: expect.any(String), name: 'Zapier', scopes: ['events:read'], prefix: made.key.slice(0, 12), key: expect.stringMatching(KEY_SHAPE), createdAt: expect.any(String) });
      const [row] = await suite.t.dataSource.query('SELECT * FROM api_keys WHERE id = $1', [made.id]);
      expect(row.key_hash).toBe(createHash('sha256').update(made.key).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(made.key);

      const listed = await owner.get('/api/account/api-keys').expect(200);
      expect(listed.body.find((k: { id: string }) => k.id === made.id)).toEqual({
        id: made.id,
        name: 'Zapier',
        scopes: ['events:read'],
        prefix: made.prefix,
        createdAt: made.createdAt,
        createdBy: ownerAccount.name,
        lastUsedAt: null,
      });
      expect(listed.text).not.toContain(made.key);
      expect(listed.text).not.toContain(row.key_hash);

      await v1(made.key, '/api/v1/events').expect(200);
      const used = (await owner.get('/api/account/api-keys').expect(200)).body.find((k: { id: string }) => k.id === made.id);
      expect(used.lastUsedAt).toEqual(expect.any(String));
      // at most once a minute: the next use within it writes nothing
      await suite.t.dataSource.query(`UPDATE api_keys SET last_used_at = last_used_at - interval '30 seconds' WHERE id = $1`, [made.id]);
      const [before] = await suite.t.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = $1', [made.id]);
      await v1(made.key, '/api/v1/events').expect(200);
      const [after] = await suite.t.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = $1', [made.id]);
      expect(after.last_used_at).toEqual(before.last_used_at);

      await owner.delete(`/api/account/api-keys/${made.id}`).expect(204);
      const refused = await v1(made.key, '/api/v1/events').expect(401);
      expect(refused.body).toEqual({ statusCode: 401, code: 'API_KEY_INVALID', message: expect.any(String) });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await owner.get('/api/account/api-keys').expect(200)).body.map((k: { id: string }) => k.id)).not.toContain(made.id);
      expect((await owner.delete(`/api/account/api-keys/${made.id}`).expect(404)).body.code).toBe('API_KEY_NOT_FOUND');

      const audit = await suite.t.dataSource.query(
        `SELECT action, subject, details FROM account_audit_entries WHERE subject = $1 ORDER BY created_at, action`,
        [`Zapier (${made.prefix}…)`],
      );
      expect(audit).toEqual([
        { action: 'api_key.created', subject: `Zapier (${made.prefix}…)`, details: { scopes: ['events:read'] } },
        { action: 'api_key.revoked', subject: `Zapier (${made.prefix}…)`, details: {} },
      ]);
    });

    it.each([
      ['an empty name', { name: '   ', scopes: ['events:read'] }, 'name'],
      ['a name over 60 characters', { name: 'x'.repeat(61), scopes: ['events:read'] }, 'name'],
      ['a control character', { name: 'Zap\u0007ier', scopes: ['events:read'] }, 'name'],
      ['no scope', { name: 'Zapier', scopes: [] }, 'scopes'],
      ['an unknown scope', { name: 'Zapier', scopes: ['leads:delete'] }, 'scopes'],
      ['a scope twice', { name: 'Zapier', scopes: ['leads:read', 'leads:read'] }, 'scopes'],
      ['scopes that are no list', { name: 'Zapier', scopes: 'leads:read' }, 'scopes'],
    ])('refuses %s with a German message', async (_case, body, field) => {
      const res = await owner.post('/api/account/api-keys', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: expect.any(String) } });
      expect(res.body.errors[field]).toMatch(/[äöüß]|Bitte|darf|Jede/);
    });

    it('keeps at most 20 active keys per account (409 API_KEYS_TOO_MANY); a revoked one makes room', async () => {
      const made: string[] = [];
      for (let i = 0; i < 20; i += 1) made.push((await makeKey(stranger, ['events:read'])).id);
      const refused = await stranger.post('/api/account/api-keys', { name: 'Nummer 21', scopes: ['events:read'] });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('API_KEYS_TOO_MANY');
      await stranger.delete(`/api/account/api-keys/${made[0]}`).expect(204);
      await makeKey(stranger, ['events:read'], 'Nummer 21');
      for (const id of made.slice(1)) await stranger.delete(`/api/account/api-keys/${id}`).expect(204);
    });

    it('is for owners and managers: staff get 403 FORBIDDEN_ROLE; another account cannot see or revoke a key', async () => {
      const key = await makeKey(manager, ['leads:read'], 'Vom Manager');
      for (const res of [
        await staff.get('/api/account/api-keys'),
        await staff.post('/api/account/api-keys', { name: 'Stand', scopes: ['leads:read'] }),
        await staff.delete(`/api/account/api-keys/${key.id}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN_ROLE');
      }
      expect((await stranger.get('/api/account/api-keys').expect(200)).body.map((k: { id: string }) => k.id)).not.toContain(key.id);
      expect((await stranger.delete(`/api/account/api-keys/${key.id}`).expect(404)).body.code).toBe('API_KEY_NOT_FOUND');
      expect((await owner.delete('/api/account/api-keys/not-a-uuid').expect(404)).body.code).toBe('API_KEY_NOT_FOUND');
      await v1(key.key, '/api/v1/leads').expect(200);
    });
  });

  describe('the bearer check', () => {
    it.each([
      ['no header', undefined],
      ['another scheme', 'Basic Zm9vOmJhcg=='],
      ['a bearer that is no key', 'Bearer flk_short'],
      ['an empty bearer', 'Bearer '],
    ])('answers %s with 401 API_KEY_MISSING and WWW-Authenticate', async (_case, header) => {
      const req = request(server()).get('/api/v1/events').set('X-Forwarded-For', nextIp());
      const res = await (header === undefined ? req : req.set('Authorization', header));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'API_KEY_MISSING', message: expect.stringContaining('Authorization: Bearer') });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    });

    it('answers an unknown key with 401 API_KEY_INVALID', async () => {
      const res = await v1(`flk_${'A'.repeat(43)}`, '/api/v1/events').expect(401);
      expect(res.body.code).toBe('API_KEY_INVALID');
    });

    it('refuses a route outside the key’s scopes with 403 API_KEY_SCOPE_MISSING, with the limit headers', async () => {
      const events = await makeKey(owner, ['events:read']);
      const reader = await makeKey(owner, ['leads:read']);
      const res = await v1(events.key, '/api/v1/leads').expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'API_KEY_SCOPE_MISSING', message: expect.stringContaining('leads:read') });
      expectLimitHeaders(res);
      await v1(events.key, `/api/v1/leads/${await leadIdOf(email('anna'))}`).expect(403);
      expect((await patch(reader.key, `/api/v1/leads/${await leadIdOf(email('anna'))}`, { rating: 'hot' }).expect(403)).body.code).toBe('API_KEY_SCOPE_MISSING');
      expect((await v1(reader.key, '/api/v1/events').expect(403)).body.code).toBe('API_KEY_SCOPE_MISSING');
    });

    it('ignores the session cookie: a signed-in browser without a key gets 401, and a key needs no CSRF token', async () => {
      const me = await owner.get('/api/auth/me').expect(200);
      expect(me.body.email).toBe(ownerAccount.email); // the cookie is a live session
      const cookie = cookieHeader(owner);
      const withCookie = await request(server()).get('/api/v1/events').set('Cookie', cookie).set('X-Forwarded-For', owner.ip);
      expect(withCookie.status).toBe(401);
      expect(withCookie.body.code).toBe('API_KEY_MISSING');
      expect(withCookie.headers['set-cookie']).toBeUndefined();

      // every state-changing route of the public API: a cross-site request that carries only the
      // session cookie is refused for the missing key (401), not by the CSRF check (403): no cookie counts there
      const leadId = await leadIdOf(email('anna'));
      const writes = routeTable(suite.t.app).filter((r) => r.path.startsWith('v1/') && r.method !== 'GET');
      expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['PATCH v1/leads/:id']);
      for (const route of writes) {
        const path = `/api/${route.path.replace(':id', leadId)}`;
        const forged = await request(server())[route.method.toLowerCase() as 'patch'](path)
          .set('Cookie', cookie)
          .set('Origin', 'https://evil.example')
          .set('X-Forwarded-For', owner.ip)
          .send({ rating: 'cold' });
        expect({ path, status: forged.status, code: forged.body.code }).toEqual({ path, status: 401, code: 'API_KEY_MISSING' });
        // the key alone, from another site, without any token: it is the only proof asked for
        const keyed = await request(server())[route.method.toLowerCase() as 'patch'](path)
          .set('Authorization', `Bearer ${fullKey}`)
          .set('Origin', 'https://evil.example')
          .set('X-Forwarded-For', nextIp())
          .send({ rating: 'warm' });
        expect(keyed.status).toBe(200);
      }
      const [lead] = await suite.t.dataSource.query('SELECT rating FROM leads WHERE id = $1', [leadId]);
      expect(lead.rating).toBe('warm');
    });
  });

  describe('rate limits', () => {
    it('counts per key (300 a minute, 429 RATE_LIMITED with Retry-After), tells what is left on every answer, and another key is unaffected', async () => {
      const busy = await makeKey(owner, ['events:read']);
      const calm = await makeKey(owner, ['events:read']);
      const first = await v1(busy.key, '/api/v1/events').expect(200);
      expectLimitHeaders(first);
      expect(first.headers.ratelimit).toMatch(/^"per-key";r=299;t=(60|59)$/);
      // the key's count in the throttler storage, as 298 more requests would leave it
      const storage = suite.t.app.get<ThrottlerStorage>(getStorageToken());
      const { limit, ttl } = RATE_LIMITS.apiKey;
      for (let i = 0; i < 298; i += 1) await storage.increment(apiKeyLimitKey(busy.id), ttl, limit, ttl, API_KEY_THROTTLER);
      const last = await v1(busy.key, '/api/v1/events').expect(200);
      expect(last.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
      const refused = await v1(busy.key, '/api/v1/events').expect(429);
      expect(refused.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectLimitHeaders(refused);
      expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=[1-9]\d*$/);
      await v1(calm.key, '/api/v1/events').expect(200);
    });

    it('leaves a request with a key out of the per-address limit, which still counts one without', async () => {
      const key = await makeKey(owner, ['events:read']);
      const ip = nextIp();
      const storage = suite.t.app.get<ThrottlerStorage>(getStorageToken());
      const { limit, ttl } = RATE_LIMITS.default;
      const addressKey = `PublicApiController-listEvents-default-${ip}-`;
      for (let i = 0; i < limit; i += 1) await storage.increment(addressKey, ttl, limit, ttl, 'default');
      await v1(key.key, '/api/v1/events', ip).expect(200);
      const without = await v1(undefined, '/api/v1/events', ip);
      expect(without.status).toBe(429);
    });
  });

  describe('events and leads', () => {
    it('lists the account’s events, newest first, nothing of another account', async () => {
      const res = await v1(fullKey, '/api/v1/events').expect(200);
      expectLimitHeaders(res);
      expect(res.body).toEqual([
        { id: shop.id, name: 'Pop-up Store', slug: shop.slug, status: 'active', formUrl: `http://localhost:3999/form/${ownerAccount.companySlug}/${shop.slug}`, createdAt: expect.any(String) },
        { id: fair.id, name: 'Hannover Messe', slug: fair.slug, status: 'active', formUrl: `http://localhost:3999/form/${ownerAccount.companySlug}/${fair.slug}`, createdAt: expect.any(String) },
      ]);
    });

    it('lists leads newest first in the public shape, with the event’s labels, and nothing of another account', async () => {
      const res = await v1(fullKey, '/api/v1/leads').expect(200);
      expectLimitHeaders(res);
      expect(res.headers['x-leads-cursor']).toMatch(/^s2\./);
      expect(res.headers.link).toBeUndefined();
      const emails = res.body.map((l: PublicLead) => l.email);
      expect(emails).toEqual(expect.arrayContaining([email('anna'), email('bernd'), email('carla')]));
      expect(emails).not.toContain(email('fremd'));
      expect(res.body.map((l: PublicLead) => l.id)).not.toContain(strangerLeadId);
      const carla = res.body.find((l: PublicLead) => l.email === email('carla'));
      expect(carla).toEqual({
        id: await leadIdOf(email('carla')),
        eventId: fair.id,
        eventName: 'Hannover Messe',
        status: 'pending',
        name: 'Carla Cramer',
        email: email('carla'),
        answers: [
          { label: 'Firma', value: '' },
          { label: 'Telefon', value: '0511 1234' },
        ],
        rating: null,
        tags: [],
        source: 'form',
        createdAt: expect.any(String),
        confirmedAt: null,
        updatedAt: carla.createdAt,
      });
      const bernd = res.body.find((l: PublicLead) => l.email === email('bernd'));
      expect(bernd).toMatchObject({ eventName: 'Pop-up Store', status: 'confirmed', answers: [], confirmedAt: expect.any(String) });

      const one = await v1(fullKey, `/api/v1/leads/${carla.id}`).expect(200);
      expect(one.body).toEqual(carla);
      expectLimitHeaders(one);
    });

    it('filters by event and status, and refuses unknown parameters and the desk’s rules', async () => {
      const onlyShop = await v1(fullKey, `/api/v1/leads?eventId=${shop.id}`).expect(200);
      expect(onlyShop.body.map((l: PublicLead) => l.email)).toEqual([email('bernd')]);
      const pending = await v1(fullKey, `/api/v1/leads?status=pending&eventId=${fair.id}`).expect(200);
      expect(pending.body.every((l: PublicLead) => l.status === 'pending')).toBe(true);
      expect((await v1(fullKey, `/api/v1/leads?eventId=${strangerEvent.id}`).expect(404)).body.code).toBe('EVENTS_NOT_FOUND');
      expect((await v1(fullKey, '/api/v1/leads?limit=201').expect(400)).body.code).toBe('LEADS_QUERY_LIMIT');
      expect((await v1(fullKey, '/api/v1/leads?status=erased').expect(400)).body.code).toBe('LEADS_QUERY_STATUS');
      const unknown = await v1(fullKey, '/api/v1/leads?q=anna').expect(400);
      expect(unknown.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { q: expect.any(String) } });
      expectLimitHeaders(unknown);
    });

    it('answers another account’s lead, an unknown id and a malformed one with the desk’s 404', async () => {
      for (const id of [strangerLeadId, randomUUID(), 'nope']) {
        const res = await v1(fullKey, `/api/v1/leads/${id}`).expect(404);
        expect(res.body.code).toBe('LEADS_NOT_FOUND');
        expectLimitHeaders(res);
        expect((await patch(fullKey, `/api/v1/leads/${id}`, { rating: 'hot' }).expect(404)).body.code).toBe('LEADS_NOT_FOUND');
      }
      const [stranger] = await suite.t.dataSource.query('SELECT rating FROM leads WHERE id = $1', [strangerLeadId]);
      expect(stranger.rating).toBeNull();
    });

    it('pages newest first by cursor while new leads arrive: none twice, none of those there at the start missed', async () => {
      const paged = await createEvent(owner, { name: 'Seitenmesse', doubleOptIn: false });
      paged.companySlug = ownerAccount.companySlug;
      for (let i = 0; i < 5; i += 1) await submit(paged, { email: email(`page${i}`), name: `Seite ${i}` }).expect(201);
      const atStart = (await suite.t.dataSource.query('SELECT id FROM leads WHERE event_id = $1 ORDER BY created_at DESC, id DESC', [paged.id])).map((r: { id: string }) => r.id);

      const seen: string[] = [];
      let next: string | undefined = `/api/v1/leads?eventId=${paged.id}&limit=2`;
      let pages = 0;
      while (next) {
        const res = await v1(fullKey, next).expect(200);
        seen.push(...res.body.map((l: PublicLead) => l.id));
        pages += 1;
        // a lead arrives between two pages
        await submit(paged, { email: email(`late${pages}`), name: `Spät ${pages}` }).expect(201);
        const link = res.headers.link as string | undefined;
        if (!link) break;
        const match = /^<http:\/\/localhost:3999(\/api\/v1\/leads\?[^>]+)>; rel="next"$/.exec(link);
        expect(match).not.toBeNull();
        expect(match![1]).toContain('limit=2');
        next = match![1];
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(atStart);
    });

    it('answers only what changed after `since`: 200 [] when nothing did, new and qualified leads, and erased ones as removed', async () => {
      const first = await v1(fullKey, `/api/v1/leads?eventId=${fair.id}`).expect(200);
      const cursor = first.headers['x-leads-cursor'] as string;
      const nothing = await v1(fullKey, `/api/v1/leads?eventId=${fair.id}&since=${cursor}`).expect(200);
      expect(nothing.body).toEqual([]);
      expect(nothing.headers['x-leads-cursor']).toMatch(/^s2\./);

      const anna = await leadIdOf(email('anna'));
      const carla = await leadIdOf(email('carla'));
      await owner.patch(`/api/leads/${anna}`, { tags: ['Messe'] }).expect(200);
      await submit(fair, { email: email('dora'), name: 'Dora' }).expect(201);
      await owner.post(`/api/leads/${carla}/erase`, { reason: 'test-entry' }).expect(200);

      const changes = await v1(fullKey, `/api/v1/leads?eventId=${fair.id}&since=${cursor}`).expect(200);
      const byId = new Map(changes.body.map((l: PublicLead) => [l.id, l]));
      expect(byId.get(anna)).toMatchObject({ tags: ['Messe'], email: email('anna') });
      expect(byId.get(await leadIdOf(email('dora')))).toMatchObject({ email: email('dora'), status: 'pending' });
      expect(byId.get(carla)).toEqual({ id: carla, removed: true });
      expect(changes.body).toHaveLength(3);
      const annaLead = byId.get(anna) as PublicLead;
      expect(new Date(annaLead.updatedAt).getTime()).toBeGreaterThan(new Date(annaLead.createdAt).getTime());

      // erased: gone from the list and the detail, and cannot be qualified
      const list = await v1(fullKey, '/api/v1/leads?limit=200').expect(200);
      expect(list.body.map((l: PublicLead) => l.id)).not.toContain(carla);
      expect((await v1(fullKey, `/api/v1/leads/${carla}`).expect(404)).body.code).toBe('LEADS_NOT_FOUND');
      expect((await patch(fullKey, `/api/v1/leads/${carla}`, { rating: 'hot' }).expect(404)).body.code).toBe('LEADS_NOT_FOUND');

      const later = changes.headers['x-leads-cursor'] as string;
      expect((await v1(fullKey, `/api/v1/leads?eventId=${fair.id}&since=${later}`).expect(200)).body).toEqual([]);
    });

    it('qualifies a lead (rating, tags) as the key, which the lead’s timeline names', async () => {
      const key = await makeKey(owner, ['leads:write', 'leads:read'], 'CRM-Abgleich');
      const bernd = await leadIdOf(email('bernd'));
      const res = await patch(key.key, `/api/v1/leads/${bernd}`, { rating: 'hot', tags: ['Rückruf', ' rückruf ', 'VIP'] }).expect(200);
      expectLimitHeaders(res);
      expect(res.body).toMatchObject({ id: bernd, rating: 'hot', tags: ['Rückruf', 'VIP'], eventName: 'Pop-up Store' });
      expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(res.body.createdAt).getTime());

      const facts = await suite.t.dataSource.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND type = 'LeadQualified' ORDER BY version DESC LIMIT 1`, [bernd]);
      expect(facts[0].data.actor).toEqual({ kind: 'api-key', keyId: key.id, name: 'CRM-Abgleich' });
      const detail = await owner.get(`/api/leads/${bernd}`).expect(200);
      const entry = detail.body.timeline.at(-1);
      expect(entry).toMatchObject({ type: 'LeadQualified', by: { kind: 'api-key', name: 'CRM-Abgleich' } });
      expect(entry.label).toContain('über API-Schlüssel „CRM-Abgleich“');

      // null clears, what is left out stays
      const cleared = await patch(key.key, `/api/v1/leads/${bernd}`, { rating: null }).expect(200);
      expect(cleared.body).toMatchObject({ rating: null, tags: ['Rückruf', 'VIP'] });
    });

    it.each([
      ['an unknown field', { rating: 'hot', note: 'geheim' }, 'note'],
      ['a wrong rating', { rating: 'lauwarm' }, 'rating'],
      ['a rating of the wrong type', { rating: 5 }, 'rating'],
      ['tags that are no list', { tags: 'VIP' }, 'tags'],
      ['too many tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_case, body, field) => {
      const anna = await leadIdOf(email('anna'));
      const [before] = await suite.t.dataSource.query('SELECT version FROM leads WHERE id = $1', [anna]);
      const res = await patch(fullKey, `/api/v1/leads/${anna}`, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', errors: { [field]: expect.any(String) } });
      expectLimitHeaders(res);
      const [after] = await suite.t.dataSource.query('SELECT version FROM leads WHERE id = $1', [anna]);
      expect(after.version).toBe(before.version);
    });
  });
});
