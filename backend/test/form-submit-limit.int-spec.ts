import { randomUUID } from 'node:crypto';
import { registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { apiWithSmtpSink, nextIp, type TestClient } from './support/test-app';

const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.';

/**
 * The public form's submit limit: 30 a minute per client address and form, counted once across
 * the form's four submit routes (the API's and the page's, by company and event slug or by the
 * event slug alone), not 30 per route. Without REDIS_URL the count lives in the process's memory;
 * shared-limits.int-spec.ts runs the same across two replicas on one Redis.
 */
describe('one submit limit per address and form, whatever the route', () => {
  const suite = apiWithSmtpSink();
  let account: NewAccount;
  let form: EventJson;
  let otherForm: EventJson;

  beforeAll(async () => {
    const organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    const login = await organiser.post('/api/auth/login', account).expect(200);
    // the first event is free and takes 10 leads; the paid ones take every submit
    await createEvent(organiser);
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 2 WHERE id IN (SELECT account_id FROM account_members WHERE user_id = $1 AND role = 'owner')`, [login.body.user.id]);
    form = await createEvent(organiser, { name: 'Messe mit vier Wegen' });
    otherForm = await createEvent(organiser, { name: 'Nachbarmesse' });
  });

  /** The four ways to submit one form: the API and the page post, each by both spellings of the form's address. */
  function submitVia(route: number, client: TestClient, event: EventJson) {
    const email = `vier-wege-${randomUUID().slice(0, 8)}@example.com`;
    const token = formToken(suite.t, event.id);
    const byCompany = `${account.companySlug}/${event.slug}`;
    switch (route % 4) {
      case 0:
        return client.post(`/api/form/${byCompany}/submit`, { email, consent: true, formToken: token });
      case 1:
        return client.post(`/api/form/${event.slug}/submit`, { email, consent: true, formToken: token });
      default: {
        // the page's form without a script: urlencoded, the page's Origin, no XSRF header
        const path = route % 4 === 2 ? `/form/${byCompany}` : `/form/${event.slug}`;
        return client.agent.post(path).set('X-Forwarded-For', client.ip).set('Origin', process.env.APP_URL!).set('Accept', 'text/html').type('form').send({ email, consent: 'on', formToken: token, submissionId: randomUUID() });
      }
    }
  }

  it('refuses the 31st submit of one address to one form within a minute, spread over its four routes, with 429 in German; another address and another form still submit', async () => {
    const visitor = suite.t.client(nextIp());
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await submitVia(i, visitor, form)).status);
    // the API answers 201, the page post 303 to the next page: every one stored
    expect(statuses).toEqual(Array.from({ length: 30 }, (_, i) => (i % 4 < 2 ? 201 : 303)));
    const [{ n }] = await suite.t.dataSource.query('SELECT count(*)::int AS n FROM leads WHERE event_id = $1', [form.id]);
    expect(n).toBe(30);

    for (let route = 0; route < 4; route += 1) {
      const refused = await submitVia(route, visitor, form);
      expect({ route, status: refused.status }).toEqual({ route, status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      if (route < 2) expect(refused.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: TOO_MANY_REQUESTS });
      else expect(refused.text).toContain(TOO_MANY_REQUESTS);
    }

    await submitVia(0, suite.t.client(nextIp()), form).expect(201);
    await submitVia(1, visitor, otherForm).expect(201);
    await submitVia(2, visitor, otherForm).expect(303);
  }, 60_000);
});
