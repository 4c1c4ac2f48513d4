import type { INestApplicationContext } from '@nestjs/common';
import { HubSpotFake, startHubSpotFake } from './support/crm-fakes';
import { devOrganiser } from './support/dev-mailbox';
import { createEvent } from './support/events';
import { deleteKeys, REDIS_URL, redisAvailable } from './support/redis';
import { submit, uid } from './support/retention';
import { createTestApp, createTestWorker, TestApp, uniqueBullPrefix, waitUntil } from './support/test-app';

/*
 * CRM deliveries in the real deployment's shape: the API queues them on Bull's 'crm' queue, and
 * the worker, which alone consumes it, runs the delivery handler (CrmSyncCoreModule). A file of
 * its own: a second API app in one file would share passport's session handling with the first.
 */
describe('CRM deliveries with Bull on Redis (REDIS_URL)', () => {
  const TOKEN = 'pat-eu1-bull-token';
  const bullPrefix = uniqueBullPrefix();
  let hubspot: HubSpotFake;
  let api: TestApp;
  let worker: INestApplicationContext;
  let enabled = false;

  beforeAll(async () => {
    enabled = await redisAvailable();
    if (!enabled) return;
    hubspot = await startHubSpotFake(TOKEN);
    const options = { redisUrl: REDIS_URL, bullPrefix, env: { HUBSPOT_API_URL: hubspot.url } };
    api = await createTestApp(options);
    worker = await createTestWorker(options);
  });
  afterAll(async () => {
    if (!enabled) return;
    await worker?.close();
    await api?.close();
    await hubspot?.close();
    await deleteKeys(`${bullPrefix}:*`);
    delete process.env.HUBSPOT_API_URL;
  });

  it('goes through the crm queue, which the worker consumes with the delivery handler', async () => {
    if (!enabled) return;
    const o = await devOrganiser(api);
    await o.client.send('put', '/api/account/integrations/hubspot', { token: TOKEN }).expect(200);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const email = `besuch-${uid()}@example.org`;
    expect((await submit(api, o.account, event, { email, name: 'Bull Besucher' })).status).toBe(201);

    await waitUntil(() => hubspot.contactByEmail(email) !== undefined, 10_000, 'the contact, upserted by the worker');
    const [{ lead_id: leadId }] = await api.dataSource.query(`SELECT lead_id FROM lead_personal_data WHERE owner_event_id = $1 AND email = $2`, [event.id, email]);
    await waitUntil(async () => (await o.client.get(`/api/leads/${leadId}/crm`)).body[0]?.state === 'sent', 10_000, 'the recorded success');
    // a completed row keeps no payload: found by the lead's account
    const [row] = await api.dataSource.query(`SELECT o.queue, o.completed_at FROM outbox_messages o JOIN events e ON e.account_id = o.account_id WHERE o.type = 'crm.sync' AND e.id = $1`, [event.id]);
    expect(row.queue).toBe('crm');
    expect(row.completed_at).not.toBeNull();
  });
});
