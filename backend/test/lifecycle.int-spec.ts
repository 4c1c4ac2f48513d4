import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Draining } from '../src/common/health/draining';
import { workerHealth } from '../src/common/health/worker-heartbeat';
import { InFlightRequests, drainHttpServer } from '../src/common/http/graceful-shutdown';
import { TickTurns } from '../src/common/schedule';
import { Clock } from '../src/common/time/clock';
import { runMigrations } from '../src/database/migrate';
import { LeadNoticeSchedule, LeadNoticeScheduler } from '../src/modules/insights/jobs/lead-notice.scheduler';
import { RetentionSchedule, RetentionScheduler } from '../src/modules/retention/jobs/retention.scheduler';
import { REDIS_URL, redisAvailable } from './support/redis';
import { createTestApp, createTestWorker, migrateOnce, TestApp, uniqueBullPrefix, waitUntil } from './support/test-app';

/** A raw HTTP exchange: what a balancer's connection sees, including a refused connection. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function answerOf(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}

async function get(port: number, path: string): Promise<string> {
  const socket = await connect(port);
  const answer = answerOf(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  return answer;
}

/**
 * A submit whose body is still on its way: a request in flight for as long as the test likes.
 * It carries a genuine CSRF token, so that nothing answers it before its body is in.
 */
async function halfSentSubmit(port: number): Promise<{ answer: Promise<string>; finish: () => void }> {
  const xsrf = /XSRF-TOKEN=([^;\s]+)/.exec(await get(port, '/api/health'))?.[1];
  if (!xsrf) throw new Error('no CSRF cookie');
  const body = JSON.stringify({ email: 'late@example.com', name: 'Late', consent: true, formToken: 'x' });
  const socket = await connect(port);
  const answer = answerOf(socket);
  socket.write(
    `POST /api/form/nobody/nothing/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: XSRF-TOKEN=${xsrf}\r\n` +
      `X-XSRF-TOKEN: ${decodeURIComponent(xsrf)}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { answer, finish: () => socket.write(body.slice(10)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful stop of an API process', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let inFlight: InFlightRequests;

  beforeEach(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer() as Server;
    inFlight = new InFlightRequests(server);
    await t.app.listen(0, '127.0.0.1');
    port = (server.address() as net.AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await t.close().catch(() => undefined);
  });

  it('answers liveness and readiness apart: draining is not ready, but alive', async () => {
    expect(await get(port, '/api/health/live')).toMatch(/^HTTP\/1.1 200[\s\S]*"status":"ok"/);
    expect(await get(port, '/api/health')).toMatch(/^HTTP\/1.1 200/);
    t.app.get(Draining).start();
    const ready = await get(port, '/api/health');
    expect(ready).toMatch(/^HTTP\/1.1 503/);
    expect(ready).toContain('"status":"draining"');
    expect(ready).toContain('Der Dienst wird gerade neu gestartet.');
    expect(await get(port, '/api/health/live')).toMatch(/^HTTP\/1.1 200/);
  });

  it('stays ready while every connection of the requests’ pool is busy: a slow replica stays in the balancer’s rotation', async () => {
    // the pool's ten connections held for 3 s, as a rush of lead desks opening holds them
    const busy = Array.from({ length: 10 }, () => t.dataSource.query('SELECT pg_sleep(3)'));
    await pause(200);
    const t0 = Date.now();
    const ready = await get(port, '/api/health');
    // within the balancer's check timeout (2 s, docker/haproxy.cfg), not after the queue
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(ready).toMatch(/^HTTP\/1.1 200[\s\S]*"db":"up"/);
    await Promise.all(busy);
  });

  it('keeps answering during the notice, then refuses new connections and finishes the request in flight', async () => {
    const pending = await halfSentSubmit(port);
    await waitUntil(() => inFlight.size === 1, 2_000, 'the submit in flight');
    t.app.get(Draining).start();
    const drained = drainHttpServer(server, inFlight, { noticeMs: 400, timeoutMs: 5_000 });

    // during the notice the balancer still gets answers, each closing its connection
    const duringNotice = await get(port, '/api/health');
    expect(duringNotice).toMatch(/^HTTP\/1.1 503/);
    expect(duringNotice).toMatch(/connection: close/i);

    await pause(600);
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    pending.finish();
    const answer = await pending.answer;
    expect(answer).toMatch(/^HTTP\/1.1 4\d\d/); // the unknown form's own answer, not a cut connection
    expect(answer).toMatch(/connection: close/i);
    expect(await drained).toMatchObject({ inFlightAtClose: 1, cutOff: 0 });
  });

  it('cuts off what still runs at the bound', async () => {
    const pending = await halfSentSubmit(port);
    await waitUntil(() => inFlight.size === 1, 2_000, 'the submit in flight');
    const result = await drainHttpServer(server, inFlight, { noticeMs: 0, timeoutMs: 300 });
    expect(result).toMatchObject({ inFlightAtClose: 1, cutOff: 1 });
    expect(await pending.answer).toBe(''); // closed without an answer
  });
});

describe("scheduled ticks: one run per minute in the installation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // inline driver: the API process runs the scheduler
  });
  afterAll(() => t.close());

  /** A minute of its own far ahead, so no other test's or run's claim is in the way. */
  const aMinute = () => new Date(Date.UTC(2090 + randomInt(0, 50), randomInt(0, 12), 1 + randomInt(0, 28), randomInt(0, 24), randomInt(0, 60), 0, 250));

  it('gives a minute to exactly one of many processes asking at once', async () => {
    const turns = t.app.get(TickTurns);
    const minute = aMinute();
    const answers = await Promise.all(Array.from({ length: 10 }, () => turns.claimMinute('retention', minute)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await turns.claimMinute('retention', new Date(minute.getTime() + 30_000))).toBe(false); // same minute
    expect(await turns.claimMinute('retention', new Date(minute.getTime() + 60_000))).toBe(true); // the next one
    expect(await turns.claimMinute('lead-notices', minute)).toBe(true); // another tick
  });

  it("runs the retention and notice ticks once when two schedulers fire in the same minute", async () => {
    const minute = aMinute();
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(minute);
    const retention = jest.spyOn(t.app.get(RetentionScheduler), 'tick');
    const notices = jest.spyOn(t.app.get(LeadNoticeScheduler), 'tick');
    try {
      // the second call stands for a second worker's scheduler firing in that minute
      await t.app.get(RetentionSchedule).tick();
      await t.app.get(RetentionSchedule).tick();
      await t.app.get(LeadNoticeSchedule).tick();
      await t.app.get(LeadNoticeSchedule).tick();
      expect(retention).toHaveBeenCalledTimes(1);
      expect(notices).toHaveBeenCalledTimes(1);
      const [{ n }] = (await t.dataSource.query('SELECT count(*)::int AS n FROM scheduler_tick_claims WHERE minute = date_trunc($1, $2::timestamptz)', ['minute', minute])) as { n: number }[];
      expect(n).toBe(2);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('the migration started twice at once', () => {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${new URL(adminUrl).pathname.slice(1)}_migrate_${randomInt(1e9)}`;
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

  it('applies every migration once: the second start waits its turn and finds nothing to do', async () => {
    const [first, second] = await Promise.all([runMigrations(url), runMigrations(url)]);
    const counts = [first.length, second.length].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(10);
    expect(counts[1]).toBe(0);
    expect(await runMigrations(url)).toEqual([]);
  });
});

describe("the worker's heartbeat", () => {
  const file = join(tmpdir(), `fairleads-heartbeat-${randomInt(1e9)}`);
  afterAll(() => rmSync(file, { force: true }));

  it('is written while the queue and database answer, and removed when the worker stops', async () => {
    if (!(await redisAvailable())) {
      if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required (REQUIRE_REDIS=1) but not reachable at ${REDIS_URL}`);
      console.warn(`skipped: no Redis at ${REDIS_URL}`);
      return;
    }
    const worker = await createTestWorker({ redisUrl: REDIS_URL, bullPrefix: uniqueBullPrefix(), env: { WORKER_HEARTBEAT_FILE: file } });
    try {
      await waitUntil(() => existsSync(file), 5_000, 'the heartbeat file');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      await worker.close();
    }
    expect(existsSync(file)).toBe(false);
  });

  it('carries the newest good backup of backup_runs, which the health check shows', async () => {
    if (!(await redisAvailable())) {
      if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required (REQUIRE_REDIS=1) but not reachable at ${REDIS_URL}`);
      console.warn(`skipped: no Redis at ${REDIS_URL}`);
      return;
    }
    await migrateOnce();
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const fiveHoursAgo = new Date(Date.now() - 5 * 3600_000);
    try {
      // what the backup tool writes (scripts/backup.mjs): a good run, a newer failed one, an older good one
      await db.query(
        `INSERT INTO backup_runs (started_at, finished_at, ok, file, bytes, sha256, schema_version, error) VALUES
           ($1, $1, true, 'fairleads-heartbeat-test.dump', 1000, repeat('a', 64), 'BackupRuns1764990000000', NULL),
           ($2, $2, false, NULL, NULL, NULL, 'BackupRuns1764990000000', 'pg_dump failed'),
           ($3, $3, true, 'fairleads-older.dump', 900, repeat('b', 64), 'BackupRuns1764990000000', NULL)`,
        [fiveHoursAgo, new Date(Date.now() - 3600_000), new Date(Date.now() - 30 * 3600_000)],
      );
      const worker = await createTestWorker({ redisUrl: REDIS_URL, bullPrefix: uniqueBullPrefix(), env: { WORKER_HEARTBEAT_FILE: file } });
      try {
        await waitUntil(() => existsSync(file), 5_000, 'the heartbeat file');
        expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ lastGoodBackupAt: fiveHoursAgo.toISOString(), lastGoodBackupFile: 'fairleads-heartbeat-test.dump' });
        expect(workerHealth(file)).toEqual({ healthy: true, line: expect.stringMatching(/^healthy: heartbeat \d+ s old; last good backup 5 h old \(fairleads-heartbeat-test\.dump\)$/) });
      } finally {
        await worker.close();
      }
    } finally {
      await db.query("DELETE FROM backup_runs WHERE file IN ('fairleads-heartbeat-test.dump', 'fairleads-older.dump') OR error = 'pg_dump failed'");
      await db.end();
    }
  });
});
