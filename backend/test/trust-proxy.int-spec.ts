import { randomBytes } from 'node:crypto';
import { newAccount, verifyFromDevMailbox } from './support/accounts';
import { createEvent, formToken } from './support/events';
import { createTestApp, TestApp, TestClient } from './support/test-app';

/** Victim addresses of this file only: the per-account login throttle counts across files. */
const RUN = randomBytes(3).toString('hex');

const TOO_MANY = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.';

/**
 * Without TRUST_PROXY nobody is believed: the socket address is the client, whatever
 * X-Forwarded-For says. (The other suites set TRUST_PROXY=loopback to play the balancer.)
 */
describe('TRUST_PROXY unset: the socket address is the client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: undefined } });
  });
  afterAll(async () => {
    await t.close();
    process.env.TRUST_PROXY = 'loopback';
  });

  it('records the socket address in the consent record, not the one a visitor names', async () => {
    const organiser = t.client();
    const account = newAccount();
    await organiser.post('/api/auth/register', account).expect(201);
    await verifyFromDevMailbox(t, organiser, account.email);
    await organiser.post('/api/auth/login', account).expect(200);
    const event = await createEvent(organiser, { doubleOptIn: false });
    for (const [i, forged] of ['203.0.113.50', '198.51.100.51'].entries()) {
      await new TestClient(t.app, forged)
        .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email: `gast-${i}@example.com`, consent: true, formToken: formToken(t, event.id) })
        .expect(201);
    }
    const hashes: { ip_hash: string }[] = await t.dataSource.query(
      `SELECT e.data->>'ipHash' AS ip_hash FROM lead_events e JOIN leads l ON l.id = e.lead_id WHERE l.event_id = $1 AND e.type = 'LeadCaptured'`,
      [event.id],
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0].ip_hash).toBe(hashes[1].ip_hash);
  });

  it('counts logins with made-up X-Forwarded-For addresses as one client', async () => {
    // The organiser above signed in once from this machine: 9 more wrong logins fill the limit of
    // 10 a minute. A different account each time keeps the per-account throttle out of it.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = new TestClient(t.app, `203.0.113.${i + 1}`);
      statuses.push((await client.post('/api/auth/login', { email: `opfer-${RUN}-${i}@example.com`, password: `versuch-${i}` })).status);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    const blocked = await new TestClient(t.app, '198.51.100.99').post('/api/auth/login', { email: `noch-ein-opfer-${RUN}@example.com`, password: 'x' });
    expect(blocked.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY });
  });
});
