import { randomBytes } from 'node:crypto';
import { WEBHOOK_FACTS, type WebhookPayload } from '@fairleads/shared/webhooks';
import { Webhook } from 'standardwebhooks';
import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { WebhookPublisher } from '../src/modules/webhooks';
import { WebhookSender } from '../src/modules/webhooks/services/webhook-sender.service';
import type { NewAccount } from './support/accounts';
import { devMailsTo, devOrganiser } from './support/dev-mailbox';
import { createEvent } from './support/events';
import { pause, submit, uid } from './support/retention';
import { createTestApp, TestApp, TestClient, waitUntil } from './support/test-app';
import { ReceivedWebhook, WebhookReceiver } from './support/webhook-receiver';
import { signInAsPlatformAdmin } from './support/second-factor';

const ADMIN_EMAIL = 'webhooks-admin@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-123';

/*
 * Signed webhooks to the organiser's CRM (issue 19), against a receiver on 127.0.0.1 that the
 * test-only setting WEBHOOK_ALLOW_HOSTS lets through the SSRF-safe client. Jobs run with the
 * inline driver and the real outbox runner; a retry is brought forward on its outbox row, as
 * the outbox tests do, instead of waiting for its backoff.
 */
describe('signed webhooks to the CRM', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}`, ADMIN_EMAIL, ADMIN_PASSWORD } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  interface Organiser {
    client: TestClient;
    account: NewAccount;
  }

  let paths = 0;
  const newPath = () => `/crm-${(paths += 1)}`;

  async function addEndpoint(o: Organiser, path: string, fields: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
    const res = await o.client.post('/api/webhook-endpoints', { url: receiver.url(path), facts: [...WEBHOOK_FACTS], eventIds: null, ...fields });
    if (res.status !== 201) throw new Error(`create endpoint answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  const deliveriesOf = async (o: Organiser, endpointId: string) => (await o.client.get(`/api/webhook-endpoints/${endpointId}/deliveries`).expect(200)).body;

  async function deliveryWhen(o: Organiser, endpointId: string, status: string, attempts: number) {
    await waitUntil(async () => (await deliveriesOf(o, endpointId)).some((d: { status: string; attempts: number }) => d.status === status && d.attempts === attempts), 15_000, `a delivery ${status} after ${attempts}`);
    return (await deliveriesOf(o, endpointId))[0];
  }

  const verified = (secret: string, request: ReceivedWebhook) => new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as WebhookPayload;

  /** Runs a retry now instead of after its backoff. */
  async function bringRetryForward(deliveryId: string): Promise<void> {
    await t.dataSource.query(`UPDATE outbox_messages SET next_attempt_at = now() WHERE type = 'webhook.deliver' AND payload->>'deliveryId' = $1 AND completed_at IS NULL`, [deliveryId]);
    await t.app.get(OutboxSweeper).sweep();
  }

  const alertsFor = async (deliveryId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM admin_alerts a JOIN outbox_messages o ON o.id::text = a.details->>'outboxId' WHERE o.payload->>'deliveryId' = $1`,
        [deliveryId],
      )
    )[0].n;

  const visitor = () => `besuch-${uid()}@example.org`;

  async function captured(submitted: Promise<{ status: number; body: unknown }>): Promise<void> {
    const res = await submitted;
    if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
  }

  it('signs a lead.captured delivery so that the reference library verifies it, and shows the secret only once', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { customField1: 'Firma', doubleOptIn: false });
    const path = newPath();
    const created = await addEndpoint(o, path, { description: 'Unser CRM' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const email = visitor();
    await captured(submit(t, o.account, event, { email, name: 'Berta Besucherin', customField1: 'Muster AG' }));
    await waitUntil(() => receiver.at(path).length === 1, 10_000, 'the delivery');
    const [request] = receiver.at(path);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBe('FairLeads-Webhooks/1');
    const payload = verified(created.secret, request);
    expect(payload).toMatchObject({
      type: 'lead.captured',
      data: {
        lead: { email, name: 'Berta Besucherin', status: 'confirmed', answers: [{ field: 'customField1', label: 'Firma', value: 'Muster AG' }], rating: null, tags: [] },
        event: { id: event.id, name: event.name, slug: event.slug },
      },
    });
    // another key does not verify it
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(request.body, request.headers as Record<string, string>)).toThrow();

    const delivery = await deliveryWhen(o, created.id, 'succeeded', 1);
    expect(delivery).toMatchObject({ id: request.headers['webhook-id'], type: 'lead.captured', lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    expect(delivery.id).toMatch(/^msg_/);

    // the secret was in the creation's answer and is nowhere after it
    const one = (await o.client.get(`/api/webhook-endpoints/${created.id}`).expect(200)).body;
    expect(one).not.toHaveProperty('secret');
    expect(one).toMatchObject({ description: 'Unser CRM', active: true, eventIds: null, lastDelivery: { status: 'succeeded', lastStatusCode: 200 } });
    const list = await o.client.get('/api/webhook-endpoints').expect(200);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const changed = await o.client.send('put', `/api/webhook-endpoints/${created.id}`, { url: receiver.url(path), facts: ['lead.captured'], eventIds: [event.id] }).expect(200);
    expect(changed.body).toMatchObject({ facts: ['lead.captured'], eventIds: [event.id], description: null });
    expect(JSON.stringify(changed.body)).not.toContain(created.secret);
  });

  it('sends lead.confirmed and lead.qualified for the chosen event only', async () => {
    const o = await devOrganiser(t);
    await t.dataSource.query(`UPDATE accounts SET event_credits = 1 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [o.account.email]);
    const chosen = await createEvent(o.client, { doubleOptIn: true });
    const other = await createEvent(o.client, { doubleOptIn: true });
    const path = newPath();
    const created = await addEndpoint(o, path, { facts: ['lead.qualified', 'lead.confirmed'], eventIds: [chosen.id] });

    const email = visitor();
    await captured(submit(t, o.account, chosen, { email }));
    await captured(submit(t, o.account, other, { email }));
    await waitUntil(async () => (await devMailsTo(t, email)).length === 2, 10_000, 'both DOI mails');
    for (const mail of await devMailsTo(t, email)) {
      const [, token] = /\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
      await t.client().post(`/api/confirm/${token}`).expect(200);
    }
    const leads = (await o.client.get('/api/leads').expect(200)).body as { id: string; eventId: string }[];
    for (const lead of leads) await o.client.patch(`/api/leads/${lead.id}`, { rating: 'hot', tags: ['Messe'] }).expect(200);

    await waitUntil(() => receiver.at(path).length === 2, 10_000, 'two deliveries');
    await pause(500);
    const payloads = receiver.at(path).map((request) => verified(created.secret, request));
    expect(payloads.map((p) => [p.type, p.data.event.id, p.data.lead.email])).toEqual([
      ['lead.confirmed', chosen.id, email],
      ['lead.qualified', chosen.id, email],
    ]);
    expect(payloads[1].data.lead).toMatchObject({ status: 'confirmed', rating: 'hot', tags: ['Messe'] });
  });

  it('retries after a 500 with the same webhook-id and succeeds, without an admin alert', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    receiver.answer(path, { status: 500 });
    const created = await addEndpoint(o, path);

    await captured(submit(t, o.account, event, { email: visitor() }));
    const failed = await deliveryWhen(o, created.id, 'retrying', 1);
    expect(failed).toMatchObject({ lastStatusCode: 500, lastError: 'Der Empfänger antwortete mit HTTP 500.' });
    const wait = new Date(failed.nextAttemptAt).getTime() - new Date(failed.lastAttemptAt).getTime();
    expect(wait).toBeGreaterThan(9_000); // the first of WEBHOOK_RETRY_SECONDS
    expect(wait).toBeLessThan(11_000);

    await bringRetryForward(failed.id);
    const done = await deliveryWhen(o, created.id, 'succeeded', 2);
    expect(done).toMatchObject({ id: failed.id, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    const [first, second] = receiver.at(path);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verified(created.secret, second).type).toBe('lead.captured');
    expect(await alertsFor(failed.id)).toBe(0);
  });

  it('gives up after the last retry as failed, with no admin alert: an organiser’s receiver is not a platform fault', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    receiver.answer(path, { status: 503 }, { status: 503 });
    const created = await addEndpoint(o, path);
    await captured(submit(t, o.account, event, { email: visitor() }));
    const first = await deliveryWhen(o, created.id, 'retrying', 1);

    // as if the day of retries had passed: the next run is the last of the policy (1 + 8 retries)
    await t.dataSource.query(`UPDATE outbox_messages SET attempts = 8 WHERE payload->>'deliveryId' = $1`, [first.id]);
    await bringRetryForward(first.id);
    const last = await deliveryWhen(o, created.id, 'failed', 2);
    expect(last).toMatchObject({ lastStatusCode: 503, nextAttemptAt: null });
    expect(await alertsFor(first.id)).toBe(0);
  });

  it('stops on 410 and disables the endpoint until the organiser turns it on again', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    receiver.answer(path, { status: 410 });
    const created = await addEndpoint(o, path);

    await captured(submit(t, o.account, event, { email: visitor() }));
    const gone = await deliveryWhen(o, created.id, 'failed', 1);
    expect(gone).toMatchObject({ lastStatusCode: 410, nextAttemptAt: null });
    expect(gone.lastError).toContain('HTTP 410');
    const endpoint = (await o.client.get(`/api/webhook-endpoints/${created.id}`).expect(200)).body;
    expect(endpoint.active).toBe(false);
    expect(endpoint.disabledReason).toMatch(/^Am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr deaktiviert: Der Empfänger antwortete mit HTTP 410/);
    expect(await alertsFor(gone.id)).toBe(0);

    // nothing more goes to it, not even a test
    await captured(submit(t, o.account, event, { email: visitor() }));
    const refused = await o.client.post(`/api/webhook-endpoints/${created.id}/test`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Der Endpunkt ist deaktiviert. Aktiviere ihn, um wieder zu senden.');
    await pause(500);
    expect(await deliveriesOf(o, created.id)).toHaveLength(1);
    expect(receiver.at(path)).toHaveLength(1);

    const on = await o.client.send('put', `/api/webhook-endpoints/${created.id}`, { url: receiver.url(path), facts: [...WEBHOOK_FACTS], eventIds: null, active: true }).expect(200);
    expect(on.body).toMatchObject({ active: true, disabledReason: null });
    await captured(submit(t, o.account, event, { email: visitor() }));
    await waitUntil(() => receiver.at(path).length === 2, 10_000, 'a delivery after turning it on');
  });

  it('follows no redirect: a 3xx fails the delivery and its target hears nothing', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    const inside = newPath();
    receiver.answer(path, { status: 302, location: receiver.url(inside) });
    const created = await addEndpoint(o, path);

    await captured(submit(t, o.account, event, { email: visitor() }));
    const refused = await deliveryWhen(o, created.id, 'failed', 1);
    expect(refused.lastStatusCode).toBe(302);
    expect(refused.lastError).toMatch(/^Weiterleitung nicht erlaubt/);
    expect(receiver.at(inside)).toHaveLength(0);
  });

  it('keeps what is queued while the endpoint is paused and sends it, same webhook-id, once it is switched on', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    receiver.answer(path, { status: 503 });
    const created = await addEndpoint(o, path);
    const settings = (active: boolean) => ({ url: receiver.url(path), facts: [...WEBHOOK_FACTS], eventIds: null, active });
    await captured(submit(t, o.account, event, { email: visitor() }));
    const first = await deliveryWhen(o, created.id, 'retrying', 1);

    // the CRM's maintenance: paused before the retry is due
    await o.client.send('put', `/api/webhook-endpoints/${created.id}`, settings(false)).expect(200);
    await bringRetryForward(first.id);
    await deliveryWhen(o, created.id, 'pending', 1);
    const waiting = (await deliveriesOf(o, created.id))[0];
    expect(waiting).toMatchObject({ id: first.id, nextAttemptAt: null, lastError: 'Wartet: Der Endpunkt ist pausiert. Sobald du ihn aktivierst, wird gesendet.' });
    expect(receiver.at(path)).toHaveLength(1);

    await o.client.send('put', `/api/webhook-endpoints/${created.id}`, settings(true)).expect(200);
    const sent = await deliveryWhen(o, created.id, 'succeeded', 2);
    expect(sent).toMatchObject({ id: first.id, lastStatusCode: 200, lastError: null });
    expect(receiver.at(path).map((request) => request.headers['webhook-id'])).toEqual([first.id, first.id]);
  });

  it('sends nothing for a submit whose transaction rolls back', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const path = newPath();
    const created = await addEndpoint(o, path);
    // the submit's last statement (its idempotency answer) fails: the whole capture rolls back
    await t.dataSource.query(`CREATE OR REPLACE FUNCTION webhook_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'test: the submit fails at its end'; END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER webhook_test_refuse BEFORE UPDATE ON submission_keys FOR EACH ROW WHEN (NEW.event_id = '${event.id}'::uuid) EXECUTE FUNCTION webhook_test_refuse()`,
    );
    const email = visitor();
    try {
      const res = await submit(t, o.account, event, { email, submissionId: crypto.randomUUID() });
      expect(res.status).toBe(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER webhook_test_refuse ON submission_keys');
    }
    await t.app.get(OutboxSweeper).sweep();
    await pause(1_000);
    expect(receiver.at(path)).toHaveLength(0);
    expect(await deliveriesOf(o, created.id)).toEqual([]);

    // the same submit once it commits is delivered
    await captured(submit(t, o.account, event, { email, submissionId: crypto.randomUUID() }));
    await waitUntil(() => receiver.at(path).length === 1, 10_000, 'the committed submit’s delivery');
  });

  it('refuses endpoint URLs that point into the local network, or are not https', async () => {
    const o = await devOrganiser(t);
    const cases: [string, RegExp][] = [
      ['http://127.0.0.1/crm', /muss mit https:\/\/ beginnen/],
      ['https://127.0.0.1/crm', /internes Netz/],
      ['https://10.0.0.1/crm', /internes Netz/],
      ['https://169.254.169.254/latest/meta-data', /internes Netz/],
      ['https://localhost/crm', /internes Netz/],
      ['https://[::1]/crm', /internes Netz/],
      ['https://crm.internal/hook', /internes Netz/],
      ['https://intranet/hook', /internes Netz/],
      ['http://crm.example.com/hook', /muss mit https:\/\/ beginnen/],
      ['https://nutzer:geheim@crm.example.com/hook', /Benutzernamen/],
      ['kein link', /gültige URL/],
      [`https://crm.example.com/${'a'.repeat(2_000)}`, /höchstens 2000 Zeichen/],
    ];
    for (const [url, message] of cases) {
      const res = await o.client.post('/api/webhook-endpoints', { url, facts: ['lead.captured'], eventIds: null });
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body.message).toMatch(message);
    }
    const invalid = await o.client.post('/api/webhook-endpoints', { url: 'https://crm.example.com/hook', facts: ['lead.gekauft'], eventIds: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/Bitte wähle mindestens einen Anlass|Bitte wähle „Alle Events“/);
    expect((await o.client.get('/api/webhook-endpoints').expect(200)).body).toEqual([]);

    const ok = await o.client.post('/api/webhook-endpoints', { url: 'https://crm.example.com/hook', facts: ['lead.captured'], eventIds: null }).expect(201);
    const put = await o.client.send('put', `/api/webhook-endpoints/${ok.body.id}`, { url: 'https://192.168.0.10/hook', facts: ['lead.captured'], eventIds: null });
    expect(put.status).toBe(400);
    expect(put.body.message).toMatch(/internes Netz/);
  });

  it('refuses at delivery time a name that resolves to a loopback address', async () => {
    const path = newPath();
    const payload = { type: 'webhook.test', timestamp: new Date().toISOString() } as WebhookPayload;
    const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
    const url = `http://crm.example.com:${receiver.port}${path}`;
    await expect(new WebhookSender({ allowHosts: [] }, toLoopback).send(url, `whsec_${randomBytes(32).toString('base64')}`, 'msg_dns', payload)).rejects.toMatchObject({
      name: 'WebhookAttemptRefused',
      message: expect.stringContaining('internes Netz'),
    });
    expect(receiver.at(path)).toHaveLength(0);
    // the same name allow-listed reaches the receiver: the refusal above was the address policy's
    await new WebhookSender({ allowHosts: [{ host: 'crm.example.com', port: null }] }, toLoopback).send(url, `whsec_${randomBytes(32).toString('base64')}`, 'msg_dns', payload);
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('keeps each organiser’s endpoints and events to themselves', async () => {
    const a = await devOrganiser(t);
    const b = await devOrganiser(t);
    const eventOfA = await createEvent(a.client, { doubleOptIn: false });
    const pathOfA = newPath();
    const pathOfB = newPath();
    const ofA = await addEndpoint(a, pathOfA);
    const ofB = await addEndpoint(b, pathOfB);

    const base = `/api/webhook-endpoints/${ofA.id}`;
    const body = { url: receiver.url(pathOfB), facts: ['lead.captured'], eventIds: null };
    for (const res of [
      await b.client.get(base),
      await b.client.send('put', base, body),
      await b.client.delete(base),
      await b.client.get(`${base}/deliveries`),
      await b.client.post(`${base}/test`),
      await b.client.post(`${base}/deliveries/msg_0/resend`),
      await b.client.get('/api/webhook-endpoints/kein-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Webhook-Endpunkt nicht gefunden');
    }
    const foreignEvent = await b.client.send('put', `/api/webhook-endpoints/${ofB.id}`, { ...body, eventIds: [eventOfA.id] });
    expect(foreignEvent.status).toBe(400);
    expect(foreignEvent.body.message).toBe('Bitte wähle nur deine eigenen Events aus.');
    expect((await b.client.get('/api/webhook-endpoints').expect(200)).body.map((e: { id: string }) => e.id)).toEqual([ofB.id]);

    await captured(submit(t, a.account, eventOfA, { email: visitor() }));
    await waitUntil(() => receiver.at(pathOfA).length === 1, 10_000, 'A’s delivery');
    await pause(300);
    expect(receiver.at(pathOfB)).toHaveLength(0);
    await a.client.get(base).expect(200);

    // at most WEBHOOK_ENDPOINTS_MAX endpoints
    for (let i = 1; i < 10; i += 1) await addEndpoint(b, newPath());
    const eleventh = await b.client.post('/api/webhook-endpoints', body);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toContain('höchstens 10 Webhook-Endpunkte');
  });

  it('tries a test once, keeps the newest 10 tests, and answers the 21st send in 10 minutes with 429', async () => {
    const o = await devOrganiser(t);
    const path = newPath();
    receiver.answer(path, { status: 500 });
    const created = await addEndpoint(o, path);
    const sendTest = () => o.client.post(`/api/webhook-endpoints/${created.id}/test`);

    const first = await sendTest().expect(202);
    // a test shows its one answer: no retries for a day
    const failed = await deliveryWhen(o, created.id, 'failed', 1);
    expect(failed).toMatchObject({ id: first.body.delivery.id, lastStatusCode: 500, nextAttemptAt: null });

    for (let i = 2; i <= 20; i += 1) await sendTest().expect(202);
    const over = await sendTest();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.');
    const listed = (await deliveriesOf(o, created.id)) as { id: string }[];
    expect(listed).toHaveLength(10);
    expect(listed.map((delivery) => delivery.id)).not.toContain(first.body.delivery.id);
  });

  it('sends a test delivery with a made-up lead, and sends a delivery again with the same webhook-id', async () => {
    const o = await devOrganiser(t);
    const path = newPath();
    const created = await addEndpoint(o, path, { facts: ['lead.erased'] });

    const test = await o.client.post(`/api/webhook-endpoints/${created.id}/test`).expect(202);
    expect(test.body.message).toBe('Die Test-Zustellung ist unterwegs.');
    expect(test.body.delivery).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0, leadId: null });
    await waitUntil(() => receiver.at(path).length === 1, 10_000, 'the test delivery');
    const sample = verified(created.secret, receiver.at(path)[0]);
    expect(sample.type).toBe('webhook.test');
    expect(sample.data.lead.email).toMatch(/@example\.com$/);
    expect(sample.data.lead.name).toContain('Test');
    await deliveryWhen(o, created.id, 'succeeded', 1);

    const again = await o.client.post(`/api/webhook-endpoints/${created.id}/deliveries/${test.body.delivery.id}/resend`).expect(202);
    expect(again.body).toMatchObject({ message: 'Die Zustellung wird erneut gesendet.', delivery: { id: test.body.delivery.id, status: 'pending', attempts: 1 } });
    await waitUntil(() => receiver.at(path).length === 2, 10_000, 'the second sending');
    expect(receiver.at(path)[1].headers['webhook-id']).toBe(test.body.delivery.id);
    await deliveryWhen(o, created.id, 'succeeded', 2);
    expect(await deliveriesOf(o, created.id)).toHaveLength(1);

    for (const deliveryId of ['msg_unbekannt', `msg_${'0'.repeat(32)}`]) {
      const unknown = await o.client.post(`/api/webhook-endpoints/${created.id}/deliveries/${deliveryId}/resend`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Zustellung nicht gefunden');
    }
  });

  it('forgets the visitor in stored payloads when the lead or the event’s leads are erased', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client, { customField1: 'Firma', doubleOptIn: false });
    const path = newPath();
    const created = await addEndpoint(o, path);
    const [first, second] = [visitor(), visitor()];
    await captured(submit(t, o.account, event, { email: first, name: 'Erste Person', customField1: 'Erste AG' }));
    await captured(submit(t, o.account, event, { email: second, name: 'Zweite Person', customField1: 'Zweite AG' }));
    await waitUntil(async () => (await deliveriesOf(o, created.id)).filter((d: { status: string }) => d.status === 'succeeded').length === 2, 10_000, 'both deliveries');
    const payloads = async () =>
      (await t.dataSource.query(`SELECT lead_id, payload FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at`, [created.id])) as { lead_id: string; payload: WebhookPayload }[];
    const [firstRow] = await payloads();
    expect(firstRow.payload.data.lead.email).toBe(first);

    const publisher = t.app.get(WebhookPublisher);
    await t.dataSource.transaction((manager) => publisher.forgetLead(manager, firstRow.lead_id));
    const afterLead = await payloads();
    expect(afterLead[0].payload.data.lead).toMatchObject({ id: firstRow.lead_id, email: null, name: null, answers: [{ field: 'customField1', label: 'Firma', value: null }] });
    expect(JSON.stringify(afterLead[0].payload)).not.toContain('Erste');
    expect(afterLead[1].payload.data.lead.email).toBe(second);

    await t.dataSource.transaction((manager) => publisher.forgetEvent(manager, event.id));
    const afterEvent = await payloads();
    expect(JSON.stringify(afterEvent)).not.toMatch(/@example\.org|Zweite/);
    expect(afterEvent[1].payload.data.event.id).toBe(event.id);
  });

  it('drops a deleted event from the endpoints that chose it, so that their settings can be saved again', async () => {
    const o = await devOrganiser(t);
    await createEvent(o.client, { name: 'Gratis' }); // the first is free
    await t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [o.account.email]);
    const [kept, deleted] = [await createEvent(o.client, { name: 'Bleibt' }), await createEvent(o.client, { name: 'Geht' })];
    const both = await addEndpoint(o, newPath(), { eventIds: [kept.id, deleted.id] });
    const onlyDeleted = await addEndpoint(o, newPath(), { eventIds: [deleted.id] });

    const admin = t.client();
    await signInAsPlatformAdmin(t, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.delete(`/api/admin/events/${deleted.id}`).expect(200);

    const listed = (await o.client.get('/api/webhook-endpoints').expect(200)).body as { id: string; url: string; facts: string[]; eventIds: string[] | null }[];
    const after = (id: string) => listed.find((endpoint) => endpoint.id === id)!;
    expect(after(both.id).eventIds).toEqual([kept.id]);
    expect(after(onlyDeleted.id).eventIds).toEqual([]);
    // what the settings form sends back unchanged is accepted again
    const { url, facts, eventIds } = after(both.id);
    expect((await o.client.send('put', `/api/webhook-endpoints/${both.id}`, { url, facts, eventIds })).status).toBe(200);
  });
});
