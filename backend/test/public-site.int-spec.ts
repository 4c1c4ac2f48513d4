import { newAccount, registerAndVerify } from './support/accounts';
import { createEvent, formToken } from './support/events';
import { assertValidSettings } from '../src/config';
import { apiWithSmtpSink, createTestApp, TestApp } from './support/test-app';
import { EventsService } from '../src/modules/events/services/events.service';
import { PUBLIC_STATS_TTL_MS, PublicStatsService } from '../src/modules/insights/services/public-stats.service';

describe('GET /api/public/stats: the landing page counters', () => {
  const suite = apiWithSmtpSink();
  let stats: PublicStatsService;
  /** The cache's clock: moved by hand, so "within a minute" does not depend on how fast the test runs. */
  let now: number;
  const expireCache = () => {
    now += PUBLIC_STATS_TTL_MS;
  };
  const getStats = () => suite.t.client().get('/api/public/stats');

  beforeAll(() => {
    stats = suite.t.app.get(PublicStatsService);
    now = Date.now();
    stats.clock = () => now;
  });

  it('answers the three totals as numbers, cacheable for a minute, without any session', async () => {
    expireCache();
    const res = await getStats();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(Object.keys(res.body).sort()).toEqual(['totalEvents', 'totalLeads', 'totalUsers']);
    for (const value of Object.values(res.body)) expect(Number.isInteger(value) && (value as number) >= 0).toBe(true);
  });

  it('counts a new verified organiser, their event and a lead; not admins or unconfirmed sign-ups; once the minute is over', async () => {
    expireCache();
    const before = (await getStats()).body;

    const organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    const event = await createEvent(organiser, { doubleOptIn: false });
    const lead = await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email: `zaehler-${Date.now()}@example.com`, name: 'Zora Zähler', consent: true, formToken: formToken(suite.t, event.id) });
    expect(lead.status).toBe(201);

    // neither an account that never confirmed its address nor an admin counts as a user
    await suite.t.client().post('/api/auth/register', newAccount()).expect(201);
    const admin = await registerAndVerify(suite.t.client(), suite.sink);
    await suite.t.dataSource.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [admin.email]);

    // still within the minute: the same numbers, although there is more now
    now += PUBLIC_STATS_TTL_MS - 1;
    expect((await getStats()).body).toEqual(before);

    now += 1;
    const after = (await getStats()).body;
    expect(after).toEqual({ totalEvents: before.totalEvents + 1, totalLeads: before.totalLeads + 1, totalUsers: before.totalUsers + 1 });

    // totals only: nothing about the organiser, the event or the visitor
    const text = JSON.stringify(after);
    for (const secret of [account.email, account.name, account.companySlug, event.slug, event.id, 'Zora', 'zaehler']) {
      expect(text).not.toContain(secret);
    }
  });

  it('counts once for many simultaneous visitors and serves them all the same numbers', async () => {
    expireCache();
    const countEvents = jest.spyOn(suite.t.app.get(EventsService), 'countAll');
    try {
      const answers = await Promise.all(Array.from({ length: 15 }, () => getStats()));
      expect(answers.map((res) => res.status)).toEqual(Array(15).fill(200));
      expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
      expect(countEvents).toHaveBeenCalledTimes(1);
    } finally {
      countEvents.mockRestore();
    }
  });

  it('keeps counting an erased lead (anonymously) and an archived event', async () => {
    const organiser = suite.t.client();
    const account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    const event = await createEvent(organiser, { doubleOptIn: false });
    await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email: `weg-${Date.now()}@example.com`, consent: true, formToken: formToken(suite.t, event.id) })
      .expect(201);
    expireCache();
    const before = (await getStats()).body;

    await organiser.post(`/api/events/${event.id}/archive`).expect(200);
    const [lead] = await suite.t.dataSource.query(`SELECT id FROM leads WHERE event_id = $1`, [event.id]);
    await organiser.post(`/api/leads/${lead.id}/erase`, { reason: 'test-entry' }).expect(200);
    expireCache();
    expect((await getStats()).body).toEqual(before);
  });
});

describe('GET /api/public/config: the site settings the SPA needs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the defaults, cacheable for 5 minutes', async () => {
    t = await createTestApp({ env: { DEMO_BOOKING_URL: undefined, ANALYTICS_MEASUREMENT_ID: undefined, SUPPORT_EMAIL: undefined } });
    const res = await t.client().get('/api/public/config');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toEqual({
      demoBookingUrl: 'https://calendly.com/fairleads/demo-15-min',
      analyticsMeasurementId: null,
      operator: {
        name: 'FairLeads GmbH',
        street: 'Musterstraße 1',
        postalCode: '12345',
        city: 'Musterstadt',
        country: 'Deutschland',
        email: 'kontakt@fairleads.de',
        phone: '+49 000 0000000',
        representative: 'Max Mustermann',
        register: 'Amtsgericht Musterstadt, HRB 00000',
        vatId: 'DE000000000',
      },
      retention: { backupDays: 28, deleteDays: 56 },
    });
  });

  it('answers what the settings say', async () => {
    t = await createTestApp({
      env: {
        DEMO_BOOKING_URL: 'https://termine.example.com/fairleads-demo',
        ANALYTICS_MEASUREMENT_ID: 'G-TEST1234',
        OPERATOR_NAME: 'Messe-Leads GmbH',
        OPERATOR_CITY: 'Hamburg',
        OPERATOR_EMAIL: 'impressum@example.com',
        RETENTION_BACKUP_DAYS: '30',
        RETENTION_DELETE_DAYS: '90',
      },
    });
    const res = await t.client().get('/api/public/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      demoBookingUrl: 'https://termine.example.com/fairleads-demo',
      analyticsMeasurementId: 'G-TEST1234',
      operator: { name: 'Messe-Leads GmbH', city: 'Hamburg', email: 'impressum@example.com', street: 'Musterstraße 1' },
      // the privacy policy names this installation's schedule
      retention: { backupDays: 30, deleteDays: 90 },
    });
    delete process.env.RETENTION_BACKUP_DAYS;
    delete process.env.RETENTION_DELETE_DAYS;
  });

  it('does not start with a bad DEMO_BOOKING_URL or ANALYTICS_MEASUREMENT_ID', () => {
    // main.ts checks every setting before Nest starts; a half-started app would keep loading
    // migrations after the test, so the check is called as main.ts calls it
    expect(() => assertValidSettings({ ...process.env, DEMO_BOOKING_URL: 'calendly.com/demo' })).toThrow(
      'Invalid setting DEMO_BOOKING_URL: must be an http(s) URL such as https://calendly.com/fairleads/demo-15-min.',
    );
    expect(() => assertValidSettings({ ...process.env, ANALYTICS_MEASUREMENT_ID: 'UA-1234-5' })).toThrow(
      'Invalid setting ANALYTICS_MEASUREMENT_ID: must be a Google Analytics measurement ID such as G-AB12CD34EF.',
    );
  });

});
