import { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { OutboxAttemptFailure, OutboxHandlerRegistry } from '../src/common/outbox/outbox-handler.registry';
import { OutboxDispatcher } from '../src/common/outbox/outbox.dispatcher';
import { OutboxSweeper } from '../src/common/outbox/outbox.sweeper';
import { UnitOfWork } from '../src/common/outbox/unit-of-work';
import { OutboxJobRunner } from '../src/common/queue/job-queue.port';
import { MailTemplatesOfTheirModules1764700000000 } from '../src/database/migrations/1764700000000-MailTemplatesOfTheirModules';
import { newAccount } from './support/accounts';
import { deleteKeys, redisAvailable, redisBehindProxy } from './support/redis';
import { SmtpSink } from './support/smtp-sink';
import { TcpProxy } from './support/tcp-proxy';
import { createTestApp, createTestWorker, TestApp, uniqueBullPrefix, waitUntil } from './support/test-app';

interface OutboxRow {
  id: string;
  attempts: number;
  dispatched_at: Date | null;
  completed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  payload: Record<string, unknown>;
}

async function outboxRowOf(t: TestApp, email: string): Promise<OutboxRow> {
  const rows: OutboxRow[] = await t.dataSource.query(
    `SELECT o.* FROM outbox_messages o JOIN users u ON u.id = o.user_id WHERE u.email = $1 ORDER BY o.created_at`,
    [email],
  );
  if (rows.length !== 1) throw new Error(`expected one outbox row for ${email}, found ${rows.length}`);
  return rows[0];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('outbox with the inline driver (embedded default)', () => {
  const sink = new SmtpSink();
  let smtpLine: TcpProxy; // the line to the SMTP server, cut to play an outage
  let t: TestApp;

  beforeAll(async () => {
    await sink.start();
    smtpLine = await new TcpProxy('127.0.0.1', sink.port).up();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpLine.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtpLine.down();
    await sink.stop();
  });

  it('sends a mail once even when its dispatch is retried and the job runs again', async () => {
    const account = newAccount();
    await t.client().post('/api/auth/register', account).expect(201);
    await sink.waitFor(account.email);
    await waitUntil(async () => (await outboxRowOf(t, account.email)).completed_at !== null, 5_000, 'the completion mark');
    const row = await outboxRowOf(t, account.email);

    await t.app.get(OutboxDispatcher).dispatch([{ id: row.id, queue: 'mail' }, { id: row.id, queue: 'mail' }]);
    await Promise.all([t.app.get(OutboxJobRunner).run({ outboxId: row.id }), t.app.get(OutboxJobRunner).run({ outboxId: row.id })]);
    await pause(500);

    expect(sink.mailsTo(account.email)).toHaveLength(1);
    const done = await outboxRowOf(t, account.email);
    expect(done.completed_at).not.toBeNull();
    expect(done.payload).toEqual({}); // a finished row keeps no address or link
  });

  it('keeps the mail while the SMTP server is down and sends it when it is back', async () => {
    await smtpLine.down();
    const account = newAccount();
    await t.client().post('/api/auth/register', account).expect(201);
    await waitUntil(async () => (await outboxRowOf(t, account.email)).attempts === 1, 10_000, 'the failed first attempt');
    const failed = await outboxRowOf(t, account.email);
    expect(failed).toMatchObject({ completed_at: null, failed_at: null, dispatched_at: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtpLine.up();
    // the retry is due after its backoff; bring it forward instead of waiting 10 s
    await t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [failed.id]);
    await t.app.get(OutboxSweeper).sweep();
    await sink.waitFor(account.email);
    // the sink has the mail a moment before the run's transaction commits
    await waitUntil(async () => (await outboxRowOf(t, account.email)).completed_at !== null, 5_000, 'the completion mark');
  });

  it('sends an activation mail queued before the deploy that moved its template into identity', async () => {
    await smtpLine.down();
    const account = newAccount();
    await t.client().post('/api/auth/register', account).expect(201);
    await waitUntil(async () => (await outboxRowOf(t, account.email)).attempts === 1, 10_000, 'the failed first attempt');
    const waiting = await outboxRowOf(t, account.email);
    // the row as the release before named its template
    await t.dataSource.query(`UPDATE outbox_messages SET payload = jsonb_set(payload, '{template}', '"verify-email"') WHERE id = $1`, [waiting.id]);

    const runner = t.dataSource.createQueryRunner();
    await new MailTemplatesOfTheirModules1764700000000().up(runner).finally(() => runner.release());

    await smtpLine.up();
    await t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [waiting.id]);
    await t.app.get(OutboxSweeper).sweep();
    const [mail] = await sink.waitFor(account.email);
    expect(mail.text).toContain('/verify-email/');
    await waitUntil(async () => (await outboxRowOf(t, account.email)).completed_at !== null, 5_000, 'the completion mark');
    expect((await outboxRowOf(t, account.email)).failed_at).toBeNull();
  });

  it('runs a transaction once more when PostgreSQL aborted it as a deadlock victim', async () => {
    const uow = t.app.get(UnitOfWork);
    const attempts: string[] = [];
    let firstLocks = 0;
    const bothHoldOne = () => waitUntil(() => firstLocks === 2, 5_000, 'both first locks');
    // two transactions take two locks in opposite order: PostgreSQL aborts one of them
    const crosswise = (name: string, first: number, second: number) =>
      uow.run(async ({ manager }) => {
        attempts.push(name);
        await manager.query('SELECT pg_advisory_xact_lock($1)', [first]);
        if (attempts.filter((a) => a === name).length === 1) {
          firstLocks += 1;
          await bothHoldOne();
        }
        await manager.query('SELECT pg_advisory_xact_lock($1)', [second]);
        return name;
      });
    await expect(Promise.all([crosswise('a', 7_001, 7_002), crosswise('b', 7_002, 7_001)])).resolves.toEqual(['a', 'b']);
    expect(attempts).toHaveLength(3); // the victim ran twice
  });

  it('records a job that failed on a database error and retries it after its backoff, not as lost', async () => {
    let runs = 0;
    t.app.get(OutboxHandlerRegistry).register('test.database-error', async (_payload, { manager }) => {
      runs += 1;
      await manager.query(`INSERT INTO dev_mailbox (message_id, to_address, subject, html, text) VALUES ('<halb@test>', 'halb@example.com', 'halb', '', '')`);
      if (runs === 1) await manager.query('SELECT 1 / 0'); // aborts the job's statements, as a deadlock would
    });
    const id = await t.app.get(UnitOfWork).run((tx) => tx.enqueue({ queue: 'mail', type: 'test.database-error', payload: {} }));
    const rowOf = async (): Promise<OutboxRow> => (await t.dataSource.query('SELECT * FROM outbox_messages WHERE id = $1', [id]))[0];

    await waitUntil(async () => (await rowOf()).attempts === 1, 5_000, 'the recorded failure');
    const failed = await rowOf();
    // due again after its backoff: the sweeper's next rounds pick it up, not its 2-minute lost rule
    expect(failed).toMatchObject({ completed_at: null, failed_at: null, dispatched_at: null });
    expect(failed.last_error).toMatch(/division by zero/);
    const halfDone = await t.dataSource.query(`SELECT 1 FROM dev_mailbox WHERE message_id = '<halb@test>'`);
    expect(halfDone).toHaveLength(0); // the failed run's own writes are undone

    await t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [id]);
    await t.app.get(OutboxSweeper).sweep();
    await waitUntil(async () => (await rowOf()).completed_at !== null, 5_000, 'the completed retry');
    expect(runs).toBe(2);
    await t.dataSource.query(`DELETE FROM dev_mailbox WHERE message_id = '<halb@test>'`);
  });

  it('retries a job of the platform 10 times, 10 s doubling, and alerts the admin when it gives up; a type may bring its own policy', async () => {
    const registry = t.app.get(OutboxHandlerRegistry);
    const told: OutboxAttemptFailure[] = [];
    registry.register('test.default-policy', async () => {
      throw new Error('kaputt');
    });
    registry.register(
      'test.own-policy',
      async () => {
        throw new Error('kaputt');
      },
      { maxAttempts: 2, retryDelaySeconds: () => 60, alertOnFinalFailure: false, onFailure: async (_manager, _message, failure) => void told.push(failure) },
    );
    const enqueue = (type: string) => t.app.get(UnitOfWork).run((tx) => tx.enqueue({ queue: 'export', type, payload: {} }));
    const rowOf = async (id: string): Promise<OutboxRow & { next_attempt_at: Date }> => (await t.dataSource.query('SELECT * FROM outbox_messages WHERE id = $1', [id]))[0];
    const secondsUntilDue = async (id: string) => Math.round(((await rowOf(id)).next_attempt_at.getTime() - Date.now()) / 1000);
    const runAt = async (id: string, attemptsBefore: number) => {
      await t.dataSource.query('UPDATE outbox_messages SET attempts = $2 WHERE id = $1', [id, attemptsBefore]);
      await t.app.get(OutboxJobRunner).run({ outboxId: id }).catch(() => undefined);
    };
    const alertsOf = async (id: string) => t.dataSource.query(`SELECT kind, message FROM admin_alerts WHERE details->>'outboxId' = $1`, [id]);

    const platform = await enqueue('test.default-policy');
    await waitUntil(async () => (await rowOf(platform)).attempts === 1, 5_000, 'the first failure');
    expect(await secondsUntilDue(platform)).toBe(10);
    await runAt(platform, 3);
    expect(await secondsUntilDue(platform)).toBe(80);
    await runAt(platform, 9);
    expect((await rowOf(platform)).failed_at).not.toBeNull();
    expect(await alertsOf(platform)).toEqual([{ kind: 'job_failed', message: 'Der Auftrag „test.default-policy“ ist nach 10 Versuchen endgültig fehlgeschlagen.' }]);

    const own = await enqueue('test.own-policy');
    await waitUntil(async () => (await rowOf(own)).attempts === 1, 5_000, 'the first failure');
    expect(await secondsUntilDue(own)).toBe(60);
    expect(told).toMatchObject([{ attempts: 1, final: false }]);
    await runAt(own, 1);
    expect((await rowOf(own)).failed_at).not.toBeNull();
    expect(told).toMatchObject([{ attempts: 1, final: false }, { attempts: 2, final: true, nextAttemptAt: null }]);
    expect(await alertsOf(own)).toEqual([]);
  });

  it('records a permanent refusal (5xx) as failed without retrying it', async () => {
    const account = newAccount({ email: `unzustellbar-${Date.now()}@example.com` });
    await t.client().post('/api/auth/register', account).expect(201);
    await waitUntil(async () => (await outboxRowOf(t, account.email)).failed_at !== null, 10_000, 'the failure mark');
    const row = await outboxRowOf(t, account.email);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('550');
    await t.dataSource.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE id = $1', [row.id]);
    await t.app.get(OutboxSweeper).sweep();
    await pause(300);
    expect((await outboxRowOf(t, account.email)).attempts).toBe(1);
  });
});

describe('outbox with Bull on Redis (REDIS_URL)', () => {
  const sink = new SmtpSink();
  let proxy: TcpProxy;
  /** REDIS_URL as the apps reach it: through the proxy. */
  let redisUrl: string;
  let api: TestApp;
  let worker: INestApplicationContext | undefined;
  let enabled = false;
  const bullPrefix = uniqueBullPrefix();

  beforeAll(async () => {
    enabled = await redisAvailable();
    if (!enabled) return;
    ({ proxy, url: redisUrl } = await redisBehindProxy());
    await sink.start();
    api = await createTestApp({ smtpUrl: sink.url, redisUrl, bullPrefix });
  });
  afterAll(async () => {
    if (!enabled) return;
    await proxy.up().catch(() => undefined);
    await worker?.close();
    await api.close();
    await sink.stop();
    await proxy.down();
    await deleteKeys(`${bullPrefix}:*`);
  });

  const startWorker = async () => {
    worker = await createTestWorker({ smtpUrl: sink.url, redisUrl, bullPrefix });
  };

  it('lets only the worker consume: the API queues the job, the worker sends the mail', async () => {
    if (!enabled) return;
    const health = await request(api.app.getHttpServer()).get('/api/health');
    expect(health.body).toEqual({ status: 'ok', db: 'up', queue: 'up' });

    const account = newAccount();
    await api.client().post('/api/auth/register', account).expect(201);
    await waitUntil(async () => (await outboxRowOf(api, account.email)).dispatched_at !== null, 5_000, 'the hand-over to Bull');
    await pause(1000);
    expect(sink.mailsTo(account.email)).toHaveLength(0);

    await startWorker();
    await sink.waitFor(account.email);
  });

  it('sends a mail once when its dispatch is retried', async () => {
    if (!enabled) return;
    const account = newAccount();
    await api.client().post('/api/auth/register', account).expect(201);
    await sink.waitFor(account.email);
    const row = await outboxRowOf(api, account.email);
    await api.app.get(OutboxDispatcher).dispatch([{ id: row.id, queue: 'mail' }]);
    await worker!.get(OutboxSweeper).sweep();
    await api.app.get(OutboxDispatcher).dispatch([{ id: row.id, queue: 'mail' }]);
    await pause(1000);
    expect(sink.mailsTo(account.email)).toHaveLength(1);
  });

  it('accepts a registration while Redis is down and sends its mail after Redis returns', async () => {
    if (!enabled) return;
    await proxy.down();
    const health = await request(api.app.getHttpServer()).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', db: 'up', queue: 'down' });

    const account = newAccount();
    const started = Date.now();
    await api.client().post('/api/auth/register', account).expect(201);
    expect(Date.now() - started).toBeLessThan(8_000);
    // the hand-over runs after the answer and fails: the row is left to the sweeper
    await waitUntil(async () => (await outboxRowOf(api, account.email)).dispatched_at === null, 5_000, 'the failed hand-over');
    await pause(500);
    expect(sink.mailsTo(account.email)).toHaveLength(0);

    await proxy.up();
    const sweeper = worker!.get(OutboxSweeper);
    await waitUntil(async () => {
      await sweeper.sweep();
      return sink.mailsTo(account.email).length > 0;
    }, 20_000, 'the mail after Redis returned');
    await pause(1000);
    expect(sink.mailsTo(account.email)).toHaveLength(1);
  });
});
