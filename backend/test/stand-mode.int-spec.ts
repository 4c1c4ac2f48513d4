import { randomUUID } from 'node:crypto';
import type { WebhookPayload } from '@fairleads/shared/webhooks';
import { INestApplicationContext } from '@nestjs/common';
import { NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { deleteKeys, REDIS_URL, redisAvailable } from './support/redis';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, createTestWorker, TestApp, TestClient, uniqueBullPrefix, waitUntil } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.';
const NOT_REGISTERED = 'Dieses Gerät ist nicht für den Stand-Modus dieses Events angemeldet. Bitte melde es im Event neu an.';
const MINUTE = 60_000;

interface Registration {
  device: { id: string; name: string; createdAt: string; expiresAt: string; lastUsedAt: string | null; revokedAt: string | null; endedAt: string | null };
  token: string;
  standPath: string;
}

/**
 * Stand mode (issue 18) against real PostgreSQL and Redis (the rate limits count there, as with
 * several API replicas): the organiser registers a tablet, the tablet captures visitors with its
 * token, counted per device, with the capture time of its offline queue, rates the lead it just
 * captured and leaves stand mode with the PIN; a revoked or expired token opens nothing.
 */
describe('stand mode: devices, their submits, rating and exit', () => {
  const sink = new SmtpSink();
  // the organiser's CRM, which hears of a rating given at the stand (issue 19)
  const crm = new WebhookReceiver();
  const prefix = uniqueBullPrefix();
  let t: TestApp;
  let worker: INestApplicationContext;
  let account: NewAccount;
  let organiser: TestClient;
  let stranger: TestClient;
  let event: EventJson;
  let otherEvent: EventJson;

  beforeAll(async () => {
    expect(await redisAvailable()).toBe(true);
    await sink.start();
    await crm.start();
    const options = { smtpUrl: sink.url, redisUrl: REDIS_URL, bullPrefix: prefix, env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${crm.port}` } };
    t = await createTestApp(options);
    worker = await createTestWorker(options);
    organiser = t.client();
    account = await registerAndVerify(organiser, sink);
    await organiser.post('/api/auth/login', account).expect(200);
    await createEvent(organiser, { name: 'Gratis-Messe' }); // the first is free and takes 10 leads
    await t.dataSource.query(`UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [account.email]);
    event = await createEvent(organiser, { name: 'Stand-Messe', doubleOptIn: true });
    otherEvent = await createEvent(organiser, { name: 'Zweite Messe' });
    stranger = t.client();
    const strangerAccount = await registerAndVerify(stranger, sink);
    await stranger.post('/api/auth/login', strangerAccount).expect(200);
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sink.stop();
    await crm.stop();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    await deleteKeys(`${prefix}:*`);
  });

  const formPath = (target: EventJson = event) => `/api/form/${account.companySlug}/${target.slug}/submit`;
  const standPath = (target: EventJson = event) => `/api/stand/${account.companySlug}/${target.slug}`;
  const register = async (name = 'Tablet Stand links', pin = '4711', target: EventJson = event): Promise<Registration> => {
    const res = await organiser.post(`/api/events/${target.id}/stand-devices`, { name, pin });
    expect(res.status).toBe(201);
    return res.body as Registration;
  };
  /** A call of the stand page: the SPA's XSRF header and Origin, and the device's token when given. */
  const standCall = async (method: 'get' | 'post' | 'patch', path: string, token: string | null, body?: object, client = t.client()) => {
    const xsrf = await client.ensureXsrf();
    let req = client.agent[method](path).set('X-Forwarded-For', client.ip).set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', xsrf);
    if (token !== null) req = req.set('X-Stand-Token', token);
    return body === undefined ? req : req.send(body);
  };
  const deviceSubmit = (token: string | null, body: Record<string, unknown>, client?: TestClient, target: EventJson = event) =>
    standCall('post', formPath(target), token, { consent: true, ...body }, client);
  const leadsWith = async (email: string): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM lead_personal_data WHERE email = $1', [email]))[0].n;
  const devicesOf = async (target: EventJson = event) => (await organiser.get(`/api/events/${target.id}/stand-devices`).expect(200)).body as Registration['device'][];

  describe('registration by the organiser', () => {
    it('registers a device with its token shown once, lists it, and keeps only hashes', async () => {
      const before = Date.now();
      const registration = await register('Tablet am Eingang', '20261125');
      expect(registration.standPath).toBe(`/stand/${account.companySlug}/${event.slug}`);
      expect(registration.token).toMatch(new RegExp(`^${registration.device.id}\\.[A-Za-z0-9_-]{43}$`));
      expect(registration.device).toMatchObject({ name: 'Tablet am Eingang', lastUsedAt: null, revokedAt: null });
      const validFor = Date.parse(registration.device.expiresAt) - Date.parse(registration.device.createdAt);
      expect(validFor).toBe(14 * 24 * 60 * MINUTE);
      expect(Date.parse(registration.device.createdAt)).toBeGreaterThanOrEqual(before - 1_000);

      expect((await devicesOf()).map((device) => device.id)).toContain(registration.device.id);
      const [row] = await t.dataSource.query('SELECT token_hash, pin_hash FROM stand_devices WHERE id = $1', [registration.device.id]);
      const secret = registration.token.split('.')[1];
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(row.pin_hash).not.toContain('20261125');
    });

    it('refuses a device without a name or with a PIN that is not 4 to 8 digits, in German', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '  ', pin: '4711' }, 'Bitte gib dem Gerät einen Namen, z. B. „Tablet Stand links“.'],
        [{ name: 'x'.repeat(61), pin: '4711' }, 'Der Gerätename darf höchstens 60 Zeichen lang sein.'],
        [{ name: 'Tablet', pin: '12a4' }, 'Die PIN besteht aus 4 bis 8 Ziffern.'],
        [{ name: 'Tablet', pin: '123' }, 'Die PIN besteht aus 4 bis 8 Ziffern.'],
        [{ name: 'Tablet', pin: 4711 }, 'Die PIN besteht aus 4 bis 8 Ziffern.'],
      ];
      for (const [body, message] of cases) {
        const res = await organiser.post(`/api/events/${event.id}/stand-devices`, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it("answers 404 for another organiser's event: register, list and revoke", async () => {
      const mine = await register();
      const register404 = await stranger.post(`/api/events/${event.id}/stand-devices`, { name: 'Fremd', pin: '1234' });
      expect(register404.status).toBe(404);
      expect(register404.body.message).toBe('Event nicht gefunden');
      expect((await stranger.get(`/api/events/${event.id}/stand-devices`)).status).toBe(404);
      expect((await stranger.delete(`/api/events/${event.id}/stand-devices/${mine.device.id}`)).status).toBe(404);
      // the device of one event is not revoked through another event of the same organiser
      const wrongEvent = await organiser.delete(`/api/events/${otherEvent.id}/stand-devices/${mine.device.id}`);
      expect(wrongEvent.status).toBe(404);
      expect(wrongEvent.body.message).toBe('Gerät nicht gefunden');
      expect((await standCall('get', standPath(), mine.token)).status).toBe(200);
    });
  });

  describe('the device token', () => {
    it('opens the stand session of its event and counts as its last use', async () => {
      const { device, token } = await register('Tablet Session');
      const res = await standCall('get', standPath(), token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        device: { id: device.id, name: 'Tablet Session', expiresAt: device.expiresAt },
        event: { id: event.id, name: 'Stand-Messe', companySlug: account.companySlug, slug: event.slug },
      });
      const listed = (await devicesOf()).find((one) => one.id === device.id)!;
      expect(listed.lastUsedAt).not.toBeNull();
    });

    it('answers 401 in German without a token, with an unknown one, and for another event', async () => {
      const { token } = await register();
      const [id] = token.split('.');
      for (const sent of [null, 'kaputt', `${id}.${'A'.repeat(43)}`, `${randomUUID()}.${token.split('.')[1]}`]) {
        const res = await standCall('get', standPath(), sent);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(NOT_REGISTERED);
      }
      const foreign = await standCall('get', standPath(otherEvent), token);
      expect(foreign.status).toBe(401);
      expect(foreign.body.message).toBe(NOT_REGISTERED);
      const foreignSubmit = await deviceSubmit(token, { email: `fremd-${Date.now()}@example.com` }, undefined, otherEvent);
      expect(foreignSubmit.status).toBe(401);
    });

    it('answers 401 once revoked: session, submit and rating; the list shows when', async () => {
      const { device, token } = await register('Tablet wird abgemeldet');
      const captured = await deviceSubmit(token, { email: `vor-abmeldung-${Date.now()}@example.com` });
      expect(captured.status).toBe(201);
      await organiser.delete(`/api/events/${event.id}/stand-devices/${device.id}`).expect(204);
      // revoking again changes nothing
      await organiser.delete(`/api/events/${event.id}/stand-devices/${device.id}`).expect(204);

      const revoked = 'Dieses Gerät wurde vom Stand-Modus abgemeldet. Bitte melde es im Event neu an.';
      const session = await standCall('get', standPath(), token);
      expect(session.status).toBe(401);
      expect(session.body.message).toBe(revoked);
      const email = `nach-abmeldung-${Date.now()}@example.com`;
      const submit = await deviceSubmit(token, { email, formToken: formToken(t, event.id) });
      expect(submit.status).toBe(401);
      expect(submit.body.message).toBe(revoked);
      expect(await leadsWith(email)).toBe(0);
      expect((await standCall('patch', `${standPath()}/leads/${captured.body.leadId}`, token, { rating: 'hot' })).status).toBe(401);
      expect((await devicesOf()).find((one) => one.id === device.id)!.revokedAt).not.toBeNull();
    });

    it('answers 401 once expired', async () => {
      const { device, token } = await register('Tablet läuft ab');
      expect((await standCall('get', standPath(), token)).status).toBe(200);
      await t.dataSource.query(`UPDATE stand_devices SET expires_at = now() - interval '1 second' WHERE id = $1`, [device.id]);
      const res = await standCall('get', standPath(), token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Die Anmeldung dieses Geräts für den Stand-Modus ist abgelaufen. Bitte melde es im Event neu an.');
      expect((await deviceSubmit(token, { email: `abgelaufen-${Date.now()}@example.com` })).status).toBe(401);
    });
  });

  describe("the device's submits", () => {
    it('captures without a form token and answers with the lead id; an ordinary submit gets none', async () => {
      const { token } = await register();
      const email = `stand-${Date.now()}@example.com`;
      const res = await deviceSubmit(token, { email, name: 'Stand Besucher', submissionId: randomUUID() });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ requiresConfirmation: true, downloadUrl: null, mailSent: true, leadId: expect.any(String) });
      const [lead] = await t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
      expect(res.body.leadId).toBe(lead.lead_id);

      const ordinary = await t.client().post(formPath(), { email: `normal-${Date.now()}@example.com`, consent: true, formToken: formToken(t, event.id) });
      expect(ordinary.status).toBe(201);
      expect(ordinary.body).not.toHaveProperty('leadId');
      // without a device the form token is still required
      expect((await t.client().post(formPath(), { email: `ohne-token-${Date.now()}@example.com`, consent: true })).status).toBe(400);
    });

    it('takes the capture time of the offline queue within its bounds, in German otherwise', async () => {
      const { device, token } = await register('Tablet offline');
      const registeredAt = Date.parse(device.createdAt);
      const future = await deviceSubmit(token, { email: `zukunft-${Date.now()}@example.com`, capturedAt: new Date(Date.now() + 10 * MINUTE).toISOString() });
      expect(future.status).toBe(400);
      expect(future.body.message).toBe('Die Erfassungszeit liegt in der Zukunft. Bitte prüfe die Uhrzeit des Geräts.');
      const early = await deviceSubmit(token, { email: `zu-frueh-${Date.now()}@example.com`, capturedAt: new Date(registeredAt - MINUTE).toISOString() });
      expect(early.status).toBe(400);
      expect(early.body.message).toBe('Die Erfassungszeit liegt vor der Anmeldung dieses Geräts. Bitte prüfe die Uhrzeit des Geräts.');
      const garbled = await deviceSubmit(token, { email: `kaputt-${Date.now()}@example.com`, capturedAt: 'gestern' });
      expect(garbled.status).toBe(400);
      expect(garbled.body.message).toBe('Die Erfassungszeit (capturedAt) muss ein Zeitpunkt im ISO-8601-Format sein.');

      // the tablet was registered in the morning and queued this visitor two hours ago
      await t.dataSource.query(`UPDATE stand_devices SET created_at = now() - interval '3 hours' WHERE id = $1`, [device.id]);
      const capturedAt = new Date(Date.now() - 2 * 60 * MINUTE);
      const email = `warteschlange-${Date.now()}@example.com`;
      const queued = await deviceSubmit(token, { email, capturedAt: capturedAt.toISOString(), submissionId: randomUUID() });
      expect(queued.status).toBe(201);
      const listed = (await organiser.get(`/api/leads?eventId=${event.id}&q=${encodeURIComponent(email)}`).expect(200)).body as { email: string; createdAt: string }[];
      expect(listed.map((lead) => lead.email)).toEqual([email]);
      expect(Date.parse(listed[0].createdAt)).toBe(capturedAt.getTime());
    });

    it('counts a device on its own: 120 submits a minute from one address, then 429, while another device goes on', async () => {
      const busy = await register('Tablet voller Stand');
      const calm = await register('Tablet ruhiger Stand');
      const hall = t.client(); // one trade-fair network for both tablets
      const run = Date.now();
      const statuses: number[] = [];
      for (let batch = 0; batch < 6; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => deviceSubmit(busy.token, { email: `voll-${run}-${batch * 20 + i}@example.com`}, hall)),
        );
        statuses.push(...answers.map((res) => res.status));
      }
      expect(statuses).toEqual(Array(120).fill(201));
      const over = await deviceSubmit(busy.token, { email: `voll-${run}-121@example.com` }, hall);
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(TOO_MANY_REQUESTS);
      expect(await leadsWith(`voll-${run}-121@example.com`)).toBe(0);
      expect((await deviceSubmit(calm.token, { email: `ruhig-${run}@example.com` }, hall)).status).toBe(201);
    }, 60_000);

    it('counts refused tokens per address on the submit: 30 a minute, then 429, while a valid device goes on', async () => {
      const { token } = await register('Tablet neben dem Angreifer');
      const attacker = t.client();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await deviceSubmit(`${randomUUID()}.${'A'.repeat(43)}`, { email: `geraten-${i}@example.com` }, attacker)).status);
      expect(statuses).toEqual([...Array(30).fill(401), 429]);
      expect((await deviceSubmit(token, { email: `neben-${Date.now()}@example.com` }, attacker)).status).toBe(201);
    });
  });

  describe('rating at the stand', () => {
    it("records the device's rating and note on the lead it captured, shown in the lead desk and sent to the CRM", async () => {
      await organiser.post('/api/webhook-endpoints', { url: crm.url('/bewertungen'), facts: ['lead.qualified'], eventIds: [event.id] }).expect(201);
      const { token } = await register();
      const email = `bewertet-${Date.now()}@example.com`;
      const { leadId } = (await deviceSubmit(token, { email, name: 'Heiße Spur' })).body as { leadId: string };
      const res = await standCall('patch', `${standPath()}/leads/${leadId}`, token, { rating: 'hot', note: 'Will 3 Stände für 2027.' });
      expect(res.status).toBe(204);

      const listed = (await organiser.get(`/api/leads?eventId=${event.id}&q=${encodeURIComponent(email)}`).expect(200)).body as { rating: string }[];
      expect(listed[0].rating).toBe('hot');
      const detail = await organiser.get(`/api/leads/${leadId}`).expect(200);
      expect(detail.body).toMatchObject({ rating: 'hot', note: 'Will 3 Stände für 2027.' });
      // the rating goes out as lead.qualified like one from the lead desk; the note stays here
      await waitUntil(async () => crm.at('/bewertungen').length > 0, 15_000, 'the lead.qualified delivery');
      const delivered = JSON.parse(crm.at('/bewertungen')[0].body) as WebhookPayload;
      expect(delivered.type).toBe('lead.qualified');
      expect(delivered.data.lead).toMatchObject({ id: leadId, email, rating: 'hot' });
      expect(crm.at('/bewertungen')[0].body).not.toContain('Will 3 Stände');

      const wrongRating = await standCall('patch', `${standPath()}/leads/${leadId}`, token, { rating: 'lauwarm' });
      expect(wrongRating.status).toBe(400);
      expect(wrongRating.body.message).toBe("Bitte bewerte den Lead mit 'hot', 'warm' oder 'cold'.");
    });

    it('answers 404 for a lead another device or the ordinary form captured', async () => {
      const mine = await register('Tablet A');
      const other = await register('Tablet B');
      const { leadId } = (await deviceSubmit(other.token, { email: `andere-${Date.now()}@example.com` })).body as { leadId: string };
      const res = await standCall('patch', `${standPath()}/leads/${leadId}`, mine.token, { rating: 'warm' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Lead nicht gefunden');
      const email = `formular-${Date.now()}@example.com`;
      await t.client().post(formPath(), { email, consent: true, formToken: formToken(t, event.id) }).expect(201);
      const [ordinary] = await t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
      expect((await standCall('patch', `${standPath()}/leads/${ordinary.lead_id}`, mine.token, { rating: 'warm' })).status).toBe(404);
      expect((await standCall('patch', `${standPath()}/leads/${randomUUID()}`, mine.token, { rating: 'warm' })).status).toBe(404);
      expect((await standCall('patch', `${standPath()}/leads/nicht-da`, mine.token, { rating: 'warm' })).status).toBe(404);
    });
  });

  describe('leaving stand mode', () => {
    it('answers 403 for another PIN, and 429 after 5 tries a minute on that device only', async () => {
      const { token } = await register('Tablet mit PIN', '1357');
      const other = await register('Anderes Tablet', '2468');
      const wrong = await standCall('post', `${standPath()}/exit`, token, { pin: '0000' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Die PIN stimmt nicht.');
      for (let i = 0; i < 4; i += 1) expect((await standCall('post', `${standPath()}/exit`, token, { pin: '1111' })).status).toBe(403);
      const sixth = await standCall('post', `${standPath()}/exit`, token, { pin: '1357' });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(TOO_MANY_REQUESTS);
      expect((await standCall('post', `${standPath()}/exit`, other.token, { pin: '2468' })).status).toBe(204);
      expect((await standCall('post', `${standPath()}/exit`, null, { pin: '1357' })).status).toBe(401);
    });

    it('ends the device with the right PIN: its token opens nothing more and the event lists it as ended', async () => {
      const { token, device } = await register('Tablet Halle 2', '1357');
      expect((await standCall('post', `${standPath()}/exit`, token, { pin: '1357' })).status).toBe(204);
      const listed = (await devicesOf()).find((one) => one.id === device.id)!;
      expect(listed.endedAt).not.toBeNull();
      expect(listed.revokedAt).toBeNull();
      const session = await standCall('get', standPath(), token);
      expect(session.status).toBe(401);
      expect(session.body.message).toBe('Auf diesem Gerät wurde der Stand-Modus beendet. Bitte melde es im Event neu an.');
      expect((await deviceSubmit(token, { email: `nach-ende-${Date.now()}@example.com` })).status).toBe(401);
    });
  });
});
