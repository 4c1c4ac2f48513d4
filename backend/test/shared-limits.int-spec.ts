import { INestApplicationContext } from '@nestjs/common';
import { CookieAccessInfo } from 'cookiejar';
import request from 'supertest';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { connectionNames, deleteKeys, REDIS_URL, redisAvailable } from './support/redis';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, createTestWorker, nextIp, TestApp, TestClient, uniqueBullPrefix } from './support/test-app';

const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.';
const WRONG = 'E-Mail-Adresse oder Passwort ist falsch.';

/**
 * Two API replicas behind a balancer that alternates between them: same database, same Redis,
 * same key prefix. A visitor or an attacker meets the same limits as with one API, and what one
 * replica keeps in memory does not hide what came in through the other.
 */
describe('two API replicas on one database and one Redis', () => {
  const sink = new SmtpSink();
  const prefix = uniqueBullPrefix();
  let replicas: TestApp[] = [];
  let worker: INestApplicationContext;
  let enabled = false;
  let account: NewAccount;
  let organiser: TestClient;
  let event: EventJson;

  beforeAll(async () => {
    enabled = await redisAvailable();
    if (!enabled) return;
    await sink.start();
    const options = { smtpUrl: sink.url, redisUrl: REDIS_URL, bullPrefix: prefix };
    replicas = [await createTestApp(options), await createTestApp(options)];
    worker = await createTestWorker(options);
    organiser = replicas[0].client();
    account = await registerAndVerify(organiser, sink);
    await organiser.post('/api/auth/login', account).expect(200);
    // the first event is free and takes 10 leads; the second, paid with a credit, takes every submit
    await createEvent(organiser);
    await replicas[0].dataSource.query(`UPDATE accounts SET event_credits = 1 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { name: 'Messe mit zwei Servern' });
  }, 30_000);
  afterAll(async () => {
    if (!enabled) return;
    await worker?.close();
    for (const replica of replicas) await replica.close();
    await sink.stop();
    await deleteKeys(`${prefix}:*`);
  });

  /** One client address whose requests the balancer sends to each replica in turn. */
  function balanced(ip = nextIp()): (i: number) => TestClient {
    const clients = replicas.map((replica) => replica.client(ip));
    return (i) => clients[i % clients.length];
  }

  it('answers the 11th login attempt a minute from one address with 429, whichever replica takes it', async () => {
    if (!enabled) return;
    const via = balanced();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // a new unknown address each time, so the per-account throttle stays out of it
      const res = await via(i).post('/api/auth/login', { email: `rate-${i}-${prefix}@example.com`, password: 'falsch' });
      statuses.push(res.status);
      if (i < 10) expect(res.body.message).toBe(WRONG);
      else expect(res.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS });
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  }, 30_000);

  it('refuses the 31st submit a minute from one address on one form, whichever replica and whichever of the form’s four routes takes it', async () => {
    if (!enabled) return;
    const via = balanced();
    /** API and page post, each by company and event slug and by the event slug alone. */
    const submit = (i: number) => {
      const client = via(i);
      const email = `besuch-${i}-${prefix}@example.com`;
      const token = formToken(replicas[0], event.id);
      if (i % 4 === 0) return client.post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: token });
      if (i % 4 === 1) return client.post(`/api/form/${event.slug}/submit`, { email, consent: true, formToken: token });
      const page = i % 4 === 2 ? `/form/${account.companySlug}/${event.slug}` : `/form/${event.slug}`;
      return client.agent.post(page).set('X-Forwarded-For', client.ip).set('Origin', process.env.APP_URL!).set('Accept', 'application/json').type('form').send({ email, consent: 'on', formToken: token });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await submit(i);
      statuses.push(res.status);
      if (i >= 30) expect(res.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS });
    }
    expect(statuses).toEqual([...Array(30).fill(201), 429, 429]);
    // another address on the same network is not held back
    await balanced()(0).post(`/api/form/${event.slug}/submit`, { email: `nachbar-${prefix}@example.com`, consent: true, formToken: formToken(replicas[0], event.id) }).expect(201);
  }, 60_000);

  it('locks an account after 5 wrong passwords spread over both replicas and many addresses, on both', async () => {
    if (!enabled) return;
    const attempt = (i: number, password: string) => replicas[i % 2].client().post('/api/auth/login', { email: account.email, password });
    const wrong = [];
    for (let i = 0; i < 5; i += 1) wrong.push((await attempt(i, `falsch-${i}`)).status);
    expect(wrong).toEqual(Array(5).fill(401));
    for (const i of [0, 1]) {
      const owner = await attempt(i, account.password);
      expect(owner.status).toBe(429);
      expect(owner.body.message).toBe('Zu viele Anmeldeversuche. Bitte warte 15 Minuten und versuche es dann erneut.');
    }
  }, 30_000);

  it('keeps a session made through one replica signed in on the other', async () => {
    if (!enabled) return;
    const session = organiser.agent.jar.getCookie('fairleads.sid', CookieAccessInfo.All);
    const me = await request(replicas[1].app.getHttpServer()).get('/api/auth/me').set('Cookie', `fairleads.sid=${session!.value}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email);
  });

  it('tells a lead desk open on one replica of a lead that came in through the other within 2 s', async () => {
    if (!enabled) return;
    const fromMemory = (res: { headers: Record<string, string> }) => /from memory/.test(res.headers['server-timing'] ?? '');
    let cursor = (await organiser.get(`/api/leads?eventId=${event.id}&limit=1`).expect(200)).headers['x-leads-cursor'];
    // the desk polls until replica 0 answers from memory (mail jobs of earlier submits may still write)
    let poll = await organiser.get(`/api/leads?eventId=${event.id}&since=${cursor}`);
    for (const deadline = Date.now() + 10_000; !fromMemory(poll) && Date.now() < deadline; ) {
      cursor = poll.headers['x-leads-cursor'];
      await new Promise((resolve) => setTimeout(resolve, 50));
      poll = await organiser.get(`/api/leads?eventId=${event.id}&since=${cursor}`);
    }
    expect(fromMemory(poll)).toBe(true);

    const email = `anderer-server-${prefix}@example.com`;
    await replicas[1].client().post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(replicas[1], event.id) }).expect(201);
    const submitted = Date.now();
    let arrived = await organiser.get(`/api/leads?eventId=${event.id}&since=${cursor}`);
    while (arrived.status === 304 && Date.now() - submitted < 2_000) arrived = await organiser.get(`/api/leads?eventId=${event.id}&since=${cursor}`);
    expect(arrived.status).toBe(200);
    expect(arrived.body.map((lead: { email: string }) => lead.email)).toContain(email);
  });

  it('closes its Redis connection for the limits when a replica stops', async () => {
    if (!enabled) return;
    const limitConnections = async () => (await connectionNames()).filter((name) => name === `${prefix}:throttle`).length;
    expect(await limitConnections()).toBe(2);
    await replicas.pop()!.close();
    expect(await limitConnections()).toBe(1);
  });
});
