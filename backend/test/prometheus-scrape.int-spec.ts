import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { createEvent, formToken } from './support/events';
import { devOrganiser } from './support/dev-mailbox';
import { freePort } from './support/metrics';
import { deleteKeys, REDIS_URL } from './support/redis';
import { createTestApp, createTestWorker, uniqueBullPrefix, waitUntil, type TestApp } from './support/test-app';

/** Debian's package puts it here (CI installs it: apt-get install prometheus); PROMETHEUS names another. */
const PROMETHEUS = process.env.PROMETHEUS ?? '/usr/bin/prometheus';
const ALERT_RULES = resolve(__dirname, '..', '..', 'docker', 'prometheus', 'alert-rules.yml');
const TOKEN = randomBytes(24).toString('hex');

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/**
 * A real Prometheus scrapes the API and the worker as an operator's would (the token as a
 * credentials file, as docker/prometheus/prometheus.yml does), with FairLeads' alert rules loaded,
 * and a query through its HTTP API finds FairLeads' series from both targets.
 */
describe('a real Prometheus scrapes the API and the worker', () => {
  const bullPrefix = uniqueBullPrefix();
  const scratch = mkdtempSync(join(tmpdir(), 'fairleads-prometheus-'));
  let t: TestApp;
  let worker: INestApplicationContext;
  let prometheus: ChildProcess | undefined;
  let prometheusUrl: string;
  let log = '';

  const query = async (promql: string): Promise<QueryAnswer['data']['result']> => {
    const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const answer = (await res.json()) as QueryAnswer;
    if (answer.status !== 'success') throw new Error(`query ${promql}: ${JSON.stringify(answer)}`);
    return answer.data.result;
  };

  beforeAll(async () => {
    if (!existsSync(PROMETHEUS)) {
      throw new Error(`Prometheus is missing at ${PROMETHEUS}: install Debian's prometheus package (sudo apt-get install prometheus), or name the binary in PROMETHEUS.`);
    }
    const [workerPort, prometheusPort] = [await freePort(), await freePort()];
    const options = { redisUrl: REDIS_URL, bullPrefix, env: { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(workerPort) } };
    t = await createTestApp(options);
    await t.app.listen(0, '127.0.0.1');
    const apiPort = (t.app.getHttpServer().address() as { port: number }).port;
    worker = await createTestWorker(options);

    writeFileSync(join(scratch, 'token'), `${TOKEN}\n`);
    writeFileSync(
      join(scratch, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        `rule_files: ["${ALERT_RULES}"]`,
        'scrape_configs:',
        ...[
          ['fairleads-api', apiPort],
          ['fairleads-worker', workerPort],
        ].map(([job, port]) => `  - { job_name: ${job}, authorization: { type: Bearer, credentials_file: token }, static_configs: [{ targets: ["127.0.0.1:${port}"] }] }`),
        '',
      ].join('\n'),
    );
    prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
    prometheus = spawn(
      PROMETHEUS,
      [`--config.file=${join(scratch, 'prometheus.yml')}`, `--storage.tsdb.path=${join(scratch, 'data')}`, `--web.listen-address=127.0.0.1:${prometheusPort}`, '--log.level=warn'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  }, 60_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const child = prometheus;
      await new Promise<void>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      });
    }
    await worker?.close();
    await t?.close();
    await deleteKeys(`${bullPrefix}:*`);
    rmSync(scratch, { recursive: true, force: true });
    delete process.env.METRICS_TOKEN;
    process.env.WORKER_METRICS_PORT = '0';
  });

  it('scrapes both with the token, loads the alert rules, and answers a query with each one’s FairLeads series', async () => {
    const o = await devOrganiser(t);
    const event = await createEvent(o.client);
    await t.client().post(`/api/form/${o.account.companySlug}/${event.slug}/submit`, { email: `besuch-${randomBytes(3).toString('hex')}@example.org`, consent: true, formToken: formToken(t, event.id) }).expect(201);

    const scraped = async () => {
      try {
        const up = await query('up');
        return up.length === 2 && up.every((sample) => sample.value[1] === '1');
      } catch {
        return false; // not listening yet
      }
    };
    await waitUntil(scraped, 30_000, `Prometheus scraping both targets (its log: ${log || 'empty'})`).catch((error: Error) => {
      throw new Error(`${error.message}; log: ${log}`);
    });

    // the series every process exports, from both jobs
    await waitUntil(async () => (await query('fairleads_backup_last_success_timestamp_seconds')).length === 2, 10_000, 'the backup gauge of both');
    const jobs = (await query('count by (job) (fairleads_jobs_total)')).map((sample) => sample.metric.job).sort();
    expect(jobs).toEqual(['fairleads-api', 'fairleads-worker']);
    // the API's submit counter as Prometheus stored it
    await waitUntil(async () => Number((await query('sum(fairleads_submits_total{job="fairleads-api", result="accepted"})'))[0]?.value[1] ?? 0) >= 1, 10_000, 'the accepted submit');
    // the worker sent the visitor's mail (the dev outbox is its transport here)
    await waitUntil(async () => Number((await query('sum(fairleads_mails_total{job="fairleads-worker", result="sent"})'))[0]?.value[1] ?? 0) >= 1, 15_000, 'the sent mail');

    // the alert rules load and evaluate against real series (health 'ok' once evaluated without an error)
    const rules = async () => {
      const answer = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as { data: { groups: { rules: { name: string; health: string }[] }[] } };
      return answer.data.groups.flatMap((group) => group.rules).map((rule) => `${rule.name} ${rule.health}`).sort();
    };
    const expected = ['FairLeadsApi5xx ok', 'FairLeadsJobsFailing ok', 'FairLeadsNoGoodBackup ok', 'FairLeadsOutboxLate ok'];
    await waitUntil(async () => JSON.stringify(await rules()) === JSON.stringify(expected), 10_000, 'the alert rules evaluated').catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await rules())}`);
    });
  }, 90_000);
});
