import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import { LeadStore } from '../src/modules/lead-log/repositories/lead-store.repository';
import { joinAsMember, NewAccount, registerAndVerify } from './support/accounts';
import { createEvent, EventJson, formToken } from './support/events';
import { apiWithSmtpSink, nextIp, TestClient } from './support/test-app';

/** The migration that adds the source (its timestamp). */
const LEAD_SOURCE = 1764970000000;

const VISITOR_SOURCE = 'Eine Quelle (source) gibt nur das Stand-Team an, nicht das Formular der Besucher.';
const SOURCE_INVALID = "Die Quelle (source) muss 'stand', 'badge' oder 'card' sein.";

/**
 * Badge and card capture, the lead's source: each path records where the lead came from (the
 * visitor's form, a stand device, a member on the lead desk), the desk lists, filters and exports
 * it, the public API shows and filters it, and older facts read (and were backfilled) by one rule.
 */
describe('lead source and the member capture', () => {
  const suite = apiWithSmtpSink();
  const run = Date.now().toString(36);
  const email = (local: string) => `${local}-${run}@example.com`;
  let owner: TestClient;
  let account: NewAccount;
  let event: EventJson;
  let token: string;

  const formPath = (target: EventJson = event) => `/api/form/${account.companySlug}/${target.slug}/submit`;
  const visitorSubmit = (body: Record<string, unknown>, target: EventJson = event) =>
    suite.t.client().post(formPath(target), { consent: true, formToken: formToken(suite.t, target.id), ...body });
  const deviceSubmit = async (body: Record<string, unknown>) => {
    const client = suite.t.client();
    const xsrf = await client.ensureXsrf();
    return client.agent
      .post(formPath())
      .set('X-Forwarded-For', client.ip)
      .set('Origin', process.env.APP_URL!)
      .set('X-XSRF-TOKEN', xsrf)
      .set('X-Stand-Token', token)
      .send({ consent: true, ...body });
  };
  const capture = (client: TestClient, body: Record<string, unknown>, target: EventJson = event) =>
    client.post(`/api/events/${target.id}/leads`, { consent: true, source: 'badge', ...body });
  const leadOf = async (address: string): Promise<{ id: string; source: string }> =>
    (await suite.t.dataSource.query('SELECT l.id, l.source FROM leads l JOIN lead_personal_data p ON p.lead_id = l.id WHERE p.email = $1', [address]))[0];
  const text = (res: request.Response) => (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);
  const download = (client: TestClient, path: string) =>
    client
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    owner = suite.t.client();
    account = await registerAndVerify(owner, suite.sink);
    await owner.post('/api/auth/login', account).expect(200);
    await createEvent(owner, { name: 'Gratis-Messe' });
    await suite.t.dataSource.query(
      `UPDATE accounts SET event_credits = 5 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`,
      [account.email],
    );
    event = await createEvent(owner, { name: 'Quellen-Messe', doubleOptIn: true, customField1: 'Firma' });
    const device = await owner.post(`/api/events/${event.id}/stand-devices`, { name: 'Tablet Eingang', pin: '4711' });
    expect(device.status).toBe(201);
    token = device.body.token;
  });

  describe('each path records its source', () => {
    it('a visitor’s form is form, a stand device’s submit stand, one naming a badge badge', async () => {
      await visitorSubmit({ email: email('formular') }).expect(201);
      expect((await deviceSubmit({ email: email('getippt') })).status).toBe(201);
      expect((await deviceSubmit({ email: email('badge'), source: 'badge' })).status).toBe(201);
      expect((await leadOf(email('formular'))).source).toBe('form');
      expect((await leadOf(email('getippt'))).source).toBe('stand');
      expect((await leadOf(email('badge'))).source).toBe('badge');
      const [fact] = await suite.t.dataSource.query(
        `SELECT schema_version, data FROM lead_events WHERE lead_id = $1 AND type = 'LeadCaptured'`,
        [(await leadOf(email('badge'))).id],
      );
      expect(fact.schema_version).toBe(3);
      expect(fact.data).toMatchObject({ source: 'badge', actor: { kind: 'device', name: 'Tablet Eingang' } });
    });

    it('refuses a visitor’s submit that names a source, and a device’s that names form or anything unknown, in German', async () => {
      const refused = await visitorSubmit({ email: email('schummel'), source: 'badge' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: VISITOR_SOURCE, errors: { source: VISITOR_SOURCE } });
      expect(await leadOf(email('schummel'))).toBeUndefined();
      for (const source of ['form', 'scanner', 7]) {
        const res = await deviceSubmit({ email: email('falsch'), source });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { source: SOURCE_INVALID } });
      }
    });

    it('keeps the page post without JavaScript working, as form', async () => {
      const page = suite.t.client();
      const res = await page.agent
        .post(`/form/${account.companySlug}/${event.slug}`)
        .set('X-Forwarded-For', page.ip)
        .set('Origin', process.env.APP_URL!)
        .type('form')
        .send({ email: email('ohne-js'), consent: 'on', formToken: formToken(suite.t, event.id), customField1: 'ACME' });
      expect(res.status).toBe(303);
      expect((await leadOf(email('ohne-js'))).source).toBe('form');
    });
  });

  describe('POST /api/events/{id}/leads: a member captures', () => {
    it('records a new lead with the double opt-in mail, the member as actor, and answers 201 {leadId, status}', async () => {
      const res = await capture(owner, { email: ` ${email('karte').toUpperCase()} `, name: 'Karla Karte', customField1: 'Karten AG', source: 'card' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ leadId: expect.any(String), status: 'pending' });
      expect(await leadOf(email('karte'))).toEqual({ id: res.body.leadId, source: 'card' });
      const [mail] = await suite.sink.waitFor(email('karte'));
      expect(mail.text).toMatch(/\/confirm\//);

      const detail = (await owner.get(`/api/leads/${res.body.leadId}`).expect(200)).body;
      expect(detail.source).toBe('card');
      expect(detail.timeline[0]).toMatchObject({ type: 'LeadCaptured', by: { kind: 'member', name: account.name } });
      expect(detail.timeline[0].label).toBe(`Von ${account.name} am Stand erfasst, Einwilligung erteilt`);
      const [fact] = await suite.t.dataSource.query(`SELECT data, metadata FROM lead_events WHERE lead_id = $1 AND type = 'LeadCaptured'`, [res.body.leadId]);
      expect(fact.data).toMatchObject({ source: 'card', actor: { kind: 'member', name: account.name, userId: expect.any(String) } });
      expect(fact.data.standDeviceId).toBeUndefined();
      expect(fact.metadata.actor).toBe('organiser');
    });

    it('answers 200 for a known address, and a repeated submissionId as the first', async () => {
      const again = await capture(owner, { email: email('karte'), source: 'stand' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ leadId: (await leadOf(email('karte'))).id, status: 'pending' });
      expect((await leadOf(email('karte'))).source).toBe('card');

      const submissionId = randomUUID();
      const first = await capture(owner, { email: email('einmal'), submissionId });
      const repeat = await capture(owner, { email: email('einmal'), submissionId });
      expect([first.status, repeat.status]).toEqual([201, 201]);
      expect(repeat.body).toEqual(first.body);
    });

    it('lets staff capture, and names them', async () => {
      const staff = await joinAsMember(suite, owner, 'staff');
      const res = await capture(staff.client, { email: email('staff') });
      expect(res.status).toBe(201);
      const [fact] = await suite.t.dataSource.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND type = 'LeadCaptured'`, [res.body.leadId]);
      expect(fact.data.actor).toMatchObject({ kind: 'member', userId: staff.userId });
    });

    it('refuses without consent, without or with a wrong source, and the event’s rules, each in German', async () => {
      const noConsent = await capture(owner, { email: email('nein'), consent: false });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { consent: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren' } });
      const noSource = await capture(owner, { email: email('nein'), source: undefined });
      expect(noSource.status).toBe(400);
      expect(noSource.body.errors.source).toBe(SOURCE_INVALID);
      const formSource = await capture(owner, { email: email('nein'), source: 'form' });
      expect(formSource.status).toBe(400);
      expect(formSource.body.errors.source).toBe(SOURCE_INVALID);
      expect(await leadOf(email('nein'))).toBeUndefined();
      // the form's proofs are no part of this body: a member needs no form token, and a stray one changes nothing
      const withToken = await capture(owner, { email: email('ohne-token'), formToken: 'x', website: 'x' });
      expect(withToken.status).toBe(201);
    });

    it('answers 404 for another account’s event and an unknown one, 410 for an archived one, and needs the XSRF token', async () => {
      const stranger = suite.t.client();
      await registerAndVerify(stranger, suite.sink).then((a) => stranger.post('/api/auth/login', a).expect(200));
      expect((await capture(stranger, { email: email('fremd') })).status).toBe(404);
      expect((await capture(owner, { email: email('fremd') }, { ...event, id: randomUUID() })).status).toBe(404);

      const closed = await createEvent(owner, { name: 'Vorbei-Messe' });
      await owner.post(`/api/events/${closed.id}/archive`);
      const gone = await capture(owner, { email: email('vorbei') }, closed);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ code: 'LEADS_EVENT_UNAVAILABLE', message: 'Event nicht mehr verfügbar' });

      const noXsrf = await owner.agent.post(`/api/events/${event.id}/leads`).set('X-Forwarded-For', owner.ip).set('Origin', process.env.APP_URL!).send({ email: email('csrf'), consent: true, source: 'badge' });
      expect(noXsrf.status).toBe(403);
      expect(await leadOf(email('csrf'))).toBeUndefined();
      expect((await suite.t.client().post(`/api/events/${event.id}/leads`, { email: email('anonym'), consent: true, source: 'badge' })).status).toBe(401);
    });
  });

  describe('the lead desk, its exports and the public API', () => {
    it('lists each lead’s source and filters by it; an unknown source is refused in German', async () => {
      const all = (await owner.get(`/api/leads?eventId=${event.id}`).expect(200)).body as { email: string; source: string }[];
      expect(all.find((lead) => lead.email === email('badge'))?.source).toBe('badge');
      expect(all.find((lead) => lead.email === email('formular'))?.source).toBe('form');
      const badges = (await owner.get(`/api/leads?eventId=${event.id}&source=badge`).expect(200)).body as { email: string; source: string }[];
      expect(badges.map((lead) => lead.email).sort()).toEqual([email('badge'), email('einmal'), email('staff'), email('ohne-token')].sort());
      const cards = (await owner.get(`/api/leads?source=card&limit=10`).expect(200)).body as { email: string }[];
      expect(cards.map((lead) => lead.email)).toEqual([email('karte')]);
      const refused = await owner.get('/api/leads?source=scanner');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'LEADS_QUERY_SOURCE', message: "Unbekannte Quelle. Erlaubt sind 'form', 'stand', 'badge' und 'card'." });
    });

    it('ends the CRM CSV and the event CSV with the column Source (its code), the Excel file with Quelle in German', async () => {
      const crm = text(await download(owner, `/api/leads/export?eventId=${event.id}`)).slice(1).trim().split('\n');
      expect(crm[0].split(',').at(-1)).toBe('Source');
      expect(crm.find((line) => line.includes(email('karte')))!.split(',').at(-1)).toBe('card');
      expect(crm.find((line) => line.includes(email('getippt')))!.split(',').at(-1)).toBe('stand');

      const excel = text(await download(owner, `/api/leads/export?eventId=${event.id}&format=excel&source=badge`)).slice(1).trim().split('\n');
      expect(excel[0].split(';').at(-1)).toBe('Quelle');
      expect(excel).toHaveLength(5);
      expect(excel.slice(1).every((line) => line.split(';').at(-1) === 'Badge-Scan')).toBe(true);

      const eventCsv = text(await download(owner, `/api/events/${event.id}/leads.csv`)).slice(1).trim().split('\n');
      expect(eventCsv[0]).toBe('Name,Email,Event,Custom Field 1,Custom Field 2,Status,Date,Confirmed At,Source');
      expect(eventCsv.find((line) => line.includes(email('formular')))!.split(',').at(-1)).toBe('form');
    });

    it('shows the source on the public API’s lead and filters GET /api/v1/leads by it', async () => {
      const made = await owner.post('/api/account/api-keys', { name: 'Quellen', scopes: ['leads:read'] });
      expect(made.status).toBe(201);
      const v1 = (path: string) => request(suite.t.app.getHttpServer()).get(path).set('X-Forwarded-For', nextIp()).set('Authorization', `Bearer ${made.body.key}`);
      const cards = await v1(`/api/v1/leads?eventId=${event.id}&source=card`).expect(200);
      expect(cards.body.map((lead: { email: string; source: string }) => [lead.email, lead.source])).toEqual([[email('karte'), 'card']]);
      const one = await v1(`/api/v1/leads/${(await leadOf(email('getippt'))).id}`).expect(200);
      expect(one.body.source).toBe('stand');
      const refused = await v1('/api/v1/leads?source=scanner');
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('LEADS_QUERY_SOURCE');
    });
  });

  it('reads older facts by the projection’s rule when the read model is rebuilt: a stand device’s capture is stand, a visitor’s form', async () => {
    const legacy = await createEvent(owner, { name: 'Alt-Messe', doubleOptIn: false });
    const [stand, visitor] = await insertVersion2Captures(suite.t.dataSource, legacy.id);
    await suite.t.app.get(LeadStore).rebuildReadModel();
    const rows: { id: string; source: string }[] = await suite.t.dataSource.query('SELECT id, source FROM leads WHERE event_id = $1', [legacy.id]);
    expect(new Map(rows.map((row) => [row.id, row.source]))).toEqual(new Map([[stand, 'stand'], [visitor, 'form']]));
    // the facts of version 3 keep what they name
    expect((await leadOf(email('karte'))).source).toBe('card');
  });
});

/** Two captures as recorded before the source (schema version 2): one by a stand device, one by a visitor. */
async function insertVersion2Captures(db: { query(sql: string, parameters?: unknown[]): Promise<unknown> }, eventId: string): Promise<[string, string]> {
  const stand = randomUUID();
  const visitor = randomUUID();
  for (const [leadId, extra] of [[stand, { standDeviceId: randomUUID() }], [visitor, {}]] as const) {
    await db.query(`INSERT INTO lead_personal_data (lead_id, owner_event_id, email) VALUES ($1, $2, $3)`, [leadId, eventId, `${leadId}@example.com`]);
    await db.query(
      `INSERT INTO lead_events (event_id, lead_id, version, owner_event_id, type, schema_version, data, metadata, occurred_at)
       VALUES (gen_random_uuid(), $1, 1, $2, 'LeadCaptured', 2, $3, '{"actor": "visitor"}', now())`,
      [leadId, eventId, { eventId, formVersion: 1, doubleOptIn: false, consentText: 'x', consentTextHash: 'x', ipHash: null, userAgent: null, confirmationTokenHash: null, tokenNonce: null, ...extra }],
    );
  }
  return [stand, visitor];
}

/*
 * The migration runs in a database of its own: dropping and adding the column in the shared one
 * would break the suites that capture leads beside this one.
 */
describe('the LeadSource migration of leads captured before it', () => {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${new URL(adminUrl).pathname.slice(1)}_lead_source_${randomInt(1e9)}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  async function admin(sql: string): Promise<void> {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('fills the column by the projection’s rule (stand where a stand device captured, else form), as a rebuild would', async () => {
    const folder = join(__dirname, '..', 'src', 'database', 'migrations');
    const migrations = readdirSync(folder).filter((file) => Number(file.slice(0, 13)) <= LEAD_SOURCE);
    const before = new DataSource({ ...typeormOptions(url), migrations: migrations.filter((file) => Number(file.slice(0, 13)) < LEAD_SOURCE).map((file) => join(folder, file)) });
    await before.initialize();
    let captures: [string, string];
    try {
      await before.runMigrations({ transaction: 'each' });
      // the leads of an event whose account and organiser this test does not need (no foreign keys checked)
      const queryRunner = before.createQueryRunner();
      try {
        await queryRunner.query(`SET session_replication_role = replica`);
        const eventId = randomUUID();
        captures = await insertVersion2Captures(queryRunner, eventId);
        for (const leadId of captures) {
          await queryRunner.query(`INSERT INTO leads (id, event_id, status, double_opt_in, created_at, version, last_position) VALUES ($1, $2, 'confirmed', false, now(), 1, 1)`, [leadId, eventId]);
        }
      } finally {
        await queryRunner.release();
      }
    } finally {
      await before.destroy();
    }

    const after = new DataSource({ ...typeormOptions(url), migrations: migrations.map((file) => join(folder, file)) });
    await after.initialize();
    try {
      expect((await after.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['LeadSource1764970000000']);
      const rows: { id: string; source: string }[] = await after.query('SELECT id, source FROM leads');
      const [stand, visitor] = captures;
      expect(new Map(rows.map((row) => [row.id, row.source]))).toEqual(new Map([[stand, 'stand'], [visitor, 'form']]));
    } finally {
      await after.destroy();
    }
  });
});
