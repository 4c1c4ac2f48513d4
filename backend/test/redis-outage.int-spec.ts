import { INestApplicationContext, Logger } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { deleteKeys, findKeys, redisAvailable, redisBehindProxy } from './support/redis';
import { SmtpSink } from './support/smtp-sink';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, createTestWorker, TestApp, TestClient, uniqueBullPrefix, waitUntil } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Redis goes away (the proxy in front of it drops every connection) while visitors submit.
 * What they notice: the answer comes as fast as ever, and the DOI mail arrives soon after
 * Redis is back, once, also for a job that Redis lost with its data. The rate limits, kept in
 * Redis, go on in the API's own memory meanwhile.
 */
describe('a Redis outage during submits (Bull driver, API and worker)', () => {
  const sink = new SmtpSink();
  const bullPrefix = uniqueBullPrefix();
  let proxy: TcpProxy;
  let api: TestApp;
  let worker: INestApplicationContext;
  let enabled = false;
  let account: NewAccount;
  let event: EventJson;

  beforeAll(async () => {
    enabled = await redisAvailable();
    if (!enabled) return;
    let redisUrl: string;
    ({ proxy, url: redisUrl } = await redisBehindProxy());
    await sink.start();
    const options = { smtpUrl: sink.url, redisUrl, bullPrefix };
    api = await createTestApp(options);
    worker = await createTestWorker(options);
    const organiser = api.client();
    account = await registerAndVerify(organiser, sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser, { name: 'Messe im Sturm', doubleOptIn: true });
  }, 90_000); // an API, a worker and a sign-up behind the proxy: slower than 30 s once on a loaded CI machine
  afterEach(async () => {
    if (!enabled) return;
    proxy.thaw(); // a test that failed during its outage leaves Redis reachable
    await proxy.up();
  });
  afterAll(async () => {
    if (!enabled) return;
    await worker?.close();
    await api?.close();
    await sink.stop();
    await proxy.down();
    await deleteKeys(`${bullPrefix}:*`);
  }, 60_000);

  /** A visitor whose page is loaded already (it holds its XSRF cookie): only the submit is timed. */
  const visitor = async () => {
    const client = new TestClient(api.app);
    await client.ensureXsrf();
    return (email: string) => client.post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, consent: true, formToken: formToken(api, event.id) });
  };

  it('answers submits at once while Redis is down and sends each DOI mail once within 30 s after it returns', async () => {
    if (!enabled) return;
    const emails = [1, 2, 3].map((i) => `ausfall-${i}-${Date.now()}@example.com`);
    const visitors = await Promise.all(emails.map(() => visitor()));
    await proxy.down();
    for (const [i, email] of emails.entries()) {
      const started = Date.now();
      const res = await visitors[i](email);
      expect(res.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_000); // it waited 2 s for Redis before
    }
    await pause(3_000); // the outage goes on for a while
    expect(emails.flatMap((email) => sink.mailsTo(email))).toHaveLength(0);

    await proxy.up();
    const deadline = Date.now() + 30_000;
    for (const email of emails) await sink.waitFor(email, 1, deadline - Date.now());
    await pause(2_000);
    for (const email of emails) expect(sink.mailsTo(email)).toHaveLength(1);
  }, 60_000);

  it('delivers a mail whose job Redis lost with its data within 30 s after Redis returns', async () => {
    if (!enabled) return;
    const mailQueue = api.app.get<Queue>(getQueueToken('mail'));
    await mailQueue.pause(); // the job waits in Redis instead of being taken at once
    const email = `verloren-${Date.now()}@example.com`;
    const submit = await visitor();
    expect((await submit(email)).status).toBe(201);
    await waitUntil(
      async () => (await api.dataSource.query(`SELECT 1 FROM outbox_messages WHERE payload->>'to' = $1 AND dispatched_at IS NOT NULL`, [email])).length === 1,
      5_000,
      'the hand-over to Redis',
    );
    await pause(500);
    expect(sink.mailsTo(email)).toHaveLength(0);

    // Redis dies and comes back empty (no append-only file): the job and the pause are gone
    await proxy.down();
    await deleteKeys(`${bullPrefix}:*`);
    await proxy.up();
    await sink.waitFor(email, 1, 30_000);
    await pause(2_000);
    expect(sink.mailsTo(email)).toHaveLength(1);
  }, 60_000);

  describe('rate limits', () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    const outageWarnings = () => warnings.mock.calls.filter(([message]) => String(message).includes('rate limits are counted per process'));
    afterAll(() => warnings.mockRestore());

    /** A sign-in with a wrong password for an unknown address (the per-account throttle stays out of it). */
    const wrongLogin = (client: TestClient) => client.post('/api/auth/login', { email: `niemand-${Date.now()}-${Math.random()}@example.com`, password: 'falsch' });
    /** Whether an address's sign-ins are counted in Redis, under this run's prefix. */
    const countedInRedis = async (client: TestClient) => (await findKeys(`${bullPrefix}:throttle:*-${client.ip}-*`)).length > 0;

    /**
     * Counts are in Redis; then `cut` takes it away while one address tries 12 sign-ins, each
     * answered within a second; then `restore` brings it back and counts go to Redis again.
     */
    async function signInsDuring(cut: () => Promise<void> | void, restore: () => Promise<unknown> | void): Promise<number[]> {
      const before = api.client();
      await wrongLogin(before).expect(401);
      expect(await countedInRedis(before)).toBe(true);

      const attacker = api.client();
      await attacker.ensureXsrf(); // its page is loaded already: the health check behind it waits for Redis
      warnings.mockClear();
      await cut();
      const answers: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const started = Date.now();
        const res = await wrongLogin(attacker);
        expect(Date.now() - started).toBeLessThan(1_000);
        answers.push(res.status);
        if (res.status === 429) expect(res.body.message).toBe('Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.');
      }
      expect(outageWarnings()).toHaveLength(1); // one per outage, not one per request

      await restore();
      const after = api.client();
      await waitUntil(async () => (await wrongLogin(after)).status === 401 && (await countedInRedis(after)), 5_000, 'counts in Redis again');
      return answers;
    }

    it('answers sign-ins as usual while Redis is down, still refuses the 11th a minute from one address, and counts in Redis again once it is back', async () => {
      if (!enabled) return;
      const answers = await signInsDuring(
        () => proxy.down(),
        () => proxy.up(),
      );
      expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
    }, 30_000);

    it('answers sign-ins within a second while Redis hangs (connections open, no answers), still refusing the 11th', async () => {
      if (!enabled) return;
      const answers = await signInsDuring(
        () => proxy.freeze(),
        () => proxy.thaw(),
      );
      expect(answers).toEqual([...Array(10).fill(401), 429, 429]);
    }, 30_000);
  });
});
