#!/usr/bin/env node
// `make prod-check`: the docker-compose topology, natively on this machine (no Docker engine),
// from the same built artefacts the Dockerfile uses, proven by checks with figures.
//
//   a fresh database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
//   its own Redis with the append-only file on, on a free port
//   an SMTP sink on loopback that keeps every mail it receives (the relay)
//   the migration (started twice at once, then once more)
//   two API processes and two workers, NODE_ENV=production, https APP_URL through the balancer
//   HAProxy with docker/haproxy.cfg in front (installed with apt-get when missing), TLS with a
//   certificate made at start
//
// Checks: a session made on one replica works on the other; the login and submit limits hold
// across both; a steady submit load through a rolling restart (SIGTERM each API in turn) loses
// nothing; a worker killed with SIGKILL and a Redis restart under load lose no job and send none
// twice; every API and worker serves its metrics to this machine and the balancer none; the
// scheduler's per-minute ticks run once per minute across the two workers; the migration runs once. Then the submit throughput with two replicas and with one (information).
//
// Writes var/prod-check/report.md and report.json, the processes' logs beside them, and exits 1
// when a check fails. Everything it started is stopped at the end, also on failure and Ctrl-C.
// Bounded: it gives up after PROD_CHECK_DEADLINE_S seconds (default 360).

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import pg from 'pg';
import YAML from 'yaml';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createCheckRun } from './check-run.mjs';
import { ROOT, buildIfStale, freePort, say, seconds, sleep, withClient, withDatabase } from './lib.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `fairleads_prodcheck_${Date.now()}`;
const DATABASE_URL = withDatabase(ADMIN_URL, DATABASE);
const PASSWORD = `prod-check-${randomBytes(6).toString('hex')}`;
/** The steady load of the rolling restart, and how long it runs. */
const LOAD_PER_SECOND = 30;
const ROLLING_SECONDS = 60;
const OUTAGE_SECONDS = 20;
const THROUGHPUT_SECONDS = 8;
const THROUGHPUT_CONCURRENCY = 16;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fairleads-prod-check-'));
const processes = new Map(); // name -> handle of what runs now
const processNames = new Map(); // pid -> name, also of processes that ended (the scheduler's claims name pids)
let smtp = null;

const run = createCheckRun({
  name: 'prod-check',
  deadlineMs: Number(process.env.PROD_CHECK_DEADLINE_S || 360) * 1000,
  report: { checks: [], figures: {}, notes: [] },
  markdown,
  // in the order a deployment stops: the balancer, then the application (which still needs its
  // Redis and SMTP relay to finish), then Redis and the relay
  stop: async () => {
    await stopProcess(processes.get('haproxy'), 5_000);
    await Promise.all([...processes].filter(([name]) => /^(api|worker)/.test(name)).map(([, h]) => stopProcess(h, 25_000)));
    await stopProcess(processes.get('redis'), 5_000);
  },
});
const { report, check } = run;
run.onCleanup(() => smtp?.close().catch(() => {}));
run.onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));

// ------------------------------------------------------------------------------------------ plumbing

/** A process of the topology: own process group, output to var/prod-check/logs/<name>.log. */
function startProcess(name, command, args, env) {
  const handle = run.startProcess(name, command, args, { env });
  processes.set(name, handle);
  processNames.set(handle.pid, name);
  return handle;
}

/** SIGTERM, SIGKILL after timeoutMs (15 s). */
const stopProcess = (handle, timeoutMs) => run.stopProcess(handle, { timeoutMs });

async function until(what, test, timeoutMs, intervalMs = 200) {
  const t0 = Date.now();
  for (;;) {
    const value = await test().catch(() => null);
    if (value) return Date.now() - t0;
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${seconds(timeoutMs)}`);
    await sleep(intervalMs);
  }
}

function ensureTools() {
  const need = { haproxy: 'haproxy', 'redis-server': 'redis-server', 'redis-cli': 'redis-tools', openssl: 'openssl' };
  const missing = Object.entries(need).filter(([cmd]) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status !== 0);
  if (!missing.length) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.map(([c]) => c).join(', ')}: install ${packages.join(' ')} (apt-get) or run as root`);
  say(`installing ${packages.join(' ')} with apt-get …`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], { stdio: 'inherit' });
}

// ------------------------------------------------------------------------------------------ clients

/** HTTPS through the balancer, from a chosen loopback source address (the client's identity). */
class Balancer {
  constructor(port, ca) {
    this.port = port;
    this.ca = ca;
    this.agents = new Map();
  }
  agent(source) {
    let agent = this.agents.get(source);
    if (!agent) {
      // idle sockets close after 4 s, before the balancer's keep-alive timeout (10 s) could close
      // one just as a request goes out on it
      agent = new https.Agent({ keepAlive: true, timeout: 4_000, maxSockets: 64, ca: this.ca, localAddress: source, servername: 'localhost' });
      this.agents.set(source, agent);
    }
    return agent;
  }
  request(method, url, { source = '127.0.0.1', headers = {}, body, timeoutMs = 30_000 } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const t0 = performance.now();
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: url,
          agent: this.agent(source),
          servername: 'localhost',
          headers: { host: `localhost:${this.port}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
          timeout: timeoutMs,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {}
            resolve({ status: res.statusCode, headers: res.headers, json, text, replica: res.headers['x-fairleads-replica'] ?? null, ms: performance.now() - t0 });
          });
          res.on('error', (err) => resolve({ status: 0, error: err.message, replica: null, ms: performance.now() - t0 }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve({ status: 0, error: err.message, replica: null, ms: performance.now() - t0 }));
      if (payload) req.write(payload);
      req.end();
    });
  }
  close() {
    for (const agent of this.agents.values()) agent.destroy();
  }
}

/** A signed-in (or not) browser-like client: cookies and the CSRF header. */
class Session {
  constructor(balancer, source) {
    this.balancer = balancer;
    this.source = source;
    this.cookies = new Map();
  }
  get xsrf() {
    return this.cookies.get('XSRF-TOKEN');
  }
  async call(method, url, body, extraHeaders = {}) {
    const headers = { ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.xsrf) headers['x-xsrf-token'] = decodeURIComponent(this.xsrf);
    const r = await this.balancer.request(method, url, { source: this.source, headers, body });
    for (const c of [r.headers?.['set-cookie'] ?? []].flat()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
    return r;
  }
  async expect(method, url, body, status) {
    const r = await this.call(method, url, body);
    if (r.status !== status) throw new Error(`${method} ${url}: expected ${status}, got ${r.status} ${r.error ?? r.text?.slice(0, 300)}`);
    return r;
  }
}

/** Loopback addresses for simulated visitors: each is a client of its own for the rate limits. */
const visitorAddress = (n) => `127.0.${10 + (Math.floor(n / 250) % 200)}.${1 + (n % 250)}`;

// ------------------------------------------------------------------------------------------ SMTP sink

function startSmtpSink(port) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // kept raw: parsing every mail would cost the load generator's CPU; read() parses one when asked
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks), at: Date.now() });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      // once listening, a client hanging up mid-reply (EPIPE) must not end the check
      server.off('error', reject);
      server.on('error', () => undefined);
      resolve({ mails, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

const mailsTo = (address) => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()));
const textOf = async (mail) => (await simpleParser(mail.raw)).text ?? '';

// ------------------------------------------------------------------------------------------ topology

/**
 * What docker-compose.yml says, so that this check runs the deployment's own commands, health
 * checks and Redis settings, and fails when the file and the proven setup drift apart.
 */
function readCompose() {
  const services = YAML.parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }).services;
  const nodeArgs = (command, where) => {
    if (command?.[0] !== 'node') throw new Error(`docker-compose.yml: ${where} is not a node command: ${JSON.stringify(command)}`);
    return command.slice(1);
  };
  const healthTest = services.worker.healthcheck?.test ?? [];
  const balancerConfig = services.balancer.volumes.find((v) => v.endsWith(':/usr/local/etc/haproxy/haproxy.cfg:ro'))?.split(':')[0];
  return {
    api: nodeArgs(services.api.command, 'services.api.command'),
    worker: nodeArgs(services.worker.command, 'services.worker.command'),
    migrate: nodeArgs(services.migrate.command, 'services.migrate.command'),
    workerHealth: nodeArgs(healthTest.slice(1), 'services.worker.healthcheck.test'),
    apiHealth: services.api.healthcheck.test.join(' '),
    redisArgs: services.redis.command.slice(1),
    balancerConfig: balancerConfig && path.normalize(balancerConfig),
    balancerAddress: services.balancer.networks.default.ipv4_address,
    trustProxy: services.api.environment.TRUST_PROXY.match(/:-([^}]+)\}/)?.[1],
    grace: { api: services.api.stop_grace_period, worker: services.worker.stop_grace_period },
    replicas: { api: services.api.deploy?.replicas, worker: services.worker.deploy?.replicas },
  };
}
const compose = readCompose();

/** docker-compose.yml against the bounds the code keeps and the settings this run uses. */
function composeCheck() {
  const { API_STOP_MS, WORKER_STOP_MS } = createRequire(import.meta.url)(path.join(ROOT, 'backend/dist/common/lifecycle/stop-bounds.js'));
  const graceMs = (v) => Number(/^(\d+)s$/.exec(v ?? '')?.[1] ?? NaN) * 1000;
  const [range, bits] = ipaddr.parseCIDR(compose.trustProxy ?? '0.0.0.0/32');
  const believed = ipaddr.parse(compose.balancerAddress).match(range, bits);
  const ok =
    graceMs(compose.grace.api) > API_STOP_MS &&
    graceMs(compose.grace.worker) > WORKER_STOP_MS &&
    believed &&
    compose.balancerConfig === 'docker/haproxy.cfg' &&
    compose.apiHealth.includes('/api/health') &&
    compose.redisArgs.join(' ').includes('--appendonly yes') &&
    compose.replicas.api === 2;
  check(
    'docker-compose.yml matches what ran',
    ok,
    `commands: api ${compose.api.join(' ')}, worker ${compose.worker.join(' ')}, migrate ${compose.migrate.join(' ')}, worker health ${compose.workerHealth.join(' ')}; ` +
      `stop_grace_period api ${compose.grace.api} > ${API_STOP_MS / 1000} s drain bound, worker ${compose.grace.worker} > ${WORKER_STOP_MS / 1000} s; ` +
      `balancer ${compose.balancerAddress} ${believed ? 'inside' : 'OUTSIDE'} TRUST_PROXY ${compose.trustProxy}; ${compose.balancerConfig}; ${compose.replicas.api} API replicas; redis ${compose.redisArgs.join(' ')}`,
  );
}

const ports = {};
let certPem;
const secret = randomBytes(32).toString('base64');

function baseEnv() {
  const env = { ...process.env };
  for (const key of ['REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'LINK_CHECK_ALLOW_HOSTS', 'BLOG_IMAGE_ALLOW_HOSTS', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT']) delete env[key];
  return {
    ...env,
    NODE_ENV: 'production',
    APP_URL: `https://localhost:${ports.https}`,
    TRUST_PROXY: '127.0.0.1', // the balancer, and only it
    DATABASE_URL,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: 'FairLeads <no-reply@prod-check.fairleads.test>',
    SUPPORT_EMAIL: 'support@prod-check.fairleads.test',
    SESSION_SECRET: secret,
    LOG_LEVEL: 'info',
  };
}

function startApi(n) {
  return startProcess(`api${n}`, process.execPath, compose.api, { ...baseEnv(), PORT: String(ports[`api${n}`]) });
}

function startWorker(n) {
  // two workers on one machine: each its own metrics port (compose: each container its own 9464)
  return startProcess(`worker${n}`, process.execPath, compose.worker, {
    ...baseEnv(),
    WORKER_HEARTBEAT_FILE: path.join(tmp, `worker${n}.heartbeat`),
    WORKER_METRICS_PORT: String(ports[`worker${n}Metrics`]),
  });
}

function startRedis() {
  fs.mkdirSync(path.join(tmp, 'redis'), { recursive: true });
  // docker-compose.yml's redis settings (the append-only file on, nothing evicted), on a port of its own
  return startProcess('redis', 'redis-server', [...compose.redisArgs, '--port', String(ports.redis), '--bind', '127.0.0.1', '--dir', path.join(tmp, 'redis'), '--save', '', '--daemonize', 'no'], process.env);
}

function startBalancer() {
  return startProcess('haproxy', 'haproxy', ['-db', '-f', compose.balancerConfig], {
    ...process.env,
    FAIRLEADS_HTTPS_BIND: `127.0.0.1:${ports.https}`,
    FAIRLEADS_HTTP_BIND: `127.0.0.1:${ports.http}`,
    FAIRLEADS_TLS_PEM: path.join(tmp, 'fairleads.pem'),
    FAIRLEADS_API_1: `127.0.0.1:${ports.api1}`,
    FAIRLEADS_API_2: `127.0.0.1:${ports.api2}`,
  });
}

const redisPing = () => Promise.resolve(spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG');

async function directHealth(n, pathName = '/api/health') {
  try {
    const res = await fetch(`http://127.0.0.1:${ports[`api${n}`]}${pathName}`, { signal: AbortSignal.timeout(2_000) });
    return { status: res.status, json: await res.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}

/** Ready in the balancer's eyes: healthy directly, and the balancer's two successful checks (rise 2). */
async function waitApiReady(n) {
  const ms = await until(`api${n} ready`, async () => (await directHealth(n)).status === 200, 60_000);
  await sleep(1_500);
  return ms + 1_500;
}

function makeCertificate() {
  const key = path.join(tmp, 'key.pem');
  const cert = path.join(tmp, 'cert.pem');
  // the same command README gives for a trial certificate
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  certPem = fs.readFileSync(cert);
  fs.writeFileSync(path.join(tmp, 'fairleads.pem'), Buffer.concat([certPem, fs.readFileSync(key)]));
}

// ------------------------------------------------------------------------------------------ load

/**
 * A steady submit load: `perSecond` new visitors a second, each from an address of its own
 * (round robin over loopback), into one event's form. Resolves with every submit's outcome.
 */
function steadyLoad(balancer, form, { perSecond, seconds: duration, tag, events = {} }) {
  const results = [];
  const pending = [];
  const t0 = Date.now();
  let n = 0;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - t0;
      for (const [at, action] of Object.entries(events)) {
        if (elapsed >= Number(at) * 1000 && !action.started) {
          action.started = true;
          action.promise = action.run().catch((err) => ({ error: err.message }));
        }
      }
      if (elapsed >= duration * 1000) {
        clearInterval(timer);
        Promise.all(pending).then(() => resolve(results));
        return;
      }
      const due = Math.floor((elapsed / 1000) * perSecond) + 1;
      while (n < due) {
        const i = n++;
        pending.push(submit(balancer, form, `${tag}-${i}@visitor.prod-check.test`, visitorAddress(i)).then((r) => results.push({ ...r, sentAt: t0 + elapsed })));
      }
    }, 10);
  });
}

async function submit(balancer, form, email, source) {
  const r = await balancer.request('POST', `/api/form/${form.companySlug}/${form.slug}/submit`, {
    source,
    headers: { cookie: `XSRF-TOKEN=${form.xsrf}`, 'x-xsrf-token': decodeURIComponent(form.xsrf) },
    body: { email, name: 'Prod Check', consent: true, formToken: form.formToken },
  });
  return { email, status: r.status, error: r.error ?? (r.status >= 300 ? r.text?.slice(0, 200) : undefined), replica: r.replica, ms: r.ms };
}

/** As many submits as THROUGHPUT_CONCURRENCY clients can make in `duration` seconds. */
async function closedLoop(balancer, form, duration, tag) {
  const results = [];
  const end = Date.now() + duration * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const i = n++;
        results.push(await submit(balancer, form, `${tag}-${i}@visitor.prod-check.test`, visitorAddress(i)));
      }
    }),
  );
  return results;
}

function summarise(results) {
  const ok = results.filter((r) => r.status >= 200 && r.status < 300);
  const failed = results.filter((r) => !(r.status >= 200 && r.status < 300));
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => (ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]) : null);
  const byReplica = {};
  for (const r of ok) byReplica[r.replica ?? '?'] = (byReplica[r.replica ?? '?'] ?? 0) + 1;
  const reasons = {};
  for (const r of failed) reasons[r.status ? `HTTP ${r.status}` : r.error] = (reasons[r.status ? `HTTP ${r.status}` : r.error] ?? 0) + 1;
  return { sent: results.length, accepted: ok.length, failed: failed.length, failures: reasons, p50Ms: pct(50), p99Ms: pct(99), byReplica };
}

// ------------------------------------------------------------------------------------------ the run

async function prepareForm(organiser, db, name, slug) {
  const event = (await organiser.session.expect('POST', '/api/events', { name, slug, startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/guide.pdf', doubleOptIn: true }, 201)).json.event;
  const form = await organiser.session.expect('GET', `/api/form/${organiser.companySlug}/${event.slug}`, undefined, 200);
  return { eventId: event.id, slug: event.slug, companySlug: organiser.companySlug, formToken: form.json.formToken, xsrf: organiser.session.xsrf };
}

async function leadsOf(db, eventId) {
  const { rows } = await db.query('SELECT email FROM lead_personal_data WHERE owner_event_id = $1', [eventId]);
  return new Set(rows.map((r) => r.email));
}

/** Every accepted visitor's mails: waits until each has one (or the time is up), then counts. */
async function doiMailsOf(accepted, timeoutMs) {
  const waited = await until('every accepted lead has its confirmation mail', async () => accepted.every((e) => mailsTo(e).length > 0), timeoutMs, 500).catch(() => null);
  await sleep(2_000); // a second copy would come right behind the first
  const counts = accepted.map((e) => mailsTo(e).length);
  return { waitedMs: waited, missing: counts.filter((c) => c === 0).length, twice: counts.filter((c) => c > 1).length, mails: counts.reduce((a, b) => a + b, 0) };
}

async function migrationCheck() {
  const migrate = () =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, compose.migrate, { cwd: ROOT, env: baseEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out: out.trim() }));
    });
  const applied = (r) => (r.out.match(/Migrations applied: (.*)/)?.[1]?.split(', ').length ?? 0);
  const [a, b] = await Promise.all([migrate(), migrate()]);
  const third = await migrate();
  const rows = await withClient(DATABASE_URL, (c) => c.query('SELECT count(*)::int AS n FROM schema_migrations')).then((r) => r.rows[0].n);
  const counts = [applied(a), applied(b)].sort((x, y) => y - x);
  const ok = a.code === 0 && b.code === 0 && third.code === 0 && counts[0] === rows && counts[1] === 0 && applied(third) === 0;
  check('migration runs once', ok, `two starts at once applied ${counts[0]} and ${counts[1]} migrations (${rows} recorded); a third start: ${third.out}`, { outputs: [a.out, b.out, third.out].map((o) => o.slice(0, 300)) });
}

async function sessionCheck(organiser) {
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await organiser.session.call('GET', '/api/auth/me'));
  const signedIn = answers.filter((r) => r.status === 200 && r.json?.email === organiser.email);
  const replicas = answers.map((r) => r.replica);
  const alternating = replicas.every((r, i) => i === 0 || r !== replicas[i - 1]);
  check('a session works on both replicas', signedIn.length === 6 && new Set(replicas).size === 2 && alternating, `${signedIn.length}/6 requests signed in, answered by ${replicas.join(', ')} (made at login on ${organiser.loginReplica})`);
}

async function loginLimitCheck(balancer, organiser) {
  // one client address, a made-up X-Forwarded-For on each attempt, unknown addresses (no account lock)
  const attempts = [];
  for (let i = 1; i <= 11; i++) {
    const r = await balancer.request('POST', '/api/auth/login', {
      source: '127.0.1.1',
      headers: { cookie: `XSRF-TOKEN=${organiser.session.xsrf}`, 'x-xsrf-token': decodeURIComponent(organiser.session.xsrf), 'x-forwarded-for': `203.0.113.${i}` },
      body: { email: `nobody-${i}@prod-check.fairleads.test`, password: 'wrong-password' },
    });
    attempts.push(r);
  }
  const statuses = attempts.map((r) => r.status);
  const replicas = new Set(attempts.map((r) => r.replica));
  const ok = statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429 && replicas.size === 2;
  check('login limit across replicas', ok, `attempts 1–10: ${[...new Set(statuses.slice(0, 10))].join('/')}, attempt 11: ${statuses[10]} (on ${attempts[10].replica}); both replicas answered; a forged X-Forwarded-For changed nothing`, { statuses, replicas: attempts.map((r) => r.replica) });

  // the per-account throttle (PostgreSQL): five wrong passwords from five addresses lock the account
  const lock = [];
  for (let i = 1; i <= 6; i++) {
    lock.push(
      await balancer.request('POST', '/api/auth/login', {
        source: `127.0.2.${i}`,
        headers: { cookie: `XSRF-TOKEN=${organiser.session.xsrf}`, 'x-xsrf-token': decodeURIComponent(organiser.session.xsrf) },
        body: { email: organiser.lockEmail, password: i === 6 ? PASSWORD : 'wrong-password' },
      }),
    );
  }
  const lockStatuses = lock.map((r) => r.status);
  check(
    'account lock across replicas',
    lockStatuses.slice(0, 5).every((s) => s === 401) && lock[5].status !== 200 && lock[5].status >= 400 && new Set(lock.map((r) => r.replica)).size === 2,
    `5 wrong passwords from 5 addresses (${lockStatuses.slice(0, 5).join(', ')}), then the right one: ${lockStatuses[5]} '${lock[5].json?.message ?? ''}' (replicas ${lock.map((r) => r.replica).join(', ')})`,
  );
}

async function submitLimitCheck(balancer, form) {
  const results = [];
  for (let i = 0; i < 31; i++) results.push(await submit(balancer, form, `limit-${i}@visitor.prod-check.test`, '127.0.3.1'));
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300).length;
  const replicas = new Set(results.slice(0, 30).map((r) => r.replica));
  check('submit limit across replicas', accepted === 30 && results[30].status === 429 && replicas.size === 2, `30 submits from one address accepted (by ${[...replicas].join(' and ')}), the 31st: ${results[30].status} (on ${results[30].replica})`);
}

async function rollingRestart(balancer, db, form) {
  const restarts = [];
  const restart = (n) => async () => {
    const handle = processes.get(`api${n}`);
    const t0 = Date.now();
    handle.signal('SIGTERM');
    const draining = await until(`api${n} answers 503 draining`, async () => (await directHealth(n)).json?.status === 'draining', 5_000, 50).catch(() => null);
    const live = await directHealth(n, '/api/health/live');
    const exit = await Promise.race([handle.exited, sleep(20_000).then(() => null)]);
    const stoppedMs = Date.now() - t0;
    startApi(n);
    const readyMs = await waitApiReady(n);
    restarts.push({ api: `api${n}`, drainingAfterMs: draining, liveWhileDraining: live.status, exitCode: exit?.code ?? null, exitSignal: exit?.signal ?? null, stoppedMs, backInRotationMs: readyMs });
  };
  const results = await steadyLoad(balancer, form, { perSecond: LOAD_PER_SECOND, seconds: ROLLING_SECONDS, tag: 'rolling', events: { 8: { run: restart(1) }, 32: { run: restart(2) } } });
  const summary = summarise(results);
  await until('both restarts done', async () => restarts.length === 2, 60_000, 200).catch(() => null);
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.email);
  const stored = await leadsOf(db, form.eventId);
  const lost = accepted.filter((e) => !stored.has(e)).length;
  const mails = await doiMailsOf(accepted, 60_000);
  report.figures.rollingRestart = { ...summary, restarts, storedLeads: stored.size, lost, mails };
  check(
    'rolling restart under load',
    summary.failed === 0 && lost === 0 && mails.missing === 0 && mails.twice === 0 && restarts.length === 2 && restarts.every((r) => r.exitCode === 0),
    `${LOAD_PER_SECOND}/s for ${ROLLING_SECONDS} s: ${summary.sent} submits, ${summary.failed} failed, ${summary.accepted} accepted, ${stored.size} stored, ${lost} lost; ` +
      `confirmation mails: ${mails.mails} for ${accepted.length} leads (${mails.missing} missing, ${mails.twice} twice); ` +
      restarts.map((r) => `${r.api}: 503 'draining' after ${r.drainingAfterMs} ms, live ${r.liveWhileDraining}, exit ${r.exitCode ?? r.exitSignal} after ${seconds(r.stoppedMs)}, back in ${seconds(r.backInRotationMs)}`).join('; '),
    { failures: summary.failures, p50Ms: summary.p50Ms, p99Ms: summary.p99Ms, byReplica: summary.byReplica },
  );
}

async function workerAndRedisFaults(balancer, db, form) {
  const faults = {};
  const killWorker = async () => {
    const handle = processes.get('worker1');
    handle.signal('SIGKILL');
    await handle.exited;
    faults.workerKilledAt = Date.now();
    await sleep(1_000);
    startWorker(1);
  };
  const restartRedis = async () => {
    const t0 = Date.now();
    await stopProcess(processes.get('redis'));
    startRedis();
    await until('redis back', redisPing, 20_000, 100);
    faults.redisDownMs = Date.now() - t0;
  };
  const results = await steadyLoad(balancer, form, { perSecond: LOAD_PER_SECOND, seconds: OUTAGE_SECONDS, tag: 'faults', events: { 4: { run: killWorker }, 9: { run: restartRedis } } });
  const summary = summarise(results);
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.email);
  const stored = await leadsOf(db, form.eventId);
  const lost = accepted.filter((e) => !stored.has(e)).length;
  // a job the killed worker held comes back when Bull sees it stalled (its lock runs out: 30 s)
  const mails = await doiMailsOf(accepted, 100_000);
  const { rows: [outbox] } = await db.query(`SELECT count(*) FILTER (WHERE completed_at IS NULL AND failed_at IS NULL)::int AS open, count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed FROM outbox_messages`);
  report.figures.workerAndRedis = { ...summary, storedLeads: stored.size, lost, mails, outbox, redisDownMs: faults.redisDownMs };
  check(
    'worker killed and Redis restarted under load',
    lost === 0 && mails.missing === 0 && mails.twice === 0 && outbox.failed === 0,
    `${summary.sent} submits (${summary.failed} failed), worker1 SIGKILLed at 4 s and started again, Redis restarted at 9 s (${faults.redisDownMs} ms away, AOF kept): ` +
      `${lost} leads lost, mails ${mails.mails} for ${accepted.length} leads (${mails.missing} missing, ${mails.twice} twice), all sent ${seconds(mails.waitedMs ?? 0)} after the load; ${outbox.failed} jobs failed`,
    { failures: summary.failures },
  );
}

async function outboxDrained(db) {
  return until('the mail backlog sent', async () => (await db.query('SELECT count(*)::int AS n FROM outbox_messages WHERE completed_at IS NULL AND failed_at IS NULL')).rows[0].n === 0, 120_000, 500);
}

async function throughput(balancer, organiser, db) {
  const oneForm = await prepareForm(organiser, db, 'Durchsatz ein Replikat', 'durchsatz-eins');
  const twoForm = await prepareForm(organiser, db, 'Durchsatz zwei Replikate', 'durchsatz-zwei');
  // each round starts with no mail backlog, so the workers' sending falls on both alike
  await stopProcess(processes.get('api2'));
  await sleep(1_000); // the balancer has marked it down (it stopped after its notice)
  await outboxDrained(db);
  const one = summarise(await closedLoop(balancer, oneForm, THROUGHPUT_SECONDS, 'tp1'));
  startApi(2);
  await waitApiReady(2);
  await outboxDrained(db);
  const two = summarise(await closedLoop(balancer, twoForm, THROUGHPUT_SECONDS, 'tp2'));
  const perSecond = (s) => Math.round(s.accepted / THROUGHPUT_SECONDS);
  report.figures.throughput = { concurrency: THROUGHPUT_CONCURRENCY, seconds: THROUGHPUT_SECONDS, oneReplica: { ...one, perSecond: perSecond(one) }, twoReplicas: { ...two, perSecond: perSecond(two) } };
  say(`throughput (${THROUGHPUT_CONCURRENCY} clients, ${THROUGHPUT_SECONDS} s): one replica ${perSecond(one)}/s (p99 ${one.p99Ms} ms, ${one.failed} failed), two replicas ${perSecond(two)}/s (p99 ${two.p99Ms} ms, ${two.failed} failed)`);
}

/** Minute boundaries the scheduler's claims are counted over (both workers were up at each). */
const SCHEDULER_MINUTES = 3;

async function schedulerCheck(db, workersUpAt) {
  const firstBoundary = Math.ceil(workersUpAt / 60_000) * 60_000;
  const lastNeeded = firstBoundary + (SCHEDULER_MINUTES - 1) * 60_000;
  // a claim is made at second 0; give the last one a few seconds to land
  if (Date.now() < lastNeeded + 5_000) {
    say(`waiting ${seconds(lastNeeded + 5_000 - Date.now())} for the scheduler's ${SCHEDULER_MINUTES}rd minute …`);
    await sleep(lastNeeded + 5_000 - Date.now());
  }
  // a timer may wake a millisecond before Date.now() says it is due: count up to the time waited
  // for at least, and only the claims of the minutes counted (a later one may land meanwhile)
  const countedUntil = Math.max(Date.now(), lastNeeded + 5_000);
  const minutes = [];
  for (let m = firstBoundary; m + 5_000 <= countedUntil; m += 60_000) minutes.push(m);
  const { rows } = await db.query(
    `SELECT tick, minute, claimed_by FROM scheduler_tick_claims WHERE minute >= $1 AND minute <= $2 ORDER BY tick, minute`,
    [new Date(firstBoundary), new Date(minutes[minutes.length - 1])],
  );
  const perTick = {};
  let ok = minutes.length >= SCHEDULER_MINUTES;
  for (const tick of ['retention', 'lead-notices']) {
    const claims = rows.filter((r) => r.tick === tick);
    const claimed = new Set(claims.map((r) => new Date(r.minute).getTime()));
    const missing = minutes.filter((m) => !claimed.has(m)).length;
    const by = {};
    for (const r of claims) {
      const pid = Number(r.claimed_by.split(':').pop());
      const who = processNames.get(pid) ?? `pid ${pid}`;
      by[who] = (by[who] ?? 0) + 1;
    }
    perTick[tick] = { minutes: minutes.length, claims: claims.length, missing, by };
    ok &&= missing === 0 && claims.length === minutes.length;
  }
  report.figures.scheduler = perTick;
  check(
    'scheduler ticks once per minute across the workers',
    ok,
    Object.entries(perTick)
      .map(([tick, t]) => `${tick}: ${t.claims} runs in ${t.minutes} minutes (${t.missing} missed; a second run of a minute is refused by the key), by ${Object.entries(t.by).map(([w, n]) => `${w} ${n}`).join(', ')}`)
      .join('; '),
  );
}

async function workerHealthCheck() {
  const results = [1, 2].map((n) => {
    const r = spawnSync(process.execPath, compose.workerHealth, { cwd: ROOT, env: { ...baseEnv(), WORKER_HEARTBEAT_FILE: path.join(tmp, `worker${n}.heartbeat`) }, encoding: 'utf8' });
    return { worker: `worker${n}`, code: r.status, out: (r.stdout + r.stderr).trim() };
  });
  check("workers' health checks", results.every((r) => r.code === 0), results.map((r) => `${r.worker}: ${r.out}`).join('; '));
}

/**
 * Prometheus' view: every API's /metrics and every worker's metrics port answer this machine, with
 * the submits and mails of the run counted and Node's runtime metrics; the balancer hands out none
 * (README, 'Metrics').
 */
async function metricsCheck(balancer) {
  const read = async (port) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5_000) });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      return { status: 0, text: err.message };
    }
  };
  const total = (answers, pattern) => answers.flatMap((a) => [...a.text.matchAll(pattern)]).reduce((n, m) => n + Number(m[1]), 0);
  const apis = await Promise.all([1, 2].map((n) => read(ports[`api${n}`])));
  const workers = await Promise.all([1, 2].map((n) => read(ports[`worker${n}Metrics`])));
  const outside = await balancer.request('GET', '/metrics');
  const accepted = total(apis, /^fairleads_submits_total\{result="accepted"\} (\S+)$/gm);
  const sent = total(workers, /^fairleads_mails_total\{result="sent"\} (\S+)$/gm);
  // Node's own (memory, event-loop lag) come from the processes' entries (main.ts, worker.ts), which the tests do not start
  const withNodeMetrics = [...apis, ...workers].filter((a) => /^process_resident_memory_bytes \S+$/m.test(a.text) && /^nodejs_eventloop_lag_seconds \S+$/m.test(a.text)).length;
  check(
    'metrics on every API and worker, none through the balancer',
    [...apis, ...workers].every((a) => a.status === 200) && outside.status === 404 && accepted > 0 && sent > 0 && withNodeMetrics === 4,
    `APIs ${apis.map((a) => a.status).join(', ')}, workers ${workers.map((a) => a.status).join(', ')}, balancer ${outside.status}; submits accepted ${accepted}, mails sent ${sent} (worker1 counts since its restart); Node's memory and event-loop lag from ${withNodeMetrics}/4`,
  );
}

async function main() {
  ensureTools();
  await buildIfStale({ mode: process.env.PROD_CHECK_BUILD ?? 'auto', modeName: 'PROD_CHECK_BUILD', isStopping: () => run.stopping });
  for (const name of ['redis', 'smtp', 'api1', 'api2', 'https', 'http', 'worker1Metrics', 'worker2Metrics']) ports[name] = await freePort();
  makeCertificate();

  await run.createDatabase(ADMIN_URL, DATABASE);
  startRedis();
  await until('redis up', redisPing, 20_000, 100);
  smtp = await startSmtpSink(ports.smtp);
  say(`database ${DATABASE}, Redis :${ports.redis} (AOF), SMTP sink :${ports.smtp}, balancer https://localhost:${ports.https}`);

  composeCheck();
  await migrationCheck();
  startApi(1);
  startApi(2);
  startWorker(1);
  startWorker(2);
  startBalancer();
  const upMs = await until('both APIs healthy', async () => (await directHealth(1)).status === 200 && (await directHealth(2)).status === 200, 90_000);
  await sleep(1_500); // the balancer's rise 2
  const workersUpAt = Date.now();
  report.figures.startMs = upMs;
  say(`topology up: 2 APIs, 2 workers, HAProxy (${seconds(upMs)})`);

  const balancer = new Balancer(ports.https, certPem);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const redirect = await fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' });
    check('plain http redirects to https', redirect.status === 301 && redirect.headers.get('location')?.startsWith('https://'), `${redirect.status} → ${redirect.headers.get('location')}`);

    // an organiser, registered through the balancer and activated by the link in the real mail
    const stamp = Date.now().toString(36);
    const organiser = { email: `organiser-${stamp}@prod-check.fairleads.test`, companySlug: `prod-check-${stamp}`, session: new Session(balancer, '127.0.0.2') };
    await organiser.session.call('GET', '/api/auth/me'); // not signed in yet: 401, with the CSRF cookie
    await organiser.session.expect('POST', '/api/auth/register', { email: organiser.email, name: 'Prod Check', companySlug: organiser.companySlug, password: PASSWORD }, 201);
    await until('activation mail', async () => mailsTo(organiser.email).length > 0, 30_000);
    const token = (await textOf(mailsTo(organiser.email)[0])).match(/\/verify-email\/([^\s"<>)]+)/)?.[1];
    if (!token) throw new Error('the activation mail has no /verify-email/ link');
    await organiser.session.expect('GET', `/api/verify-email/${token}`, undefined, 200);
    await db.query(`UPDATE accounts SET event_credits = 20 WHERE id IN (SELECT m.account_id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1 AND m.role = 'owner')`, [organiser.email]); // no Stripe here: credits as if bought
    const login = await organiser.session.expect('POST', '/api/auth/login', { email: organiser.email, password: PASSWORD }, 200);
    organiser.loginReplica = login.replica;
    await organiser.session.expect('POST', '/api/events', { name: 'Kostenloses Event', slug: 'kostenlos', startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/guide.pdf', doubleOptIn: true }, 201);
    // a second account whose password the lock check guesses at
    organiser.lockEmail = `locked-${stamp}@prod-check.fairleads.test`;
    await new Session(balancer, '127.0.0.3').call('POST', '/api/auth/register', { email: organiser.lockEmail, name: 'Lock', companySlug: `lock-${stamp}`, password: PASSWORD }, { cookie: `XSRF-TOKEN=${organiser.session.xsrf}`, 'x-xsrf-token': decodeURIComponent(organiser.session.xsrf) });

    await sessionCheck(organiser);
    await loginLimitCheck(balancer, organiser);
    const limitForm = await prepareForm(organiser, db, 'Limit', 'limit');
    const rollingForm = await prepareForm(organiser, db, 'Rollender Neustart', 'rollender-neustart');
    const faultsForm = await prepareForm(organiser, db, 'Worker und Redis', 'worker-und-redis');
    await sleep(2_000); // the form token's minimum fill time
    await submitLimitCheck(balancer, limitForm);
    await rollingRestart(balancer, db, rollingForm);
    await workerAndRedisFaults(balancer, db, faultsForm);
    await workerHealthCheck();
    await metricsCheck(balancer);
    await throughput(balancer, organiser, db);
    await schedulerCheck(db, workersUpAt);
  } finally {
    balancer.close();
    await db.end().catch(() => {});
  }
}

function markdown() {
  const t = report.figures.throughput;
  const sections = [];
  if (t) {
    sections.push(
      `Submit throughput through the balancer (${t.concurrency} clients, ${t.seconds} s each; information, this machine has ${report.machine.cpus} cores):`,
      '',
      `- one API replica: ${t.oneReplica.perSecond}/s, p50 ${t.oneReplica.p50Ms} ms, p99 ${t.oneReplica.p99Ms} ms, ${t.oneReplica.failed} failed`,
      `- two API replicas: ${t.twoReplicas.perSecond}/s, p50 ${t.twoReplicas.p50Ms} ms, p99 ${t.twoReplicas.p99Ms} ms, ${t.twoReplicas.failed} failed`,
      '',
      'The load generator, the SMTP sink, HAProxy, PostgreSQL and the workers share the same cores as the APIs: on two cores a second replica adds no CPU, so it cannot add throughput here.',
      '',
    );
  }
  return {
    intro: ['Two APIs and two workers (NODE_ENV=production) behind HAProxy (docker/haproxy.cfg, TLS), own Redis with AOF, SMTP sink, fresh database.', ''],
    sections,
    footer: 'Logs of every process: var/prod-check/logs/.',
  };
}

run.main(main);
