import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { UnitOfWork } from '../src/common/outbox/unit-of-work';
import { CrmSyncPublisher } from '../src/modules/crm-sync';
import type { NewAccount } from './support/accounts';
import { HubSpotFake, PipedriveFake, startHubSpotFake, startPipedriveFake } from './support/crm-fakes';
import { devMailsTo, devOrganiser } from './support/dev-mailbox';
import { createEvent, type EventJson } from './support/events';
import { pause, submit, uid } from './support/retention';
import { createTestApp, TestApp, TestClient, waitUntil } from './support/test-app';

/*
 * The native CRM sync (issue 33) against local fakes that answer like HubSpot's and Pipedrive's
 * APIs (HUBSPOT_API_URL, PIPEDRIVE_API_URL). Leads come through the real public form; jobs run
 * with the inline driver and the real outbox runner; a retry is brought forward on its outbox
 * row instead of waiting for its backoff, as the webhook tests do.
 */
describe('native CRM sync (HubSpot, Pipedrive)', () => {
  let hubspot: HubSpotFake;
  let pipedrive: PipedriveFake;
  let t: TestApp;
  const HUBSPOT_TOKEN = 'pat-eu1-valid-token';
  const PIPEDRIVE_TOKEN = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0';

  beforeAll(async () => {
    hubspot = await startHubSpotFake(HUBSPOT_TOKEN);
    pipedrive = await startPipedriveFake(PIPEDRIVE_TOKEN);
    t = await createTestApp({ env: { HUBSPOT_API_URL: hubspot.url, PIPEDRIVE_API_URL: pipedrive.url } });
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
    await pipedrive?.close();
    delete process.env.HUBSPOT_API_URL;
    delete process.env.PIPEDRIVE_API_URL;
  });

  interface Organiser {
    client: TestClient;
    account: NewAccount;
  }

  const visitor = () => `besuch-${uid()}@example.org`;

  async function captured(o: Organiser, event: EventJson, body: Record<string, unknown>): Promise<string> {
    const res = await submit(t, o.account, event, body);
    if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
    const [row] = await t.dataSource.query(`SELECT lead_id FROM lead_personal_data WHERE owner_event_id = $1 AND email = $2`, [event.id, body.email]);
    return row.lead_id;
  }

  const connect = (o: Organiser, provider: string, token: string) => o.client.send('put', `/api/account/integrations/${provider}`, { token });
  const syncsOf = async (o: Organiser, leadId: string) => (await o.client.get(`/api/leads/${leadId}/crm`).expect(200)).body;

  async function syncWhen(o: Organiser, leadId: string, provider: string, state: string, attempts?: number) {
    let last: unknown;
    await waitUntil(
      async () => {
        last = (await syncsOf(o, leadId)).find((s: { provider: string }) => s.provider === provider);
        const sync = last as { state: string; attempts: number } | undefined;
        return sync?.state === state && (attempts === undefined || sync.attempts === attempts);
      },
      15_000,
      `the ${provider} delivery ${state}`,
    ).catch((error) => {
      throw new Error(`${(error as Error).message}; last: ${JSON.stringify(last)}`);
    });
    return last as { provider: string; state: string; error: string | null; attempts: number; remoteUrl: string | null; syncedAt: string | null };
  }

  /** Runs the delivery's waiting retry now instead of after its wait. */
  async function bringRetryForward(leadId: string): Promise<void> {
    await t.dataSource.query(`UPDATE outbox_messages SET next_attempt_at = now() WHERE type = 'crm.sync' AND payload->>'leadId' = $1 AND completed_at IS NULL AND failed_at IS NULL`, [leadId]);
    await t.app.get(OutboxSweeper).sweep();
  }

  const openRun = async (leadId: string) =>
    (await t.dataSource.query(`SELECT attempts, next_attempt_at FROM outbox_messages WHERE type = 'crm.sync' AND payload->>'leadId' = $1 AND completed_at IS NULL AND failed_at IS NULL`, [leadId]))[0];

  async function hubspotOrganiser(settings: Record<string, unknown> = {}): Promise<Organiser> {
    const o = await devOrganiser(t);
    await connect(o, 'hubspot', HUBSPOT_TOKEN).expect(200);
    if (Object.keys(settings).length) await o.client.patch('/api/account/integrations/hubspot', settings).expect(200);
    return o;
  }

  it('refuses a token the CRM refuses, and connects one it takes: properties made, both CRMs listed, audited', async () => {
    const o = await devOrganiser(t);
    const refused = await connect(o, 'hubspot', 'pat-eu1-wrong').expect(400);
    expect(refused.body).toMatchObject({ code: 'CRM_TOKEN_INVALID' });
    expect(refused.body.message).toMatch(/^HubSpot hat den Token abgelehnt\./);
    expect((await connect(o, 'pipedrive', 'falsch').expect(400)).body.message).toMatch(/^Pipedrive hat den Token abgelehnt\./);
    await connect(o, 'salesforce', 'x').expect(404);

    hubspot.failNext(1, { status: 503 }, /account-info/);
    expect((await connect(o, 'hubspot', HUBSPOT_TOKEN).expect(502)).body.code).toBe('CRM_UNREACHABLE');

    const connected = (await connect(o, 'hubspot', HUBSPOT_TOKEN).expect(200)).body;
    expect(connected).toMatchObject({
      provider: 'hubspot',
      connected: true,
      accountLabel: `HubSpot-Portal ${hubspot.portalId}`,
      accountUrl: `https://app-eu1.hubspot.com/contacts/${hubspot.portalId}`,
      status: 'active',
      trigger: 'confirmed',
      eventIds: null,
      fieldMap: { field1: '@label', field2: '@label', rating: 'fairleads_rating', tags: 'fairleads_tags', event: 'fairleads_event' },
    });
    expect(hubspot.groups.has('fairleads')).toBe(true);
    expect([...hubspot.properties.keys()].sort()).toEqual(['fairleads_event', 'fairleads_rating', 'fairleads_tags']);
    // a second connect (another account, the same portal) finds them there: 409 is fine
    const other = await devOrganiser(t);
    await connect(other, 'hubspot', HUBSPOT_TOKEN).expect(200);

    const list = (await o.client.get('/api/account/integrations').expect(200)).body;
    expect(list.map((c: { provider: string; connected: boolean }) => [c.provider, c.connected])).toEqual([
      ['hubspot', true],
      ['pipedrive', false],
    ]);
    expect(JSON.stringify(list)).not.toContain(HUBSPOT_TOKEN);
    const [stored] = await t.dataSource.query(`SELECT credentials FROM crm_connections c WHERE c.account_label = $1 LIMIT 1`, [connected.accountLabel]);
    expect(stored.credentials.toString('latin1')).not.toContain(HUBSPOT_TOKEN);

    const bad = await o.client.patch('/api/account/integrations/hubspot', { fieldMap: { rating: 'Not A Property' } }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    await o.client.patch('/api/account/integrations/hubspot', { fieldMap: { rating: '@label' } }).expect(400);
    await o.client.patch('/api/account/integrations/hubspot', { eventIds: ['6f1c2a52-9f0e-4d7e-8f31-2b2c8b8f0a11'] }).expect(400);
    await o.client.patch('/api/account/integrations/pipedrive', { trigger: 'captured' }).expect(404);
    const audit = (await o.client.get('/api/account/audit').expect(200)).body as { action: string }[];
    expect(audit.map((entry) => entry.action)).toContain('integration.connected');
  });

  it('sends a confirmed lead to HubSpot: contact upserted by e-mail with the mapped fields and a note, then sent with its address', async () => {
    const o = await hubspotOrganiser();
    const event = await createEvent(o.client, { doubleOptIn: false, customField1: 'Firma', customField2: 'Position' });
    const email = visitor();
    const leadId = await captured(o, event, { email, name: 'Berta Besucherin', customField1: 'Muster AG', customField2: 'Einkauf' });

    const sent = await syncWhen(o, leadId, 'hubspot', 'sent');
    const contact = hubspot.contactByEmail(email)!;
    expect(contact.properties).toMatchObject({ email, firstname: 'Berta', lastname: 'Besucherin', company: 'Muster AG', jobtitle: 'Einkauf', fairleads_event: event.name, fairleads_rating: '', fairleads_tags: '' });
    expect(sent).toMatchObject({ error: null, attempts: 1, remoteUrl: `https://app-eu1.hubspot.com/contacts/${hubspot.portalId}/record/0-1/${contact.id}` });
    expect(sent.syncedAt).not.toBeNull();
    const [note] = hubspot.notesOf(contact.id);
    expect(note.properties.hs_note_body).toContain('Einwilligung erteilt am');
    expect(hubspot.callsTo(/batch\/upsert/).at(-1)!.headers.authorization).toBe(`Bearer ${HUBSPOT_TOKEN}`);

    // a qualification of a sent lead sends it again, without a second note
    await o.client.patch(`/api/leads/${leadId}`, { rating: 'hot', tags: ['VIP'] }).expect(200);
    await waitUntil(() => contact.properties.fairleads_rating === 'heiß', 15_000, 'the rating in HubSpot');
    expect(contact.properties.fairleads_tags).toBe('VIP');
    await syncWhen(o, leadId, 'hubspot', 'sent');
    expect(hubspot.notesOf(contact.id)).toHaveLength(1);
  });

  it('sends on the trigger chosen: confirmed waits for the double opt-in, captured goes at once; only the chosen events', async () => {
    const o = await hubspotOrganiser();
    await t.dataSource.query(`UPDATE accounts SET event_credits = 1 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [o.account.email]);
    const chosen = await createEvent(o.client, { doubleOptIn: true });
    const other = await createEvent(o.client, { doubleOptIn: false });
    await o.client.patch('/api/account/integrations/hubspot', { eventIds: [chosen.id] }).expect(200);

    const email = visitor();
    const leadId = await captured(o, chosen, { email });
    const notChosen = await captured(o, other, { email: visitor() });
    await pause(800);
    expect(await syncsOf(o, leadId)).toEqual([]);
    expect(await syncsOf(o, notChosen)).toEqual([]);
    await waitUntil(async () => (await devMailsTo(t, email)).length === 1, 10_000, 'the DOI mail');
    const [, token] = /\/confirm\/([A-Za-z0-9_-]+)/.exec((await devMailsTo(t, email))[0].text)!;
    await t.client().post(`/api/confirm/${token}`).expect(200);
    await syncWhen(o, leadId, 'hubspot', 'sent');

    await o.client.patch('/api/account/integrations/hubspot', { trigger: 'captured' }).expect(200);
    const early = await captured(o, chosen, { email: visitor() });
    await syncWhen(o, early, 'hubspot', 'sent');
    expect(await syncsOf(o, notChosen)).toEqual([]);
  });

  it('waits as a 429’s Retry-After says, retries a 5xx with backoff, and then sends', async () => {
    const o = await hubspotOrganiser();
    const event = await createEvent(o.client, { doubleOptIn: false });
    hubspot.failNext(1, { status: 429, retryAfter: 42 }, /batch\/upsert/);
    const leadId = await captured(o, event, { email: visitor() });

    const waiting = await syncWhen(o, leadId, 'hubspot', 'pending', 1);
    expect(waiting.error).toBe('HubSpot meldet zu viele Anfragen (HTTP 429).');
    const run = await openRun(leadId);
    const wait = (new Date(run.next_attempt_at).getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(35);
    expect(wait).toBeLessThanOrEqual(42);

    hubspot.failNext(1, { status: 502 }, /batch\/upsert/);
    await bringRetryForward(leadId);
    const retrying = await syncWhen(o, leadId, 'hubspot', 'pending', 2);
    expect(retrying.error).toBe('HubSpot antwortete mit HTTP 502.');
    const backoff = (new Date((await openRun(leadId)).next_attempt_at).getTime() - Date.now()) / 1000;
    expect(backoff).toBeGreaterThan(100); // the second wait: 2 min
    expect(backoff).toBeLessThanOrEqual(120);

    await bringRetryForward(leadId);
    const sent = await syncWhen(o, leadId, 'hubspot', 'sent', 3);
    expect(sent.error).toBeNull();
  });

  it('retries Pipedrive the same way: a 429 waits its Retry-After, a 5xx backs off, then the person, lead and note go over once', async () => {
    const o = await devOrganiser(t);
    await connect(o, 'pipedrive', PIPEDRIVE_TOKEN).expect(200);
    const event = await createEvent(o.client, { doubleOptIn: false });
    pipedrive.failNext(1, { status: 429, retryAfter: 20 }, /persons\/search/);
    const email = visitor();
    const leadId = await captured(o, event, { email, name: 'Paula Pipe' });

    const waiting = await syncWhen(o, leadId, 'pipedrive', 'pending', 1);
    expect(waiting.error).toBe('Pipedrive meldet zu viele Anfragen (HTTP 429).');
    const wait = (new Date((await openRun(leadId)).next_attempt_at).getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(13);
    expect(wait).toBeLessThanOrEqual(20);

    pipedrive.failNext(1, { status: 503 }, /persons/);
    await bringRetryForward(leadId);
    const retrying = await syncWhen(o, leadId, 'pipedrive', 'pending', 2);
    expect(retrying.error).toBe('Pipedrive antwortete mit HTTP 503.');
    const backoff = (new Date((await openRun(leadId)).next_attempt_at).getTime() - Date.now()) / 1000;
    expect(backoff).toBeGreaterThan(100); // the second wait: 2 min
    expect(backoff).toBeLessThanOrEqual(120);

    await bringRetryForward(leadId);
    await syncWhen(o, leadId, 'pipedrive', 'sent', 3);
    const person = pipedrive.personByEmail(email)!;
    expect(person).toMatchObject({ name: 'Paula Pipe' });
    const leads = pipedrive.leads.filter((l) => l.person_id === person.id);
    expect(leads).toHaveLength(1);
    expect(pipedrive.notes.filter((n) => n.lead_id === leads[0].id)).toHaveLength(1);
  });

  it('fails at once on a 401 during delivery and marks the connection unauthorized; a validation answer fails with the CRM’s message', async () => {
    const o = await hubspotOrganiser();
    const event = await createEvent(o.client, { doubleOptIn: false });
    hubspot.failNext(1, { status: 401, body: { status: 'error', message: 'The OAuth token used to make this call expired 1 day(s) ago.', category: 'EXPIRED_AUTHENTICATION' } }, /batch\/upsert/);
    const leadId = await captured(o, event, { email: visitor() });
    const failed = await syncWhen(o, leadId, 'hubspot', 'failed', 1);
    expect(failed.error).toMatch(/^HubSpot hat den Zugang abgelehnt \(HTTP 401\)/);
    const [connection] = (await o.client.get('/api/account/integrations').expect(200)).body;
    expect(connection).toMatchObject({ status: 'unauthorized' });
    expect(connection.statusMessage).toMatch(/hat HubSpot den Token abgelehnt \(HTTP 401\)/);
    expect((await o.client.post(`/api/leads/${leadId}/crm/hubspot/retry`).expect(409)).body.code).toBe('CRM_CONNECTION_UNAUTHORIZED');
    // an unauthorized connection takes no more leads
    const later = await captured(o, event, { email: visitor() });
    await pause(500);
    expect(await syncsOf(o, later)).toEqual([]);

    // a new token makes it active again; 'Erneut senden' then sends
    await connect(o, 'hubspot', HUBSPOT_TOKEN).expect(200);
    const retried = (await o.client.post(`/api/leads/${leadId}/crm/hubspot/retry`).expect(202)).body;
    expect(retried).toMatchObject({ provider: 'hubspot', state: 'pending', attempts: 0 });
    await syncWhen(o, leadId, 'hubspot', 'sent');

    await o.client.patch('/api/account/integrations/hubspot', { fieldMap: { event: 'no_such_property' } }).expect(200);
    const invalid = await captured(o, event, { email: visitor() });
    const refused = await syncWhen(o, invalid, 'hubspot', 'failed', 1);
    expect(refused.error).toMatch(/^HubSpot hat die Daten abgelehnt \(HTTP 400\): Property values were not valid: .*no_such_property/);
    expect((await o.client.get('/api/account/integrations').expect(200)).body[0].status).toBe('active');
  });

  it('sends nothing for a fact that rolls back', async () => {
    const o = await hubspotOrganiser();
    const event = await createEvent(o.client, { doubleOptIn: true });
    const leadId = await captured(o, event, { email: visitor() });
    const [{ account_id: accountId }] = await t.dataSource.query(`SELECT account_id FROM events WHERE id = $1`, [event.id]);
    const publisher = t.app.get(CrmSyncPublisher);
    await expect(
      t.app.get(UnitOfWork).run(async (tx) => {
        await publisher.publish(tx, { type: 'lead.confirmed', accountId, eventId: event.id, leadId, leadStatus: 'confirmed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pause(500);
    expect(await t.dataSource.query(`SELECT 1 FROM crm_syncs WHERE lead_id = $1`, [leadId])).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM outbox_messages WHERE type = 'crm.sync' AND payload->>'leadId' = $1`, [leadId])).toEqual([]);
  });

  it('stops a waiting delivery on erasure, forgets its error, and names the CRM copies in the erase answer', async () => {
    const o = await hubspotOrganiser();
    await connect(o, 'pipedrive', PIPEDRIVE_TOKEN).expect(200);
    const event = await createEvent(o.client, { doubleOptIn: false, customField1: 'Telefon' });
    hubspot.failNext(1, { status: 500 }, /batch\/upsert/);
    const email = visitor();
    const leadId = await captured(o, event, { email, name: 'Erika Muster', customField1: '+49 30 123' });
    await syncWhen(o, leadId, 'hubspot', 'pending', 1);
    const sent = await syncWhen(o, leadId, 'pipedrive', 'sent', 1);
    const person = pipedrive.personByEmail(email)!;
    expect(person).toMatchObject({ name: 'Erika Muster' });
    expect(person.fields.phone).toBe('+49 30 123');
    expect(sent.remoteUrl).toBe(`https://${pipedrive.companyDomain}.pipedrive.com/person/${person.id}`);
    const lead = pipedrive.leads.find((l) => l.person_id === person.id)!;
    expect(lead.title).toBe(`${event.name}: Erika Muster`);
    expect(pipedrive.notes.find((n) => n.lead_id === lead.id)!.content).toContain('Einwilligung erteilt am');
    expect(pipedrive.callsTo(/persons\/search/)[0].headers['x-api-token']).toBe(PIPEDRIVE_TOKEN);

    const erased = (await o.client.post(`/api/leads/${leadId}/erase`, { reason: 'organiser-request' }).expect(200)).body;
    expect(erased.crmCopies).toEqual([{ provider: 'pipedrive', url: sent.remoteUrl }]);
    const rows = await t.dataSource.query(`SELECT provider, state, last_error FROM crm_syncs WHERE lead_id = $1 ORDER BY provider`, [leadId]);
    expect(rows).toEqual([
      { provider: 'hubspot', state: 'stopped', last_error: null },
      { provider: 'pipedrive', state: 'sent', last_error: null },
    ]);
    const upsertsBefore = hubspot.callsTo(/batch\/upsert/).length;
    await bringRetryForward(leadId);
    await pause(800);
    expect(hubspot.callsTo(/batch\/upsert/).length).toBe(upsertsBefore);
  });

  it('keeps another account’s lead hidden, and a disconnect stops what waits but keeps what was sent', async () => {
    const o = await hubspotOrganiser();
    const stranger = await devOrganiser(t);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const leadId = await captured(o, event, { email: visitor() });
    await syncWhen(o, leadId, 'hubspot', 'sent');
    expect((await stranger.client.get(`/api/leads/${leadId}/crm`).expect(404)).body.code).toBe('LEADS_NOT_FOUND');
    await stranger.client.post(`/api/leads/${leadId}/crm/hubspot/retry`).expect(404);
    await o.client.get('/api/leads/not-a-uuid/crm').expect(404);
    await o.client.post(`/api/leads/${leadId}/crm/salesforce/retry`).expect(404);

    hubspot.failNext(1, { status: 500 }, /batch\/upsert/);
    const waiting = await captured(o, event, { email: visitor() });
    await syncWhen(o, waiting, 'hubspot', 'pending', 1);
    await o.client.delete('/api/account/integrations/hubspot').expect(204);
    expect((await syncWhen(o, waiting, 'hubspot', 'stopped')).error).toBe('Nicht gesendet: Die Verbindung zu HubSpot wurde getrennt.');
    expect((await syncWhen(o, leadId, 'hubspot', 'sent')).remoteUrl).toContain('/record/0-1/');
    expect((await o.client.get('/api/account/integrations').expect(200)).body[0]).toMatchObject({ provider: 'hubspot', connected: false });
    await o.client.delete('/api/account/integrations/hubspot').expect(404);
    expect((await o.client.post(`/api/leads/${leadId}/crm/hubspot/retry`).expect(404)).body.code).toBe('CRM_NOT_CONNECTED');
  });
});
