import { randomUUID } from 'node:crypto';
import { FREE_EVENT_LEAD_LIMIT } from '@fairleads/shared/event-rules';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithSmtpSink, TestClient } from './support/test-app';

const NOT_FOUND = { statusCode: 404, code: 'EVENTS_NOT_FOUND', message: 'Event nicht gefunden' };
const NO_CREDIT = { statusCode: 402, code: 'BILLING_NO_EVENT_CREDIT', message: 'Keine Event-Credits verfügbar. Bitte kaufe ein weiteres Event (49 EUR), um das Lead-Limit aufzuheben.' };
const NOT_FREE = { statusCode: 409, code: 'EVENTS_NOT_FREE', message: 'Dieses Event hat kein Lead-Limit.' };
const UPGRADED = 'Das Lead-Limit ist aufgehoben: Dein Event nimmt jetzt unbegrenzt Leads an.';
const LIMIT_REACHED = 'Lead-Limit erreicht';

describe('POST /api/events/{id}/upgrade: one credit lifts the lead cap of the free event', () => {
  const suite = apiWithSmtpSink();

  interface Organiser {
    client: TestClient;
    account: NewAccount;
    userId: string;
    /** The account's first event: free, capped. */
    free: EventJson;
  }

  async function organiser(): Promise<Organiser> {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    const login = await client.post('/api/auth/login', account).expect(200);
    const free = await createEvent(client);
    expect(free.isFirstEvent).toBe(true);
    return { client, account, userId: login.body.user.id, free };
  }

  async function setCredits(o: Organiser, credits: number): Promise<void> {
    await suite.t.dataSource.query(`UPDATE accounts SET event_credits = $2 WHERE id IN (SELECT account_id FROM account_members WHERE user_id = $1 AND role = 'owner')`, [o.userId, credits]);
  }

  async function credits(o: Organiser): Promise<number> {
    const [row] = await suite.t.dataSource.query(`SELECT event_credits FROM accounts WHERE id IN (SELECT account_id FROM account_members WHERE user_id = $1 AND role = 'owner')`, [o.userId]);
    return row.event_credits;
  }

  const upgrade = (o: Organiser, eventId: string) => o.client.post(`/api/events/${eventId}/upgrade`);

  /** A visitor of the public form, each from its own address. */
  const submit = (o: Organiser, event: EventJson, i: number) =>
    suite.t.client().post(`/api/form/${o.account.companySlug}/${event.slug}/submit`, {
      email: `besuch-${i}-${randomUUID().slice(0, 8)}@example.com`,
      consent: true,
      formToken: formToken(suite.t, event.id),
    });

  it('tells the SPA whether the free event is still to be created, so it can ask for payment first', async () => {
    const client = suite.t.client();
    const account = await registerAndVerify(client, suite.sink);
    await client.post('/api/auth/login', account).expect(200);
    expect((await client.get('/api/auth/me').expect(200)).body).toMatchObject({ eventCredits: 0, freeEventAvailable: true });
    const free = await createEvent(client);
    expect((await client.get('/api/auth/me').expect(200)).body).toMatchObject({ eventCredits: 0, freeEventAvailable: false });
    // archiving does not give the free event back
    await client.post(`/api/events/${free.id}/archive`).expect(200);
    expect((await client.get('/api/auth/me').expect(200)).body).toMatchObject({ freeEventAvailable: false });
  });

  it('counts erased leads against the free limit: erasing after an export makes no room for more', async () => {
    const o = await organiser();
    for (let i = 0; i < FREE_EVENT_LEAD_LIMIT; i += 1) await submit(o, o.free, i).expect(201);
    const [{ id: leadId }] = (await o.client.get(`/api/leads?eventId=${o.free.id}`).expect(200)).body as { id: string }[];
    await o.client.post(`/api/leads/${leadId}/erase`, { reason: 'test-entry' }).expect(200);

    const refused = await submit(o, o.free, 10);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(LIMIT_REACHED);
    const view = (await o.client.get(`/api/events/${o.free.id}`).expect(200)).body;
    expect(view).toMatchObject({ leadCount: FREE_EVENT_LEAD_LIMIT - 1, capturedLeadCount: FREE_EVENT_LEAD_LIMIT, leadLimitReached: true });
    const form = await suite.t.client().get(`/api/form/${o.account.companySlug}/${o.free.slug}`).expect(200);
    expect(form.body.leadLimitReached).toBe(true);
  });

  it('spends one credit, keeps slug, QR code and leads, and the form then takes lead 11', async () => {
    const o = await organiser();
    for (let i = 0; i < FREE_EVENT_LEAD_LIMIT; i += 1) await submit(o, o.free, i).expect(201);
    const refused = await submit(o, o.free, 10);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(LIMIT_REACHED);
    const qrBefore = await o.client.get(`/api/events/${o.free.id}/qr?format=svg`).expect(200);
    await setCredits(o, 2);

    const res = await upgrade(o, o.free.id);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(UPGRADED);
    expect(res.body.event).toMatchObject({ id: o.free.id, slug: o.free.slug, formUrl: o.free.formUrl, isFirstEvent: false, leadLimitReached: false, leadCount: 10 });
    // the same view GET answers
    const got = await o.client.get(`/api/events/${o.free.id}`).expect(200);
    expect(res.body.event).toEqual(got.body);
    expect(await credits(o)).toBe(1);
    const qrAfter = await o.client.get(`/api/events/${o.free.id}/qr?format=svg`).expect(200);
    expect(qrAfter.body).toEqual(qrBefore.body);

    await submit(o, o.free, 11).expect(201);
    await submit(o, o.free, 12).expect(201);
    const after = await o.client.get(`/api/events/${o.free.id}`).expect(200);
    expect(after.body).toMatchObject({ leadCount: 12, leadLimitReached: false, isFirstEvent: false });
    const form = await suite.t.client().get(`/api/form/${o.account.companySlug}/${o.free.slug}`).expect(200);
    expect(form.body.leadLimitReached).toBe(false);
  });

  it('answers 402 without a credit and changes nothing', async () => {
    const o = await organiser();
    const res = await upgrade(o, o.free.id);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(NO_CREDIT);
    expect(await credits(o)).toBe(0);
    const got = await o.client.get(`/api/events/${o.free.id}`).expect(200);
    expect(got.body.isFirstEvent).toBe(true);
  });

  it('answers 404 for another organiser’s event, an unknown and a malformed id, and spends nothing', async () => {
    const me = await organiser();
    const other = await organiser();
    await setCredits(me, 1);
    await setCredits(other, 1);
    for (const id of [other.free.id, randomUUID(), 'kein-uuid', '1']) {
      const res = await upgrade(me, id);
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: NOT_FOUND });
    }
    expect(await credits(me)).toBe(1);
    expect(await credits(other)).toBe(1);
    const theirs = await other.client.get(`/api/events/${other.free.id}`).expect(200);
    expect(theirs.body.isFirstEvent).toBe(true);
  });

  it('answers 409 for a paid event and for a second upgrade, without spending a credit', async () => {
    const o = await organiser();
    await setCredits(o, 1);
    const paid = await createEvent(o.client);
    expect(paid.isFirstEvent).toBe(false);
    await setCredits(o, 2);

    const res = await upgrade(o, paid.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(NOT_FREE);
    expect(await credits(o)).toBe(2);

    await upgrade(o, o.free.id).expect(200);
    expect(await credits(o)).toBe(1);
    const again = await upgrade(o, o.free.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(NOT_FREE);
    expect(await credits(o)).toBe(1);
  });

  it('spends exactly one credit under 10 simultaneous upgrades of the same event', async () => {
    const o = await organiser();
    await setCredits(o, 3);
    const results = await Promise.all(Array.from({ length: 10 }, () => upgrade(o, o.free.id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body).toEqual(NOT_FREE);
    expect(await credits(o)).toBe(2);
  });

  it('needs a session and the XSRF token', async () => {
    const o = await organiser();
    await setCredits(o, 1);
    const anonymous = suite.t.client();
    const noSession = await anonymous.post(`/api/events/${o.free.id}/upgrade`);
    expect(noSession.status).toBe(401);
    expect(noSession.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet. Bitte melde dich an.' });
    const noToken = await o.client.agent.post(`/api/events/${o.free.id}/upgrade`).set('X-Forwarded-For', o.client.ip).set('Origin', process.env.APP_URL!);
    expect(noToken.status).toBe(403);
    expect(noToken.body.message).toContain('aus Sicherheitsgründen abgelehnt');
    expect(await credits(o)).toBe(1);
  });
});
