import { randomUUID } from 'node:crypto';
import { registerAndVerify, NewAccount } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithSmtpSink, TestClient, waitUntil } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A submit that carries a submissionId (issue 18): the phone's retry after a network gap, a
 * double tap, a stand tablet's queue sent twice. However often the same id arrives, the visitor
 * is recorded once, gets one mail, and every answer is the first one's.
 */
describe('idempotent submits (submissionId)', () => {
  const suite = apiWithSmtpSink();
  let account: NewAccount;
  let event: EventJson;
  let freeEvent: EventJson;
  let organiser: TestClient;

  beforeAll(async () => {
    organiser = suite.t.client();
    account = await registerAndVerify(organiser, suite.sink);
    await organiser.post('/api/auth/login', account).expect(200);
    freeEvent = await createEvent(organiser, { name: 'Gratis-Messe', doubleOptIn: true });
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { name: 'Idempotenz-Messe', doubleOptIn: true });
  });

  const submit = (target: EventJson, body: Record<string, unknown>, client = new TestClient(suite.t.app)) =>
    client.post(`/api/form/${account.companySlug}/${target.slug}/submit`, { consent: true, formToken: formToken(suite.t, target.id), ...body });
  const leadsOf = async (eventId: string, email: string): Promise<number> =>
    (
      await suite.t.dataSource.query(
        'SELECT count(*)::int AS n FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE l.event_id = $1 AND p.email = $2',
        [eventId, email],
      )
    )[0].n;
  const factsOf = async (eventId: string): Promise<number> =>
    (await suite.t.dataSource.query('SELECT count(*)::int AS n FROM lead_events WHERE owner_event_id = $1', [eventId]))[0].n;

  it('answers the same submissionId twice in a row with the first answer and records one lead and one DOI mail', async () => {
    const email = `zweimal-${Date.now()}@example.com`;
    const submissionId = randomUUID();
    const first = await submit(event, { email, name: 'Erika', submissionId });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: true });
    await suite.sink.waitFor(email, 1, 5_000);
    // the mail job's own fact (DoiMailSent) is in before counting
    await waitUntil(async () => (await suite.t.dataSource.query(`SELECT 1 FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1 AND l.doi_sent_at IS NOT NULL`, [email])).length === 1, 5_000, 'the DOI mail recorded');
    const facts = await factsOf(event.id);

    // the same submission again (a retry after the answer was lost), even with other values
    const again = await submit(event, { email, name: 'Erika Nochmal', submissionId });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    await pause(1_500);
    expect(await leadsOf(event.id, email)).toBe(1);
    expect(suite.sink.mailsTo(email)).toHaveLength(1);
    // nothing new in the lead's log: no DoiResendRequested, as a repeat of the address would add
    expect(await factsOf(event.id)).toBe(facts);
  });

  for (const kind of ['paid', 'free'] as const) {
    it(`answers 20 simultaneous submits of one submissionId alike on a ${kind} event: one lead, one DOI mail`, async () => {
      const target = kind === 'paid' ? event : freeEvent;
      const email = `zwanzig-${kind}-${Date.now()}@example.com`;
      const submissionId = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(target, { email, name: 'Gleichzeitig', submissionId })));

      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
      for (const res of answers) expect(res.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: true });
      expect(await leadsOf(target.id, email)).toBe(1);
      await suite.sink.waitFor(email, 1, 5_000);
      await pause(2_000);
      expect(suite.sink.mailsTo(email)).toHaveLength(1);
    });
  }

  it('keeps the key per event: the same submissionId on another event is a submission of its own', async () => {
    const submissionId = randomUUID();
    const email = `zwei-events-${Date.now()}@example.com`;
    await submit(event, { email, submissionId }).expect(201);
    await submit(freeEvent, { email, submissionId }).expect(201);
    expect(await leadsOf(event.id, email)).toBe(1);
    expect(await leadsOf(freeEvent.id, email)).toBe(1);
  });

  it('forgets a key after 7 days: the same id is then a new submission, and old keys are purged', async () => {
    const reused = randomUUID();
    const stale = randomUUID();
    const run = Date.now();
    await submit(event, { email: `alt-${run}@example.com`, submissionId: reused }).expect(201);
    await submit(event, { email: `vergessen-${run}@example.com`, submissionId: stale }).expect(201);
    await suite.t.dataSource.query(`UPDATE submission_keys SET created_at = now() - interval '7 days 1 minute' WHERE submission_id IN ($1, $2)`, [reused, stale]);

    await submit(event, { email: `neu-${run}@example.com`, submissionId: reused }).expect(201);
    expect(await leadsOf(event.id, `neu-${run}@example.com`)).toBe(1);
    // the claim of a new key took the expired one with it
    expect(await suite.t.dataSource.query('SELECT 1 FROM submission_keys WHERE submission_id = $1', [stale])).toHaveLength(0);
  });

  it('stores no answer for a refused submit: the corrected repeat with the same id is recorded', async () => {
    const submissionId = randomUUID();
    const email = `korrigiert-${Date.now()}@example.com`;
    const refused = await submit(event, { email, submissionId, consent: false });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Bitte akzeptiere die Datenschutzerklärung, um fortzufahren');
    await submit(event, { email, submissionId }).expect(201);
    expect(await leadsOf(event.id, email)).toBe(1);
  });

  it('refuses a submissionId that is no UUID with a German 400 and records nothing', async () => {
    const email = `kaputt-${Date.now()}@example.com`;
    for (const submissionId of ['abc', 42, '123e4567-e89b-12d3-a456-42661417400Z']) {
      const res = await submit(event, { email, submissionId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Die Kennung der Übermittlung (submissionId) muss eine UUID sein.');
    }
    expect(await leadsOf(event.id, email)).toBe(0);
  });

  it('makes the no-script form post idempotent too: a repeat lands on the first answer’s page, also once the form closed', async () => {
    const closing = await createEvent(organiser, { name: 'Schließt gleich', doubleOptIn: true });
    const submissionId = randomUUID();
    const email = `ohne-skript-${Date.now()}@example.com`;
    const client = new TestClient(suite.t.app);
    // a browser without a script: urlencoded, the page's Origin, no XSRF header
    const post = () =>
      client.agent
        .post(`/form/${account.companySlug}/${closing.slug}`)
        .set('X-Forwarded-For', client.ip)
        .set('Accept', 'text/html')
        .set('Origin', process.env.APP_URL!)
        .type('form')
        .send({ email, consent: 'on', formToken: formToken(suite.t, closing.id), submissionId });
    const first = await post();
    // the answer got lost on the way; the retry comes after the organiser closed the form
    await organiser.post(`/api/events/${closing.id}/archive`).expect(200);
    const again = await post();
    expect(first.status).toBe(303);
    expect(again.status).toBe(303);
    // the same page for the same lead (the receipt in its address is issued anew, with its time)
    const receiptLead = (location: string) => new URL(location, 'http://page').searchParams.get('r')!.split('.')[0];
    expect(again.headers.location.split('?')[0]).toBe(first.headers.location.split('?')[0]);
    expect(receiptLead(again.headers.location)).toBe(receiptLead(first.headers.location));
    expect(await leadsOf(closing.id, email)).toBe(1);
    // a new submission to the closed form is refused
    const fresh = await client.agent.post(`/form/${account.companySlug}/${closing.slug}`).set('X-Forwarded-For', client.ip).set('Accept', 'text/html').set('Origin', process.env.APP_URL!).type('form').send({ email: `neu-${email}`, consent: 'on', formToken: formToken(suite.t, closing.id), submissionId: randomUUID() });
    expect(fresh.status).not.toBe(303);
  });
});
