import { randomUUID } from 'node:crypto';
import { joinAsMember, registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { apiWithSmtpSink, type TestClient } from './support/test-app';
import { signInAsPlatformAdmin } from './support/second-factor';

const ADMIN_EMAIL = 'admin-who@fairleads.example';
const ADMIN_PASSWORD = 'admin-geheim-123';

interface TimelineEntry {
  type: string;
  label: string;
  by: { kind: 'member' | 'device'; name: string } | null;
}
interface AuditEntry {
  actorName: string;
  action: string;
  subject: string;
}

/**
 * Who did what: the lead log names the member or stand device behind a qualification, note,
 * export, erasure and stand submit (the timeline shows the name), and the account's audit lists
 * exports, erasures, event, webhook and stand-device changes.
 */
describe('who did what: actors in the lead log and the account audit', () => {
  const suite = apiWithSmtpSink({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, WEBHOOK_ALLOW_HOSTS: 'crm.example.com' } });
  let owner: TestClient;
  let account: NewAccount;
  /** The owner's account: the database holds other specs' audit entries too. */
  let accountId: string;
  let event: EventJson;

  const memberName = async (userId: string): Promise<string> => (await suite.t.dataSource.query('SELECT name FROM users WHERE id = $1', [userId]))[0].name;

  async function submitLead(email = `besuch-${randomUUID().slice(0, 8)}@example.com`): Promise<{ id: string; email: string }> {
    const res = await suite.t
      .client()
      .post(`/api/form/${account.companySlug}/${event.slug}/submit`, { email, name: 'Vera Besucherin', consent: true, formToken: formToken(suite.t, event.id) });
    if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
    const [{ lead_id: id }] = await suite.t.dataSource.query('SELECT lead_id FROM lead_personal_data WHERE email = $1', [email]);
    return { id, email };
  }

  const timelineOf = async (client: TestClient, leadId: string): Promise<TimelineEntry[]> => (await client.get(`/api/leads/${leadId}`).expect(200)).body.timeline;
  const auditOf = async (): Promise<AuditEntry[]> => (await owner.get('/api/account/audit').expect(200)).body;

  beforeAll(async () => {
    owner = suite.t.client();
    account = await registerAndVerify(owner, suite.sink);
    accountId = (await owner.post('/api/auth/login', account).expect(200)).body.user.currentAccountId;
    event = await createEvent(owner, { name: 'Messe Nord', doubleOptIn: false });
  });

  afterAll(() => {
    for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'WEBHOOK_ALLOW_HOSTS']) delete process.env[key];
  });

  it("names the staff member who rated and noted a lead in its timeline, under the name they had then", async () => {
    const staff = await joinAsMember(suite, owner, 'staff');
    const name = await memberName(staff.userId);
    const lead = await submitLead();

    await staff.client.patch(`/api/leads/${lead.id}`, { rating: 'hot', tags: ['Messe'] }).expect(200);
    await staff.client.patch(`/api/leads/${lead.id}`, { note: 'Will ein Angebot' }).expect(200);
    // renamed later: the facts keep the name they were recorded with
    await suite.t.dataSource.query('UPDATE users SET name = $2 WHERE id = $1', [staff.userId, 'Ganz Anders']);

    const timeline = await timelineOf(owner, lead.id);
    expect(timeline[0]).toMatchObject({ type: 'LeadCaptured', label: 'Formular abgeschickt, Einwilligung erteilt', by: null });
    expect(timeline.filter((entry) => entry.type === 'LeadQualified' || entry.type === 'LeadNoted').map(({ label, by }) => ({ label, by }))).toEqual([
      { label: `Bewertung: heiß · Tags: Messe · von ${name}`, by: { kind: 'member', name } },
      { label: `Notiz geändert · von ${name}`, by: { kind: 'member', name } },
    ]);
    // the fact keeps the member's id and name, nothing of the visitor
    const [fact] = await suite.t.dataSource.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND type = 'LeadNoted'`, [lead.id]);
    expect(fact.data).toEqual({ length: 16, actor: { kind: 'member', userId: staff.userId, name } });
  });

  it("lists a manager's export in the audit with their name, the event, count and format, and names them on the lead", async () => {
    const manager = await joinAsMember(suite, owner, 'manager');
    const name = await memberName(manager.userId);
    const lead = await submitLead();

    const file = await manager.client.get(`/api/leads/export?eventId=${event.id}&format=excel`).expect(200);
    expect(file.text).toContain(lead.email);
    const leads = (await owner.get(`/api/leads?eventId=${event.id}`).expect(200)).body.length;

    const exported = (await auditOf()).find((entry) => entry.action === 'leads.exported');
    expect(exported).toMatchObject({ actorName: name, action: 'leads.exported', subject: 'Messe Nord' });
    const [row] = await suite.t.dataSource.query(`SELECT details FROM account_audit_entries WHERE action = 'leads.exported' AND actor_user_id = $1`, [manager.userId]);
    expect(row.details).toEqual({ count: leads, format: 'excel' });
    // found by type, not position: the welcome mail's fact may land after the export
    expect((await timelineOf(owner, lead.id)).find((entry) => entry.type === 'LeadExported')).toEqual(
      expect.objectContaining({ label: `Exportiert: Excel (Deutsch) · von ${name}` }),
    );

    await manager.client.get(`/api/events/${event.id}/leads.csv`).expect(200);
    const csv = await suite.t.dataSource.query(`SELECT subject, details FROM account_audit_entries WHERE action = 'leads.exported' AND details->>'format' = 'csv' AND account_id = $1`, [accountId]);
    expect(csv).toEqual([{ subject: 'Messe Nord', details: { count: leads, format: 'csv' } }]);
  });

  it("lists the owner's erasure in the audit with the event's name and never the visitor's address", async () => {
    const lead = await submitLead();
    await owner.post(`/api/leads/${lead.id}/erase`, { reason: 'organiser-request' }).expect(200);

    const erased = (await auditOf()).find((entry) => entry.action === 'lead.erased');
    expect(erased).toMatchObject({ actorName: account.name, subject: 'Messe Nord' });
    const rows: unknown[] = await suite.t.dataSource.query('SELECT * FROM account_audit_entries');
    expect(JSON.stringify(rows)).not.toContain(lead.email);
    expect(JSON.stringify(rows)).not.toContain('Vera Besucherin');
    const [fact] = await suite.t.dataSource.query(`SELECT data FROM lead_events WHERE lead_id = $1 AND type = 'LeadErased'`, [lead.id]);
    expect(fact.data).toEqual({ reason: 'organiser-request', actor: { kind: 'member', userId: expect.any(String), name: account.name } });
  });

  it('names the stand device that captured and rated a lead, and audits its pairing and end', async () => {
    const paired = await owner.post(`/api/events/${event.id}/stand-devices`, { name: 'Tablet 1', pin: '4711' }).expect(201);
    const token: string = paired.body.token;
    const tablet = suite.t.client();
    const xsrf = await tablet.ensureXsrf();
    const call = (method: 'post' | 'patch', path: string, body: object) =>
      tablet.agent[method](path).set('X-Forwarded-For', tablet.ip).set('Origin', process.env.APP_URL!).set('X-XSRF-TOKEN', xsrf).set('X-Stand-Token', token).send(body);
    const email = `stand-${randomUUID().slice(0, 8)}@example.com`;
    const submitted = await call('post', `/api/form/${account.companySlug}/${event.slug}/submit`, { email, name: 'Sven Stand', consent: true });
    expect(submitted.status).toBe(201);
    const leadId: string = submitted.body.leadId;
    await call('patch', `/api/stand/${account.companySlug}/${event.slug}/leads/${leadId}`, { rating: 'warm' }).then((res) => expect(res.status).toBeLessThan(300));

    const timeline = await timelineOf(owner, leadId);
    expect(timeline[0]).toMatchObject({ type: 'LeadCaptured', label: 'Über Stand-Gerät „Tablet 1“ erfasst, Einwilligung erteilt', by: { kind: 'device', name: 'Tablet 1' } });
    expect(timeline.find((entry) => entry.type === 'LeadQualified')).toMatchObject({ label: 'Bewertung: warm · über Stand-Gerät „Tablet 1“', by: { kind: 'device', name: 'Tablet 1' } });

    await call('post', `/api/stand/${account.companySlug}/${event.slug}/exit`, { pin: '4711' }).then((res) => expect(res.status).toBeLessThan(300));
    const audit = await auditOf();
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorName: account.name, action: 'stand.device.paired', subject: '„Tablet 1“ · Messe Nord' }),
        expect.objectContaining({ actorName: 'Stand-Gerät „Tablet 1“', action: 'stand.device.ended', subject: '„Tablet 1“ · Messe Nord' }),
      ]),
    );
  });

  it("audits a member's revoking of a stand device once, however often it is repeated", async () => {
    const paired = await owner.post(`/api/events/${event.id}/stand-devices`, { name: 'Tablet 2', pin: '4711' }).expect(201);
    await owner.delete(`/api/events/${event.id}/stand-devices/${paired.body.device.id}`).expect(204);
    await owner.delete(`/api/events/${event.id}/stand-devices/${paired.body.device.id}`).expect(204);
    const revoked = (await auditOf()).filter((entry) => entry.action === 'stand.device.revoked');
    expect(revoked).toEqual([expect.objectContaining({ actorName: account.name, subject: '„Tablet 2“ · Messe Nord' })]);
  });

  it('audits event and webhook changes with the changed field names only', async () => {
    await owner.send('put', `/api/events/${event.id}`, { introText: 'Hallo, schön dass du da bist', primaryColor: '#112233' }).expect(200);
    await owner.post(`/api/events/${event.id}/archive`).expect(200);
    const hook = await owner.post('/api/webhook-endpoints', { url: 'https://crm.example.com/hooks/geheim-123', description: 'CRM', facts: ['lead.captured'], eventIds: null });
    expect(hook.status).toBe(201);
    await owner.delete(`/api/webhook-endpoints/${hook.body.id}`).expect(204);
    await owner.post(`/api/events/${event.id}/unarchive`).expect(200);

    const rows: { action: string; subject: string; details: Record<string, unknown> }[] = await suite.t.dataSource.query(
      `SELECT action, subject, details FROM account_audit_entries WHERE account_id = $1 AND (action LIKE 'event.%' OR action LIKE 'webhook.%') ORDER BY created_at`,
      [accountId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'event.created', subject: 'Messe Nord', details: { free: true } },
        { action: 'event.updated', subject: 'Messe Nord', details: { fields: ['primaryColor', 'introText'] } },
        { action: 'event.archived', subject: 'Messe Nord', details: {} },
        { action: 'webhook.added', subject: 'CRM (crm.example.com)', details: {} },
        { action: 'webhook.removed', subject: 'CRM (crm.example.com)', details: {} },
        { action: 'event.unarchived', subject: 'Messe Nord', details: {} },
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('geheim-123');
    expect(JSON.stringify(rows)).not.toContain('schön dass du da bist');
  });

  it('lists the accounts with their members and events for the platform admin, 403 for an organiser', async () => {
    const other = suite.t.client();
    await other.post('/api/auth/login', await registerAndVerify(other, suite.sink)).expect(200);
    const suffix = randomUUID().slice(0, 8);
    await owner.patch('/api/account', { name: `zebra Messebau ${suffix}` }).expect(200);
    await other.patch('/api/account', { name: `Ahorn Werbung ${suffix}` }).expect(200);
    const admin = suite.t.client();
    await signInAsPlatformAdmin(suite.t, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await admin.get('/api/admin/accounts').expect(200);
    // by name, whatever the case
    const names: string[] = res.body.map((a: { name: string }) => a.name).filter((name: string) => name.endsWith(suffix));
    expect(names).toEqual([`Ahorn Werbung ${suffix}`, `zebra Messebau ${suffix}`]);
    const mine = res.body.find((a: { companySlug: string }) => a.companySlug === account.companySlug);
    expect(mine).toEqual({
      id: expect.any(String),
      name: `zebra Messebau ${suffix}`,
      companySlug: account.companySlug,
      eventCredits: expect.any(Number),
      createdAt: expect.any(String),
      events: (await owner.get('/api/events').expect(200)).body.length,
      members: expect.arrayContaining([{ userId: expect.any(String), email: account.email, name: account.name, role: 'owner' }]),
    });
    expect(mine.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'staff', 'manager']);

    const denied = await owner.get('/api/admin/accounts');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('ADMIN_FORBIDDEN');
  });
});
