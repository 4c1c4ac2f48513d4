import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { registerAndVerify, type NewAccount } from './support/accounts';
import { createEvent, formToken, type EventJson } from './support/events';
import { declaredFamilies, freePort, parseExposition, sampleValue } from './support/metrics';
import { deleteKeys, REDIS_URL } from './support/redis';
import { Metrics } from '../src/common/metrics/metrics';
import { createTestApp, createTestWorker, nextIp, uniqueBullPrefix, waitUntil, type TestApp, type TestClient } from './support/test-app';
import { SmtpSink } from './support/smtp-sink';

const SPA_FIXTURE = resolve(__dirname, 'fixtures', 'spa');
const DOCKER = resolve(__dirname, '..', '..', 'docker');
const TOKEN = randomBytes(24).toString('hex');
const NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' };

/**
 * GET /metrics of the API and the worker's metrics port, as an operator's Prometheus reads them:
 * Prometheus' text format from this machine or with METRICS_TOKEN, a 404 for anyone else, and
 * counters that move when a visitor submits or a mail fails. The deployment's shape: Bull on
 * Redis, a worker that sends the mails to a real SMTP server (the sink).
 */
describe('metrics of the API and the worker', () => {
  const sink = new SmtpSink();
  const bullPrefix = uniqueBullPrefix();
  let t: TestApp;
  let worker: INestApplicationContext;
  let workerPort: number;
  let account: NewAccount;
  let event: EventJson;
  let visitor: TestClient;

  /** The API's /metrics as this machine reads it (loopback, no forwarding header). */
  const apiMetrics = async () => {
    const res = await request(t.app.getHttpServer()).get('/metrics').expect(200);
    return res.text;
  };
  const workerMetrics = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${workerPort}/metrics`, { headers });
  const submitPath = () => `/api/form/${account.companySlug}/${event.slug}/submit`;

  beforeAll(async () => {
    await sink.start();
    workerPort = await freePort();
    const options = { smtpUrl: sink.url, redisUrl: REDIS_URL, bullPrefix, spaDir: SPA_FIXTURE, env: { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(workerPort) } };
    t = await createTestApp(options);
    worker = await createTestWorker(options);
    // as main.ts and worker.ts do (prod-check sees them from the real entries)
    t.app.get(Metrics).collectNodeMetrics();
    worker.get(Metrics).collectNodeMetrics();
    const organiser = t.client();
    account = await registerAndVerify(organiser, sink);
    await organiser.post('/api/auth/login', account).expect(200);
    event = await createEvent(organiser, { doubleOptIn: true });
    visitor = t.client(nextIp());
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sink.stop();
    await deleteKeys(`${bullPrefix}:*`);
    delete process.env.METRICS_TOKEN;
    process.env.WORKER_METRICS_PORT = '0';
  });

  it('answers this machine with the text format: FairLeads’ own metrics and Node’s memory and event-loop lag', async () => {
    const res = await request(t.app.getHttpServer()).get('/metrics').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const names = new Set(parseExposition(res.text).map((s) => s.name));
    for (const name of [
      'fairleads_submits_total',
      'fairleads_mails_total',
      'fairleads_jobs_total',
      'fairleads_outbox_pending',
      'fairleads_outbox_oldest_pending_age_seconds',
      'fairleads_queue_jobs',
      'fairleads_db_pool_connections',
      'fairleads_db_pool_max',
      'fairleads_backup_last_success_timestamp_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect({ name, present: names.has(name) }).toEqual({ name, present: true });
    }
    // the queues as Bull counts them in Redis, every queue and state
    expect(sampleValue(res.text, 'fairleads_queue_jobs', { queue: 'webhook', state: 'failed' })).toBe(0);
    expect(sampleValue(res.text, 'fairleads_db_pool_max')).toBe(10);
    expect(sampleValue(res.text, 'fairleads_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
  });

  it('answers 404 to anyone else: a relayed request, a wrong token, the path under /api; the token’s bearer gets them from anywhere', async () => {
    const server = t.app.getHttpServer();
    // a balancer on this machine relays the world: loopback with a forwarding header is not this machine
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const relayed = await request(server).get('/metrics').set(header, header === 'Forwarded' ? 'for=203.0.113.7' : '203.0.113.7');
      expect({ header, status: relayed.status, body: relayed.body }).toEqual({ header, status: 404, body: NOT_FOUND });
    }
    await request(server).get('/metrics').set('X-Forwarded-For', '203.0.113.7').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
    // a wrong token counts even from loopback
    await request(server).get('/metrics').set('Authorization', 'Bearer falsch').expect(404);
    await request(server).get('/api/metrics').expect(404);
    // not the SPA's page either (the fixture's index.html would answer any other such path)
    const page = await request(server).get('/metrics').set('X-Forwarded-For', '203.0.113.7').set('Accept', 'text/html');
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('<html');

    const withToken = await request(server).get('/metrics').set('X-Forwarded-For', '203.0.113.7').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(withToken.text).toContain('# TYPE fairleads_submits_total counter');
  });

  it('counts an accepted submit and each refusal by its code, and times the submit under its route template', async () => {
    const before = await apiMetrics();
    const accepted = () => sampleValue(before, 'fairleads_submits_total', { result: 'accepted' }) ?? 0;
    const refused = (text: string, reason: string) => sampleValue(text, 'fairleads_submits_total', { result: 'refused', reason }) ?? 0;

    await visitor.post(submitPath(), { email: `besuch-${randomBytes(3).toString('hex')}@example.org`, consent: true, formToken: formToken(t, event.id) }).expect(201);
    // the body's own checks (the validation pipe), the capture's refusals, the page post's
    await visitor.post(submitPath(), { email: 'kein-haken@example.org', consent: false, formToken: formToken(t, event.id) }).expect(400);
    await visitor.post(submitPath(), { email: 'gefaelscht@example.org', consent: true, formToken: 'gefaelscht' }).expect(400);
    const page = await visitor.agent
      .post(`/form/${account.companySlug}/${event.slug}`)
      .set('X-Forwarded-For', visitor.ip)
      .set('Origin', process.env.APP_URL!)
      .type('form')
      .send({ email: 'seite@example.org', consent: 'on', formToken: formToken(t, event.id), submissionId: 'keine-uuid' });
    expect(page.status).toBe(400);

    const after = await apiMetrics();
    expect(sampleValue(after, 'fairleads_submits_total', { result: 'accepted' })).toBe(accepted() + 1);
    expect(refused(after, 'VALIDATION_FAILED')).toBe(refused(before, 'VALIDATION_FAILED') + 1);
    expect(refused(after, 'LEADS_FORM_REJECTED')).toBe(refused(before, 'LEADS_FORM_REJECTED') + 1);
    expect(refused(after, 'LEADS_SUBMISSION_ID_INVALID')).toBe(refused(before, 'LEADS_SUBMISSION_ID_INVALID') + 1);

    // the route's template, never the path the visitor called
    const count = (labels: Record<string, string>) => sampleValue(after, 'fairleads_http_request_duration_seconds_count', labels) ?? 0;
    expect(count({ method: 'POST', route: '/api/form/:companySlug/:eventSlug/submit', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(count({ method: 'POST', route: '/api/form/:companySlug/:eventSlug/submit', status_class: '4xx' })).toBeGreaterThanOrEqual(2);
    expect(count({ method: 'POST', route: '/form/:companySlug/:eventSlug', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(parseExposition(after).filter((s) => s.name === 'fairleads_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...routes].filter((route) => route.includes(event.slug) || route.includes(account.companySlug))).toEqual([]);
  });

  it('puts paths no route matched under one label value', async () => {
    await visitor.get(`/api/gibt-es-nicht-${randomBytes(3).toString('hex')}`).expect(404);
    const text = await apiMetrics();
    expect(sampleValue(text, 'fairleads_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a mail the SMTP server refused in the worker’s metrics, and the failed job of its queue', async () => {
    const read = async () => (await workerMetrics()).text();
    const before = await read();
    const failedMails = sampleValue(before, 'fairleads_mails_total', { result: 'failed' }) ?? 0;
    const failedJobs = sampleValue(before, 'fairleads_jobs_total', { queue: 'mail', result: 'failed' }) ?? 0;

    // the sink refuses this mailbox for good (550): the double opt-in mail fails at once
    await visitor.post(submitPath(), { email: `unzustellbar-${randomBytes(3).toString('hex')}@example.org`, consent: true, formToken: formToken(t, event.id) }).expect(201);

    let after = before;
    // the mail fails first, its job's failure is recorded a moment later
    const moved = async () => {
      after = await read();
      return (sampleValue(after, 'fairleads_mails_total', { result: 'failed' }) ?? 0) > failedMails && (sampleValue(after, 'fairleads_jobs_total', { queue: 'mail', result: 'failed' }) ?? 0) > failedJobs;
    };
    await waitUntil(moved, 15_000, 'the failed mail and its job in the worker’s metrics');
    expect(sampleValue(after, 'fairleads_mails_total', { result: 'failed' })).toBe(failedMails + 1);
    expect(sampleValue(after, 'fairleads_jobs_total', { queue: 'mail', result: 'failed' })).toBe(failedJobs + 1);
  });

  it('serves the worker’s metrics on its own port under the same rule, with the newest good backup and a late outbox row', async () => {
    const res = await workerMetrics();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect((await workerMetrics({ 'X-Forwarded-For': '203.0.113.7' })).status).toBe(404);
    expect((await workerMetrics({ 'X-Forwarded-For': '203.0.113.7', Authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${workerPort}/`)).status).toBe(404);

    const finishedAt = new Date(Date.now() + 3_600_000); // newer than any other run in the test database
    finishedAt.setMilliseconds(0);
    const [{ id: backupId }] = await t.dataSource.query(`INSERT INTO backup_runs (started_at, finished_at, ok, file) VALUES ($1, $1, true, 'metrics-test.dump') RETURNING id`, [finishedAt]);
    // a row due ten minutes ago and never done (marked as handed over just now, so no sweeper takes it during the test)
    const [{ id: outboxId }] = await t.dataSource.query(
      `INSERT INTO outbox_messages (queue, type, payload, next_attempt_at, dispatched_at) VALUES ('export', 'metrics.test', '{}', now() - interval '10 minutes', now()) RETURNING id`,
    );
    try {
      const text = await (await workerMetrics()).text();
      expect(sampleValue(text, 'fairleads_backup_last_success_timestamp_seconds')).toBe(finishedAt.getTime() / 1000);
      expect(sampleValue(text, 'fairleads_outbox_oldest_pending_age_seconds', { queue: 'export' })).toBeGreaterThanOrEqual(600);
      expect(sampleValue(text, 'fairleads_outbox_pending', { queue: 'export' })).toBeGreaterThanOrEqual(1);
      // the worker's scheduler fires its outbox sweep every 5 s
      await waitUntil(async () => (sampleValue(await (await workerMetrics()).text(), 'fairleads_scheduler_ticks_total', { tick: 'outbox-sweep', result: 'ran' }) ?? 0) > 0, 12_000, 'a sweep tick');
    } finally {
      await t.dataSource.query('DELETE FROM outbox_messages WHERE id = $1', [outboxId]);
      await t.dataSource.query('DELETE FROM backup_runs WHERE id = $1', [backupId]);
    }
  });

  it('exports every metric the alert rules and the Grafana dashboard name (a misspelt one would stay silent)', async () => {
    const families = new Map([...declaredFamilies(await apiMetrics()), ...declaredFamilies(await (await workerMetrics()).text())]);
    const exported = (name: string) => {
      if (families.has(name)) return true;
      const base = /^(.*)_(bucket|count|sum)$/.exec(name)?.[1];
      return base !== undefined && families.get(base) === 'histogram';
    };
    for (const file of ['prometheus/alert-rules.yml', 'prometheus/alert-rules.test.yml', 'grafana/fairleads-dashboard.json']) {
      const named = new Set([...readFileSync(resolve(DOCKER, file), 'utf8').matchAll(/\b((?:fairleads|nodejs|process)_[a-z0-9_]+)\b/g)].map(([, name]) => name));
      expect(named.size).toBeGreaterThan(3);
      expect({ file, unknown: [...named].filter((name) => !exported(name)) }).toEqual({ file, unknown: [] });
    }
  });
});
