import type { INestApplicationContext } from '@nestjs/common';
import type { WebhookPayload } from '@fairleads/shared/webhooks';
import { Webhook } from 'standardwebhooks';
import { devOrganiser } from './support/dev-mailbox';
import { createEvent } from './support/events';
import { deleteKeys, REDIS_URL, redisAvailable } from './support/redis';
import { submit, uid } from './support/retention';
import { createTestApp, createTestWorker, TestApp, uniqueBullPrefix, waitUntil } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/*
 * Webhook deliveries in the real deployment's shape: the API queues them on Bull's 'webhook'
 * queue, and the worker, which alone consumes it, runs the delivery handler. (A file of its own:
 * a second API app in one file would share passport's session handling with the first.)
 */
describe('webhook deliveries with Bull on Redis (REDIS_URL)', () => {
  const receiver = new WebhookReceiver();
  const bullPrefix = uniqueBullPrefix();
  let api: TestApp;
  let worker: INestApplicationContext;
  let enabled = false;

  beforeAll(async () => {
    enabled = await redisAvailable();
    if (!enabled) return;
    await receiver.start();
    const options = { redisUrl: REDIS_URL, bullPrefix, env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` } };
    api = await createTestApp(options);
    worker = await createTestWorker(options);
  });
  afterAll(async () => {
    if (!enabled) return;
    await worker?.close();
    await api?.close();
    await receiver.stop();
    await deleteKeys(`${bullPrefix}:*`);
    delete process.env.WEBHOOK_ALLOW_HOSTS;
  });

  it('goes through the webhook queue, which the worker consumes with the delivery handler', async () => {
    if (!enabled) return;
    const o = await devOrganiser(api);
    const event = await createEvent(o.client, { doubleOptIn: false });
    const created = (await o.client.post('/api/webhook-endpoints', { url: receiver.url('/crm'), facts: ['lead.captured'], eventIds: null }).expect(201)).body;
    expect((await submit(api, o.account, event, { email: `besuch-${uid()}@example.org` })).status).toBe(201);

    await waitUntil(() => receiver.at('/crm').length === 1, 10_000, 'the delivery by the worker');
    expect((new Webhook(created.secret).verify(receiver.at('/crm')[0].body, receiver.at('/crm')[0].headers as Record<string, string>) as WebhookPayload).type).toBe('lead.captured');
    await waitUntil(async () => (await o.client.get(`/api/webhook-endpoints/${created.id}/deliveries`)).body[0]?.status === 'succeeded', 10_000, 'the recorded success');
    const [row] = await api.dataSource.query(`SELECT queue, completed_at FROM outbox_messages WHERE type = 'webhook.deliver' AND account_id = (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [o.account.email]);
    expect(row.queue).toBe('webhook');
    expect(row.completed_at).not.toBeNull();
  });
});
