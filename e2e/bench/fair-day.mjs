// The fair-day simulation (`make bench-fair` = `npm run bench-fair -w e2e` = `node bench/fair-day.mjs`).
//
// Will one server carry a whole trade fair? A REPORT, not a test: it runs the real processes on
// this machine (the API replicas behind HAProxy with docker/haproxy.cfg, the prod-check's
// balancer; the worker; PostgreSQL; Redis; an SMTP sink and the exhibitors' webhook receiver in
// fair-sink.mjs) and plays a fair day against them, bounded to FAIR_BUDGET_SECONDS (600):
//
//   exhibitors  FAIR_EXHIBITORS (4,000) accounts, each with a paid double opt-in event, seeded in
//               SQL from one organiser made through the API (its session and event row are the
//               templates); FAIR_DESKS (2) open lead desks each, polling as the SPA does (first
//               page, then `since` every 5 s, a 410 reloads); 20 % with a webhook endpoint
//               (lead.captured, lead.confirmed), 10 % with a registered stand tablet
//   day         visitors arrive for FAIR_DAY_SECONDS (120) on a day curve with two peaks of
//               FAIR_PEAK_VISITORS (10) a second: scan the QR code (/q/<code> → 302), load the
//               form page, fill it (2 s: the form token's minimum fill time is 1.5 s), post it as
//               the page script does, load the "check your inbox" page; 10 % of submits come from
//               stand tablets (X-Stand-Token), 5 % of visitors submit twice; 70 % confirm from the
//               mail (the link's page, then its post), 50 % of all visitors download
//   ramp        the same mix at FAIR_RAMP visitors a second (20,50,100,150,200), FAIR_RAMP_STEP_SECONDS
//               (25) each, desks polling throughout; it stops at the first step that misses a
//               target. Capacity = the highest rate at which every target held
//   exports     each account that got leads exports its event (CSV) at the end of the day
//
// Targets: 0 errors, submit p99 <= 100 ms, desk poll p99 <= 20 ms, DOI mail p99 <= 5 s (submit →
// mail in the sink), webhook p99 <= 5 s (submit/confirm → delivery at the receiver), capacity
// >= 100 visitors/s. Written to var/bench/fair-day.json and var/bench/fair-day.md (README of the
// bench folder: 'The fair day').
//
// Every simulated client connects from a loopback address of its own (127.x.y.z; the balancer
// replaces X-Forwarded-For with it, as in production), so the per-address rate limits see a
// crowd, not one host. The API runs with NODE_ENV=development only because the webhook receiver
// on loopback must be allowed (WEBHOOK_ALLOW_HOSTS is refused in production); the request log is
// on as in production.
//
// Tunables: FAIR_EXHIBITORS, FAIR_DESKS, FAIR_DAY_SECONDS, FAIR_PEAK_VISITORS, FAIR_RAMP,
// FAIR_RAMP_STEP_SECONDS, FAIR_REPLICAS (1; 2 = two API replicas and two workers), FAIR_BUDGET_SECONDS,
// FAIR_BUILD (auto | always | never), DATABASE_URL (the server the fair's database is made on),
// REDIS_URL (default redis://127.0.0.1:6379; database FAIR_REDIS_DB, 14, is flushed).

import { execFileSync, fork, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs';
import { formatSummary, readProfile, summariseProfile } from './profile-summary.mjs';
import { NPM, ROOT, freePort, mtime, newestMtime, redactUrl, run, say, seconds, sleep, warn, withClient, withDatabase } from '../../scripts/lib.mjs';

const require = createRequire(import.meta.url);
const cookieSignature = require('cookie-signature');
const pg = require('pg');

const num = (name, fallback) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const CFG = {
  exhibitors: Math.round(num('FAIR_EXHIBITORS', 4000)),
  desksPerExhibitor: Math.round(num('FAIR_DESKS', 2)),
  deskOpenSeconds: num('FAIR_DESK_OPEN_SECONDS', 120),
  daySeconds: num('FAIR_DAY_SECONDS', 120),
  peak: num('FAIR_PEAK_VISITORS', 10),
  ramp: (process.env.FAIR_RAMP ?? '20,50,100,150,200').split(',').map(Number).filter((n) => n > 0),
  rampStepSeconds: num('FAIR_RAMP_STEP_SECONDS', 25),
  replicas: Math.min(2, Math.round(num('FAIR_REPLICAS', 1))),
  budgetSeconds: num('FAIR_BUDGET_SECONDS', 600),
  build: process.env.FAIR_BUILD ?? 'auto',
  redisDb: Math.round(num('FAIR_REDIS_DB', 14)),
  profile: process.env.FAIR_PROFILE === '1',
};
const TARGETS = { errors: 0, submitP99Ms: 100, pollP99Ms: 20, mailP99Ms: 5_000, webhookP99Ms: 5_000, capacityVisitorsPerSecond: 100, peakVisitorsPerSecond: 10 };
const MIX = { webhookAccounts: 0.2, standAccounts: 0.1, standSubmits: 0.1, twice: 0.05, confirm: 0.7, download: 0.5 };
const POLL_MS = 5_000;
const FILL_MS = 2_000;
/** How long after a phase the simulation waits for its last mails and webhooks. */
const DRAIN_MS = 12_000;
const OUT_DIR = path.join(ROOT, 'var', 'bench');
const PROBE = path.join(ROOT, 'e2e', 'bench', 'api-probe.cjs');
const PREFIX = 'fairleads_fair_';
const DATABASE = `${PREFIX}${Date.now()}`;
const SESSION_SECRET = 'fair-day-session-secret-0123456789abcdefghijklmn';
const PASSWORD = 'fair-day-password-123456';
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const started = performance.now();
const elapsedS = () => (performance.now() - started) / 1000;
const now = () => performance.timeOrigin + performance.now();

// ---- processes ---------------------------------------------------------------------------------
const children = [];
let adminUrl = null;
let embedded = null;
let dbCreated = false;
let stopping = false;
let tmp = null;
let dbClient = null;

function spawnLogged(name, command, args, env) {
  const log = fs.openSync(path.join(tmp, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const handle = { name, child, exited: new Promise((r) => child.once('exit', (code, signal) => r({ code, signal }))) };
  handle.exited.then(({ code, signal }) => {
    if (!stopping) warn(`${name} exited unexpectedly (${signal ?? `exit code ${code}`}); its log: ${path.join(tmp, `${name}.log`)}`);
  });
  children.push(handle);
  return handle;
}

async function stopAll() {
  stopping = true;
  await dbClient?.end().catch(() => {});
  for (const c of [...children].reverse()) {
    if (c.child.exitCode !== null || c.child.signalCode !== null) continue;
    c.child.kill('SIGTERM');
    const t = setTimeout(() => c.child.kill('SIGKILL'), 8_000);
    await c.exited;
    clearTimeout(t);
  }
  if (dbCreated && adminUrl) {
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(DATABASE)} WITH (FORCE)`)).catch((err) => warn(`could not drop ${DATABASE}: ${err.message}`));
  }
  if (embedded) await embedded.stop().catch(() => {});
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    warn(`${sig}: stopping the fair`);
    await stopAll();
    process.exit(130);
  });
}

async function waitHealthy(url, handle, timeoutMs = 90_000) {
  for (const t0 = Date.now(); Date.now() - t0 < timeoutMs; await sleep(300)) {
    if (handle && handle.child.exitCode !== null) throw new Error(`${handle.name} exited before it became healthy (log: ${path.join(tmp, `${handle.name}.log`)})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.text();
      if (res.status === 200) return;
    } catch {}
  }
  throw new Error(`${url} did not answer 200 within ${seconds(timeoutMs)}`);
}

async function buildIfNeeded(notes) {
  if (CFG.build === 'never') return;
  const targets = [
    ['backend', 'backend/dist/main.js', ['backend/src', 'shared/src', 'backend/package.json']],
    ['frontend', 'frontend/dist/index.html', ['frontend/src', 'frontend/index.html', 'frontend/visitor.html', 'frontend/vite.config.ts', 'shared/src']],
  ];
  for (const [ws, output, sources] of targets) {
    const built = mtime(output);
    const why = CFG.build === 'always' ? 'FAIR_BUILD=always' : !built ? `${output} is missing` : newestMtime(sources) > built ? 'sources changed since the last build' : null;
    if (!why) continue;
    say(`building ${ws} (${why}) …`);
    const r = await run(`${ws} build`, NPM, ['run', 'build', '-w', ws, '--silent'], { capture: true, detached: true });
    if (!r.ok) throw new Error(`the ${ws} build failed: ${r.output.slice(-3000)}`);
    notes.push(`${ws} was built first (${why}, ${seconds(r.ms)}).`);
  }
}

// ---- HTTP through the balancer, each client from its own loopback address ----------------------
let balancerPort = 0;
let ca = null;
/** 127.a.b.c for the n-th client of a kind (a: 1–99 visitors, 100–149 desks, 200 setup). */
const loopback = (base, n) => `127.${base + ((n >>> 16) % 50)}.${(n >>> 8) & 255}.${(n & 255) || 1}`;

function agentFor(source, maxSockets = 2, idleMs = 4_000) {
  // idle sockets close before the balancer's keep-alive timeout (10 s) can close one under a request
  return new https.Agent({ keepAlive: true, timeout: idleMs, maxSockets, ca, localAddress: source, servername: 'localhost' });
}

/** One request; resolves { status, headers, text, ms, error }. Never rejects. */
function request(agent, method, url, { headers = {}, body, contentType = 'application/json', timeoutMs = 30_000, keepBody = true } = {}) {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = https.request(
      {
        host: '127.0.0.1',
        port: balancerPort,
        method,
        path: url,
        agent,
        servername: 'localhost',
        headers: { host: `localhost:${balancerPort}`, ...(payload ? { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          if (keepBody) text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text, ms: performance.now() - t0, at: t0 }));
        res.on('error', (err) => resolve({ status: 0, error: err.message, ms: performance.now() - t0, at: t0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, error: err.message, ms: performance.now() - t0, at: t0 }));
    if (payload) req.write(payload);
    req.end();
  });
}

const cookiesOf = (res) => (res.headers?.['set-cookie'] ?? []).map((c) => c.split(';')[0]);
const xsrfToken = () => {
  const nonce = randomUUID().replace(/-/g, '');
  return `${nonce}.${createHmac('sha256', SESSION_SECRET).update(nonce).digest('base64url')}`;
};

// ---- measurements ------------------------------------------------------------------------------
/** Per phase and step: latencies, and errors with a few samples. */
class Recorder {
  constructor() {
    this.phases = new Map();
    this.current = 'setup';
  }
  phase(name = this.current) {
    let p = this.phases.get(name);
    if (!p) {
      p = { steps: new Map(), errors: 0, errorSamples: [], visitors: 0, mails: [], welcomeMails: [], hooks: [], mailsMissing: 0, hooksMissing: 0 };
      this.phases.set(name, p);
    }
    return p;
  }
  time(step, ms, phase = this.current) {
    const p = this.phase(phase);
    let arr = p.steps.get(step);
    if (!arr) p.steps.set(step, (arr = []));
    arr.push(ms);
  }
  /** A request whose answer is not one of `expected` counts as an error of its phase. */
  check(step, res, expected, phase = this.current) {
    if (expected.includes(res.status)) {
      this.time(step, res.ms, phase);
      return true;
    }
    const p = this.phase(phase);
    p.errors++;
    if (p.errorSamples.length < 12) p.errorSamples.push(`${step}: ${res.status || res.error} ${String(res.text ?? '').slice(0, 160)}`);
    return false;
  }
}
const rec = new Recorder();

const rank = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const percentile = (values, p) => rank([...values].sort((a, b) => a - b), p);
const round = (v, d = 1) => (v === null || v === undefined ? null : Math.round(v * 10 ** d) / 10 ** d);
/** p50/p95/p99/max of a sample (a desk's day has hundreds of thousands: no spreading into Math.max). */
const dist = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(rank(sorted, 50)), p95: round(rank(sorted, 95)), p99: round(rank(sorted, 99)), max: round(sorted.at(-1) ?? null) };
};

/**
 * CPU ticks and memory per process group, from /proc, sampled every second. Ticks accumulate per
 * process between samples, so a PostgreSQL backend that ends keeps what it used.
 */
function processGroups(pids) {
  const group = (pid, comm) => {
    for (const [name, set] of Object.entries(pids())) if (set.has(pid)) return name;
    if (comm.startsWith('postgres')) return 'postgresql';
    if (comm === 'redis-server') return 'redis';
    if (comm === 'haproxy') return 'haproxy';
    return null;
  };
  const last = new Map();
  const totals = {};
  const memoryPeakMB = {};
  const tick = () => {
    const memory = {};
    const seen = new Set();
    for (const e of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(e)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const name = group(Number(e), comm);
        if (!name) continue;
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(f[11]) + Number(f[12]);
        const key = `${e}:${f[19]}`; // pid and start time: a reused pid is another process
        seen.add(key);
        totals[name] = (totals[name] ?? 0) + ticks - (last.get(key) ?? 0);
        last.set(key, ticks);
        const status = fs.readFileSync(`/proc/${e}/status`, 'utf8');
        const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
        const m = (memory[name] ??= { rssKB: 0, anonKB: 0, shmemKB: 0 });
        m.rssKB += kb('VmRSS');
        m.anonKB += kb('RssAnon');
        m.shmemKB = Math.max(m.shmemKB, kb('RssShmem'));
      } catch {}
    }
    for (const key of last.keys()) if (!seen.has(key)) last.delete(key);
    for (const [g, m] of Object.entries(memory)) {
      // PostgreSQL: each backend's private memory, the shared buffers once
      const mb = g === 'postgresql' ? (m.anonKB + m.shmemKB) / 1024 : m.rssKB / 1024;
      memoryPeakMB[g] = Math.max(memoryPeakMB[g] ?? 0, round(mb));
    }
  };
  tick();
  const timer = setInterval(tick, 1_000);
  return {
    sample() {
      tick();
      return { at: performance.now(), ticks: { ...totals } };
    },
    memoryPeakMB,
    stop: () => clearInterval(timer),
  };
}

// ---- the stack ---------------------------------------------------------------------------------
let sink = null;
const mailWaiters = new Map();
const hookArrivals = [];

function startSink() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(ROOT, 'e2e', 'bench', 'fair-sink.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const handle = { name: 'sink', child, exited: new Promise((r) => child.once('exit', (code, signal) => r({ code, signal }))) };
    children.push(handle);
    child.on('message', (m) => {
      if (m.kind === 'ready') resolve({ handle, ...m });
      else if (m.kind === 'mail') onMail(m);
      else if (m.kind === 'hook') onHook(m);
    });
    child.once('exit', () => reject(new Error('the sink exited before it was ready')));
  });
}

/** Mails by recipient; a visitor waits for theirs with mailTo(). */
const mailbox = new Map();
function onMail(m) {
  const list = mailbox.get(m.to) ?? [];
  list.push(m);
  mailbox.set(m.to, list);
  const waiters = mailWaiters.get(m.to);
  if (waiters) {
    for (const w of [...waiters]) if (w.match(m)) {
      waiters.delete(w);
      w.resolve(m);
    }
  }
}
function mailTo(address, match, timeoutMs) {
  const have = (mailbox.get(address) ?? []).find(match);
  if (have) return Promise.resolve(have);
  return new Promise((resolve) => {
    const w = { match, resolve };
    let set = mailWaiters.get(address);
    if (!set) mailWaiters.set(address, (set = new Set()));
    set.add(w);
    setTimeout(() => {
      if (set.delete(w)) resolve(null);
    }, timeoutMs).unref();
  });
}
const hookWaiters = new Map();
function onHook(m) {
  hookArrivals.push(m);
  const key = `${m.type} ${m.email}`;
  const w = hookWaiters.get(key);
  if (w) {
    hookWaiters.delete(key);
    w(m);
  }
}

async function startStack(notes) {
  tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'fairleads-fair-'));
  adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const local = 'postgres://postgres@127.0.0.1:5432/postgres';
    const answers = await withClient(local, (c) => c.query('select 1')).then(() => true, () => false);
    if (answers) adminUrl = local;
    else {
      say('no PostgreSQL at 127.0.0.1:5432: embedded PostgreSQL in var/pg-fair …');
      embedded = await startEmbeddedPostgres({ dataDir: path.join(ROOT, 'var', 'pg-fair'), database: 'postgres' });
      adminUrl = embedded.url;
      notes.push('PostgreSQL: embedded (var/pg-fair).');
    }
  }
  await withClient(adminUrl, async (c) => {
    const { rows } = await c.query(`select datname from pg_database where datname like '${PREFIX}%'`);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => {});
    await c.query(`CREATE DATABASE ${c.escapeIdentifier(DATABASE)}`);
  });
  dbCreated = true;
  const databaseUrl = withDatabase(adminUrl, DATABASE);
  const redisUrl = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${CFG.redisDb}`;
  try {
    execFileSync('redis-cli', ['-u', redisUrl, 'flushdb'], { stdio: 'ignore' });
  } catch {
    throw new Error(`Redis does not answer at ${redactUrl(redisUrl)} (the fair needs the real queue)`);
  }

  const s = await startSink();
  sink = s.handle;
  balancerPort = await freePort();
  const httpPort = await freePort();
  const apiPorts = [];
  for (let i = 0; i < CFG.replicas; i++) apiPorts.push(await freePort());

  // the balancer's TLS certificate, as prod-check makes it
  const key = path.join(tmp, 'key.pem');
  const cert = path.join(tmp, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  ca = fs.readFileSync(cert);
  fs.writeFileSync(path.join(tmp, 'fairleads.pem'), Buffer.concat([ca, fs.readFileSync(key)]));

  const env = {
    ...process.env,
    NODE_ENV: 'development',
    APP_URL: `https://localhost:${balancerPort}`,
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: `smtp://127.0.0.1:${s.smtpPort}`,
    MAIL_FROM: 'FairLeads <no-reply@fair-day.fairleads.test>',
    SUPPORT_EMAIL: 'support@fair-day.fairleads.test',
    SESSION_SECRET,
    WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${s.webhookPort}`,
    LOG_LEVEL: 'info',
  };
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PORT']) delete env[k];
  const migrate = await run('migration', process.execPath, ['backend/dist/database/migrate.js'], { env, capture: true });
  if (!migrate.ok) throw new Error(`the migration failed: ${migrate.output.slice(-2000)}`);

  // FAIR_PROFILE=1: the first API and worker carry the bench's probe (api-probe.cjs), profiled over the day
  const probed = (name) => (CFG.profile ? { args: ['--require', PROBE], env: { BENCH_PROBE_DIR: path.join(tmp, `probe-${name}`) } } : { args: [], env: {} });
  const start = (name, script, extra) => {
    const p = probed(name);
    const handle = spawnLogged(name, process.execPath, [...p.args, script], { ...env, ...extra, ...p.env });
    handle.probeDir = p.env.BENCH_PROBE_DIR;
    return handle;
  };
  const apis = apiPorts.map((port, i) => ({ port, handle: start(`api${i + 1}`, 'backend/dist/main.js', { PORT: String(port) }) }));
  const workers = [];
  for (let i = 0; i < CFG.replicas; i++) workers.push(start(`worker${i + 1}`, 'backend/dist/worker.js', { WORKER_HEARTBEAT_FILE: path.join(tmp, `worker${i + 1}.heartbeat`), WORKER_METRICS_PORT: String(await freePort()) }));
  for (const a of apis) await waitHealthy(`http://127.0.0.1:${a.port}/api/health`, a.handle);
  // one replica: both of the balancer's server lines name it
  const balancer = spawnLogged('haproxy', 'haproxy', ['-db', '-f', 'docker/haproxy.cfg'], {
    ...process.env,
    FAIRLEADS_HTTPS_BIND: `127.0.0.1:${balancerPort}`,
    FAIRLEADS_HTTP_BIND: `127.0.0.1:${httpPort}`,
    FAIRLEADS_TLS_PEM: path.join(tmp, 'fairleads.pem'),
    FAIRLEADS_API_1: `127.0.0.1:${apiPorts[0]}`,
    FAIRLEADS_API_2: `127.0.0.1:${apiPorts[CFG.replicas - 1]}`,
  });
  const probe = agentFor('127.0.0.1', 1);
  for (const t0 = Date.now(); ; await sleep(300)) {
    const r = await request(probe, 'GET', '/api/health');
    if (r.status === 200) break;
    if (Date.now() - t0 > 30_000) throw new Error(`the balancer did not answer 200 within 30 s (last ${r.status || r.error})`);
  }
  probe.destroy();
  dbClient = new pg.Client({ connectionString: databaseUrl });
  await dbClient.connect();
  return { db: dbClient, databaseUrl, apis, workers, balancer, env, webhookPort: s.webhookPort };
}

/** One command to a process's probe (api-probe.cjs: command file plus SIGWINCH). */
let probeSeq = 0;
async function probe(handle, action, extra = {}) {
  const id = ++probeSeq;
  await fsp.writeFile(path.join(handle.probeDir, 'command.json'), JSON.stringify({ id, action, ...extra }));
  handle.child.kill('SIGWINCH');
  const file = path.join(handle.probeDir, `reply-${id}.json`);
  for (const t0 = Date.now(); Date.now() - t0 < 120_000; await sleep(100)) {
    const reply = await fsp.readFile(file, 'utf8').then(JSON.parse, () => null);
    if (!reply) continue;
    if (!reply.ok) throw new Error(`probe ${action}: ${reply.error}`);
    return reply;
  }
  throw new Error(`the probe of ${handle.name} did not answer ${action}`);
}

async function startProfiles(ctx) {
  if (CFG.profile) for (const h of [ctx.apis[0].handle, ctx.workers[0]]) await probe(h, 'profile-start');
}

async function saveProfiles(ctx, report, phase) {
  if (!CFG.profile) return;
  const dir = path.join(OUT_DIR, 'profiles');
  await fsp.mkdir(dir, { recursive: true });
  report.profiles ??= {};
  for (const handle of [ctx.apis[0].handle, ctx.workers[0]]) {
    const label = `fair-day-${phase}-${handle.name}`;
    const { file } = await probe(handle, 'profile-stop', { label });
    const kept = path.join(dir, `${label}.cpuprofile`);
    await fsp.copyFile(file, kept);
    const summary = summariseProfile(readProfile(kept), { top: 25 });
    report.profiles[label] = { file: path.relative(ROOT, kept), summary };
    process.stdout.write(formatSummary({ ...summary, top: { self: summary.top.self.slice(0, 20), inclusive: summary.top.inclusive.slice(0, 25) }, areas: summary.areas.slice(0, 15) }, { title: `${handle.name}, ${phase}` }) + '\n');
  }
}

// ---- exhibitors --------------------------------------------------------------------------------
async function templateOrganiser(ctx) {
  const agent = agentFor(loopback(200, 1), 2);
  const email = 'fair-template@fair.fairleads.test';
  const jar = new Map();
  const call = async (method, url, body) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { origin: `https://localhost:${balancerPort}`, ...(cookie ? { cookie } : {}), ...(jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')) } : {}) };
    const r = await request(agent, method, url, { headers, body });
    for (const c of cookiesOf(r)) {
      const i = c.indexOf('=');
      jar.set(c.slice(0, i), c.slice(i + 1));
    }
    return r;
  };
  const expect = async (method, url, body, status) => {
    const r = await call(method, url, body);
    if (r.status !== status) throw new Error(`${method} ${url}: ${r.status || r.error} ${String(r.text).slice(0, 300)}`);
    return r;
  };
  await call('GET', '/api/health'); // any API answer sets the XSRF cookie
  await expect('POST', '/api/auth/register', { email, name: 'Aussteller Vorlage', companySlug: 'aussteller-vorlage', password: PASSWORD }, 201);
  const mail = await mailTo(email, (m) => m.links.verify, 20_000);
  if (!mail) throw new Error('no activation mail reached the sink within 20 s');
  await expect('GET', `/api/verify-email/${mail.links.verify.split('/verify-email/')[1]}`, undefined, 200);
  await ctx.db.query(`UPDATE accounts SET event_credits = 1 WHERE company_slug = 'aussteller-vorlage'`);
  await expect('POST', '/api/auth/login', { email, password: PASSWORD }, 200);
  const base = { startDate: '2026-01-01', endDate: '2099-12-31', downloadUrl: 'https://example.com/katalog.pdf', doubleOptIn: true };
  await expect('POST', '/api/events', { name: 'Vorlage Gratis', slug: 'gratis', ...base }, 201);
  const paid = await expect('POST', '/api/events', { name: 'Hannover Messe', slug: 'messe', ...base }, 201);
  const event = JSON.parse(paid.text).event;
  if (event.isFree) throw new Error('the template event is the free one');
  agent.destroy();
  const { rows } = await ctx.db.query(`SELECT s.sess, u.id AS user_id, u.password_hash, m.account_id FROM sessions s JOIN users u ON u.id = s.user_id JOIN account_members m ON m.user_id = u.id WHERE u.email = $1`, [email]);
  if (rows.length !== 1) throw new Error(`expected one session of the template organiser, found ${rows.length}`);
  return { eventId: event.id, ...rows[0] };
}

/**
 * The exhibitors, in SQL: users, accounts, memberships and events copied from the template
 * organiser (its event row column by column, so the form is what the product makes), and one
 * session per desk made from the template's session, each with its signed cookie.
 */
async function seedExhibitors(ctx, template) {
  const t0 = Date.now();
  const n = CFG.exhibitors;
  const db = ctx.db;
  await db.query('BEGIN');
  // ids derived from the exhibitor's number, shaped as version-4 UUIDs (the API checks the shape)
  await db.query(`CREATE FUNCTION pg_temp.fair_uuid(t text) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT (substr(md5(t), 1, 12) || '4' || substr(md5(t), 14, 3) || '8' || substr(md5(t), 18, 15))::uuid $$`);
  await db.query(
    `INSERT INTO users (id, email, name, password_hash, email_verified_at, locale)
     SELECT pg_temp.fair_uuid('fair-user-' || g), 'aussteller-' || g || '@fair.fairleads.test', 'Aussteller ' || g, $2, now(), 'de' FROM generate_series(1, $1) g`,
    [n, template.password_hash],
  );
  await db.query(
    `INSERT INTO accounts (id, name, company_slug, event_credits, free_event_used_at)
     SELECT pg_temp.fair_uuid('fair-account-' || g), 'Aussteller ' || g || ' GmbH', 'aussteller-' || g, 0, now() FROM generate_series(1, $1) g`,
    [n],
  );
  await db.query(`INSERT INTO account_members (account_id, user_id, role) SELECT pg_temp.fair_uuid('fair-account-' || g), pg_temp.fair_uuid('fair-user-' || g), 'owner' FROM generate_series(1, $1) g`, [n]);
  const { rows: cols } = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'events' AND table_schema = 'public' ORDER BY ordinal_position`);
  const own = { id: `pg_temp.fair_uuid('fair-event-' || g)`, account_id: `pg_temp.fair_uuid('fair-account-' || g)`, name: `'Messestand ' || g`, slug: `'messe'`, short_code: 'event_short_code()', created_at: 'now()', updated_at: 'now()' };
  const names = cols.map((c) => c.column_name);
  await db.query(
    `INSERT INTO events (${names.map((c) => `"${c}"`).join(', ')})
     SELECT ${names.map((c) => own[c] ?? `t."${c}"`).join(', ')} FROM events t CROSS JOIN generate_series(1, $1) g WHERE t.id = $2`,
    [n, template.eventId],
  );
  const exhibitors = [];
  const { rows } = await db.query(
    `SELECT g, pg_temp.fair_uuid('fair-user-' || g) AS user_id, pg_temp.fair_uuid('fair-account-' || g) AS account_id, e.id AS event_id, e.short_code
       FROM generate_series(1, $1) g JOIN events e ON e.id = pg_temp.fair_uuid('fair-event-' || g) ORDER BY g`,
    [n],
  );
  const sessions = [];
  for (const r of rows) {
    const desks = [];
    for (let d = 0; d < CFG.desksPerExhibitor; d++) {
      const sid = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '').slice(0, 8);
      const sess = { ...template.sess, passport: { user: r.user_id }, currentAccountId: r.account_id };
      sessions.push([sid, JSON.stringify(sess)]);
      desks.push({ cookie: `fairleads.sid=${encodeURIComponent(`s:${cookieSignature.sign(sid, SESSION_SECRET)}`)}` });
    }
    exhibitors.push({ index: r.g, userId: r.user_id, accountId: r.account_id, eventId: r.event_id, shortCode: r.short_code, companySlug: `aussteller-${r.g}`, eventSlug: 'messe', desks, leads: 0 });
  }
  for (let i = 0; i < sessions.length; i += 1000) {
    const chunk = sessions.slice(i, i + 1000);
    await db.query(`INSERT INTO sessions (sid, sess, expire) SELECT sid, sess::json, now() + interval '14 days' FROM unnest($1::text[], $2::text[]) AS x(sid, sess)`, [chunk.map((s) => s[0]), chunk.map((s) => s[1])]);
  }
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { exhibitors, ms: Date.now() - t0 };
}

/** A desk's or an exhibitor's own calls (webhook endpoint, stand device, export) with its session. */
function exhibitorCall(ex, agent, method, url, body, timeoutMs) {
  const xsrf = xsrfToken();
  return request(agent, method, url, {
    headers: { cookie: `${ex.desks[0].cookie}; XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf, origin: `https://localhost:${balancerPort}` },
    body,
    timeoutMs,
  });
}

async function equipExhibitors(exhibitors, webhookPort) {
  const t0 = Date.now();
  const withHook = exhibitors.filter((ex) => ex.index % Math.round(1 / MIX.webhookAccounts) === 0);
  const withStand = exhibitors.filter((ex) => ex.index % Math.round(1 / MIX.standAccounts) === 1);
  const failures = [];
  const work = [
    ...withHook.map((ex) => async (agent) => {
      const r = await exhibitorCall(ex, agent, 'POST', '/api/webhook-endpoints', { url: `http://127.0.0.1:${webhookPort}/crm/${ex.index}`, description: 'CRM', facts: ['lead.captured', 'lead.confirmed'], eventIds: null });
      if (r.status === 201) ex.webhook = true;
      else failures.push(`webhook endpoint of ${ex.companySlug}: ${r.status || r.error} ${String(r.text).slice(0, 200)}`);
    }),
    ...withStand.map((ex) => async (agent) => {
      const r = await exhibitorCall(ex, agent, 'POST', `/api/events/${ex.eventId}/stand-devices`, { name: 'Tablet Stand', pin: '4711' });
      if (r.status === 201) ex.standToken = JSON.parse(r.text).token;
      else failures.push(`stand device of ${ex.companySlug}: ${r.status || r.error} ${String(r.text).slice(0, 200)}`);
    }),
  ];
  await pool(work, 8, (i) => agentFor(loopback(200, 10 + i), 1));
  return { webhookAccounts: withHook.filter((e) => e.webhook).length, standAccounts: withStand.filter((e) => e.standToken).length, failures, ms: Date.now() - t0 };
}

async function pool(tasks, concurrency, makeAgent) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      const agent = makeAgent(i);
      while (next < tasks.length) await tasks[next++](agent);
      agent.destroy();
    }),
  );
}

// ---- desks -------------------------------------------------------------------------------------
/**
 * The open lead desks: each loads its first page, then asks `since` every 5 s as the SPA does
 * (a 410 reloads the first page). The desks of four exhibitors share an address (a hall's WLAN)
 * and two keep-alive connections.
 */
function startDesks(exhibitors) {
  const agents = [];
  let running = true;
  const timers = new Set();
  const desks = [];
  exhibitors.forEach((ex, i) => {
    // a desk's connection outlives the 5 s between its polls, as a browser's does (no TLS handshake per poll)
    if (i % 4 === 0) agents.push(agentFor(loopback(100, agents.length + 1), 2, 9_000));
    for (const d of ex.desks) desks.push({ ex, desk: d, agent: agents.at(-1), cursor: null });
  });
  const firstPage = async (d) => {
    const r = await request(d.agent, 'GET', '/api/leads?limit=50', { headers: { cookie: d.desk.cookie } });
    if (rec.check('desk first page', r, [200])) d.cursor = r.headers['x-leads-cursor'] ?? null;
  };
  const poll = async (d) => {
    if (!running) return;
    const t0 = performance.now();
    if (!d.cursor) await firstPage(d);
    else {
      const r = await request(d.agent, 'GET', `/api/leads?since=${encodeURIComponent(d.cursor)}`, { headers: { cookie: d.desk.cookie } });
      if (r.status === 410) {
        rec.time('desk poll', r.ms);
        d.cursor = null;
      } else if (rec.check('desk poll', r, [200, 304])) {
        d.cursor = r.headers['x-leads-cursor'] ?? d.cursor;
        if (r.status === 200) rec.time('desk poll with news', r.ms);
      }
    }
    if (!running) return;
    const t = setTimeout(() => {
      timers.delete(t);
      poll(d);
    }, Math.max(0, POLL_MS - (performance.now() - t0)));
    timers.add(t);
  };
  // the desks open over the morning (compressed to CFG.deskOpenSeconds), as people arrive at their stands
  desks.forEach((d, i) => {
    const t = setTimeout(() => {
      timers.delete(t);
      poll(d);
    }, (i / desks.length) * CFG.deskOpenSeconds * 1000);
    timers.add(t);
  });
  return {
    count: desks.length,
    addresses: agents.length,
    stop() {
      running = false;
      for (const t of timers) clearTimeout(t);
      for (const a of agents) a.destroy();
    },
  };
}

// ---- visitors ----------------------------------------------------------------------------------
let visitorSeq = 0;
const pending = new Set();

/** Which stand a visitor walks to: a few stands draw crowds (Zipf-like), most get a few. */
function pickExhibitor(exhibitors) {
  const u = Math.random();
  return exhibitors[Math.min(exhibitors.length - 1, Math.floor(exhibitors.length * u ** 2))];
}

function hiddenValue(html, name) {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;
}

async function visitor(exhibitors, phase) {
  const n = ++visitorSeq;
  const ex = pickExhibitor(exhibitors);
  const source = loopback(1, n);
  const agent = agentFor(source, 1);
  const email = `besucher-${n}@fair-visitor.test`;
  const p = rec.phase(phase);
  p.visitors++;
  const origin = `https://localhost:${balancerPort}`;
  const wantsConfirm = Math.random() < MIX.confirm;
  const wantsDownload = wantsConfirm && Math.random() < MIX.download / MIX.confirm;
  try {
    let submitAt;
    if (ex.standToken && Math.random() < MIX.standSubmits / MIX.standAccounts) {
      // the stand tablet: the exhibitor types the visitor in, no QR code, no page load
      const xsrf = xsrfToken();
      submitAt = now();
      const r = await request(agent, 'POST', `/api/form/${ex.companySlug}/${ex.eventSlug}/submit`, {
        headers: { 'x-stand-token': ex.standToken, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf, origin },
        body: { email, name: `Besucher ${n}`, consent: true, submissionId: randomUUID(), capturedAt: new Date().toISOString() },
      });
      if (!rec.check('submit (stand tablet)', r, [201], phase)) return;
      rec.time('submit', r.ms, phase);
    } else {
      const scan = await request(agent, 'GET', `/q/${ex.shortCode}`, { keepBody: false });
      if (!rec.check('scan', scan, [302], phase)) return;
      const formPath = new URL(scan.headers.location, origin).pathname;
      const page = await request(agent, 'GET', formPath, { headers: { accept: 'text/html' } });
      if (!rec.check('form page', page, [200], phase)) return;
      const formToken = hiddenValue(page.text, 'formToken');
      const submissionId = hiddenValue(page.text, 'submissionId') ?? randomUUID();
      await sleep(FILL_MS);
      const body = new URLSearchParams({ formToken, lang: 'de', submissionId, website: '', email, name: `Besucher ${n}`, consent: 'on' }).toString();
      const post = () => request(agent, 'POST', formPath, { headers: { accept: 'application/json', origin, referer: origin + formPath }, body, contentType: 'application/x-www-form-urlencoded' });
      submitAt = now();
      const r = await post();
      if (!rec.check('submit', r, [200, 201], phase)) return;
      if (Math.random() < MIX.twice) {
        // a double tap: the same submissionId answers the first answer, nothing is captured twice
        const again = await post();
        rec.check('submit again', again, [200, 201], phase);
      }
      const location = JSON.parse(r.text).location;
      if (location) {
        const thanks = await request(agent, 'GET', location, { headers: { accept: 'text/html' }, keepBody: false });
        rec.check('check-your-inbox page', thanks, [200], phase);
      }
    }
    ex.leads++;
    const hookCaptured = ex.webhook ? waitHook('lead.captured', email) : null;
    const mail = await mailTo(email, (m) => m.links.confirm, DRAIN_MS + 20_000);
    if (!mail) p.mailsMissing++;
    else p.mails.push(mail.at - submitAt);
    if (hookCaptured) {
      const h = await hookCaptured;
      if (h) p.hooks.push(h.at - submitAt);
      else p.hooksMissing++;
    }
    if (!mail || !wantsConfirm) return;
    await sleep(500 + Math.random() * 2_000);
    const link = new URL(mail.links.confirm);
    const confirmPage = await request(agent, 'GET', link.pathname + link.search, { headers: { accept: 'text/html' }, keepBody: false });
    if (!rec.check('confirm page', confirmPage, [200], phase)) return;
    const confirmAt = now();
    const hookConfirmed = ex.webhook ? waitHook('lead.confirmed', email) : null;
    const confirmed = await request(agent, 'POST', link.pathname + link.search, { headers: { accept: 'application/json', origin, referer: link.href }, body: '', contentType: 'application/x-www-form-urlencoded' });
    if (!rec.check('confirm', confirmed, [200, 201, 303], phase)) return;
    let downloadUrl = null;
    try {
      downloadUrl = JSON.parse(confirmed.text).downloadUrl ?? null;
    } catch {}
    const welcome = await mailTo(email, (m) => m.links.download, DRAIN_MS + 20_000);
    if (welcome) p.welcomeMails.push(welcome.at - confirmAt);
    downloadUrl ??= welcome?.links.download ?? null;
    if (hookConfirmed) {
      const h = await hookConfirmed;
      if (h) p.hooks.push(h.at - confirmAt);
      else p.hooksMissing++;
    }
    if (wantsDownload && downloadUrl) {
      const u = new URL(downloadUrl, origin);
      const dl = await request(agent, 'GET', u.pathname + u.search, { keepBody: false });
      rec.check('download', dl, [302], phase);
    }
  } finally {
    agent.destroy();
  }
}

function waitHook(type, email) {
  const have = hookArrivals.find((h) => h.type === type && h.email === email);
  if (have) return Promise.resolve(have);
  return new Promise((resolve) => {
    hookWaiters.set(`${type} ${email}`, resolve);
    setTimeout(() => {
      if (hookWaiters.delete(`${type} ${email}`)) resolve(null);
    }, DRAIN_MS + 20_000).unref();
  });
}

/** Visitors arriving at rate(t) a second (Poisson) for `duration` seconds. */
async function arrivals(exhibitors, phase, duration, rate) {
  rec.current = phase;
  const t0 = performance.now();
  let spawned = 0;
  let behind = 0;
  for (;;) {
    const t = (performance.now() - t0) / 1000;
    if (t >= duration) break;
    const r = rate(t);
    const gap = -Math.log(1 - Math.random()) / r;
    await sleep(gap * 1000);
    const lag = performance.now() - t0 - (t + gap) * 1000;
    if (lag > 100) behind++;
    const v = visitor(exhibitors, phase).catch((err) => {
      const p = rec.phase(phase);
      p.errors++;
      if (p.errorSamples.length < 12) p.errorSamples.push(`visitor: ${err.message}`);
    });
    pending.add(v);
    v.finally(() => pending.delete(v));
    spawned++;
  }
  return { spawned, seconds: (performance.now() - t0) / 1000, lateArrivals: behind };
}

/** The day curve: a quiet start, a morning peak, a lunch dip, an afternoon peak, a quiet end. */
const dayCurve = (peak, duration) => (t) => {
  const x = t / duration;
  const bump = (c, w) => Math.exp(-(((x - c) / w) ** 2));
  return Math.max(0.5, peak * Math.max(0.15, bump(0.3, 0.13), 0.9 * bump(0.72, 0.13)));
};

// ---- phases and report -------------------------------------------------------------------------
function summarisePhase(name, extra = {}) {
  const p = rec.phase(name);
  const steps = Object.fromEntries([...p.steps].map(([k, v]) => [k, dist(v)]));
  const mails = [...p.mails, ...Array(p.mailsMissing).fill(Infinity)];
  const hooks = [...p.hooks, ...Array(p.hooksMissing).fill(Infinity)];
  const out = {
    visitors: p.visitors,
    errors: p.errors,
    errorSamples: p.errorSamples,
    steps,
    submitP99Ms: steps.submit?.p99 ?? null,
    pollP99Ms: steps['desk poll']?.p99 ?? null,
    mail: { ...dist(p.mails), missing: p.mailsMissing },
    mailP99Ms: round(percentile(mails, 99)),
    welcomeMail: dist(p.welcomeMails),
    webhook: { ...dist(p.hooks), missing: p.hooksMissing },
    webhookP99Ms: hooks.length ? round(percentile(hooks, 99)) : null,
    ...extra,
  };
  const checks = {
    errors: out.errors === 0,
    submit: out.submitP99Ms !== null && out.submitP99Ms <= TARGETS.submitP99Ms,
    poll: out.pollP99Ms !== null && out.pollP99Ms <= TARGETS.pollP99Ms,
    mail: out.mailP99Ms !== null && out.mailP99Ms <= TARGETS.mailP99Ms,
    webhook: out.webhookP99Ms === null || out.webhookP99Ms <= TARGETS.webhookP99Ms,
  };
  out.met = checks;
  out.allMet = Object.values(checks).every(Boolean);
  return out;
}

function cpuBetween(a, b) {
  const secs = (b.at - a.at) / 1000;
  const out = {};
  for (const [g, ticks] of Object.entries(b.ticks)) out[g] = round((ticks - (a.ticks[g] ?? 0)) / CLK_TCK, 2);
  return { seconds: round(secs, 1), cpuSeconds: out };
}
const SERVER_GROUPS = ['api', 'worker', 'postgresql', 'redis', 'haproxy'];
const serverCpu = (cpu) => SERVER_GROUPS.reduce((s, g) => s + (cpu.cpuSeconds[g] ?? 0), 0);

async function main() {
  const notes = [];
  const report = { startedAt: new Date().toISOString(), config: { ...CFG, mix: MIX, pollMs: POLL_MS, fillMs: FILL_MS }, targets: TARGETS, notes };
  await fsp.mkdir(OUT_DIR, { recursive: true });
  await buildIfNeeded(notes);
  say(`fair day: ${CFG.exhibitors} exhibitors, ${CFG.exhibitors * CFG.desksPerExhibitor} desks, ${CFG.replicas} API replica(s) behind HAProxy`);
  const ctx = await startStack(notes);
  report.machine = { nproc: os.availableParallelism(), cpu: os.cpus()[0]?.model, memoryGB: round(os.totalmem() / 1024 ** 3), node: process.version, postgresql: (await ctx.db.query('show server_version')).rows[0].server_version };

  const pids = () => ({
    api: new Set(ctx.apis.map((a) => a.handle.child.pid)),
    worker: new Set(ctx.workers.map((w) => w.child.pid)),
    sink: new Set([sink.child.pid]),
    'simulation (clients)': new Set([process.pid]),
  });
  const groups = processGroups(pids);

  say('seeding the exhibitors …');
  const template = await templateOrganiser(ctx);
  const seeded = await seedExhibitors(ctx, template);
  const exhibitors = seeded.exhibitors;
  say(`✓ ${exhibitors.length} exhibitors seeded in ${seconds(seeded.ms)}`);
  const equipped = await equipExhibitors(exhibitors, ctx.webhookPort);
  say(`✓ ${equipped.webhookAccounts} webhook endpoints, ${equipped.standAccounts} stand tablets (${seconds(equipped.ms)})`);
  report.setup = { seedMs: seeded.ms, equipMs: equipped.ms, webhookAccounts: equipped.webhookAccounts, standAccounts: equipped.standAccounts, failures: equipped.failures.slice(0, 10) };
  if (equipped.failures.length) warn(`setup failures: ${equipped.failures.slice(0, 3).join(' | ')}`);

  // the morning: the desks open (their first pages), then 20 s of desks alone in their steady state
  rec.current = 'morning';
  await startProfiles(ctx);
  const desks = startDesks(exhibitors);
  say(`${desks.count} desks opening over ${CFG.deskOpenSeconds} s from ${desks.addresses} addresses …`);
  const m0 = groups.sample();
  await sleep(CFG.deskOpenSeconds * 1000 + POLL_MS);
  report.morning = { ...summarisePhase('morning'), cpu: cpuBetween(m0, groups.sample()) };
  say(`morning: desk first page p99 ${report.morning.steps['desk first page']?.p99} ms, poll p99 ${report.morning.pollP99Ms} ms, ${report.morning.errors} errors`);
  rec.current = 'desks alone';
  const idle0 = groups.sample();
  await sleep(10_000);
  const idle1 = groups.sample();
  await saveProfiles(ctx, report, 'morning');
  report.desksAlone = { ...summarisePhase('desks alone'), cpu: cpuBetween(idle0, idle1) };
  say(`desks alone: poll p99 ${report.desksAlone.pollP99Ms} ms, server CPU ${round(serverCpu(report.desksAlone.cpu) / report.desksAlone.cpu.seconds, 2)} cores`);

  // the day
  say(`the day: ${CFG.daySeconds} s, two peaks of ${CFG.peak} visitors/s …`);
  await startProfiles(ctx);
  const day0 = groups.sample();
  const dayArrivals = await arrivals(exhibitors, 'day', CFG.daySeconds, dayCurve(CFG.peak, CFG.daySeconds));
  await Promise.race([Promise.all(pending), sleep(DRAIN_MS + 25_000)]);
  const day1 = groups.sample();
  const dayCpu = cpuBetween(day0, day1);
  await saveProfiles(ctx, report, 'day');
  const idleRate = serverCpu(report.desksAlone.cpu) / report.desksAlone.cpu.seconds;
  report.day = {
    ...summarisePhase('day', { arrivals: dayArrivals }),
    cpu: dayCpu,
    cpuSecondsPerVisitor: round(serverCpu(dayCpu) / Math.max(1, dayArrivals.spawned), 4),
    cpuSecondsPerVisitorBeyondDesks: round((serverCpu(dayCpu) - idleRate * dayCpu.seconds) / Math.max(1, dayArrivals.spawned), 4),
  };
  say(`day: ${report.day.visitors} visitors, ${report.day.errors} errors, submit p99 ${report.day.submitP99Ms} ms, poll p99 ${report.day.pollP99Ms} ms, mail p99 ${report.day.mailP99Ms} ms, webhook p99 ${report.day.webhookP99Ms} ms`);

  // the ramp
  report.ramp = [];
  let capacity = 0;
  for (const rate of CFG.ramp) {
    const left = CFG.budgetSeconds - elapsedS();
    if (left < CFG.rampStepSeconds + DRAIN_MS / 1000 + 60) {
      notes.push(`The ramp stopped before ${rate} visitors/s: the ${CFG.budgetSeconds} s budget was nearly spent.`);
      break;
    }
    const phase = `ramp ${rate}/s`;
    say(`ramp: ${rate} visitors/s for ${CFG.rampStepSeconds} s …`);
    const c0 = groups.sample();
    const a = await arrivals(exhibitors, phase, CFG.rampStepSeconds, () => rate);
    await Promise.race([Promise.all(pending), sleep(DRAIN_MS + 25_000)]);
    const c1 = groups.sample();
    const step = { rate, ...summarisePhase(phase, { arrivals: a }), cpu: cpuBetween(c0, c1) };
    step.achievedRate = round(a.spawned / a.seconds);
    // the simulation itself must have kept up, or the step says nothing about the server
    step.met.kept = a.lateArrivals <= a.spawned * 0.05;
    step.allMet = step.allMet && step.met.kept;
    report.ramp.push(step);
    say(`  ${rate}/s: ${step.visitors} visitors, ${step.errors} errors, submit p99 ${step.submitP99Ms} ms, poll p99 ${step.pollP99Ms} ms, mail p99 ${step.mailP99Ms} ms, webhook p99 ${step.webhookP99Ms} ms → ${step.allMet ? 'held' : 'MISSED'}`);
    if (!step.allMet) break;
    capacity = rate;
  }
  desks.stop();

  // exports at the end of the day
  rec.current = 'exports';
  const withLeads = exhibitors.filter((ex) => ex.leads > 0);
  say(`exports: ${withLeads.length} events …`);
  const e0 = performance.now();
  let rows = 0;
  await pool(
    withLeads.map((ex) => async (agent) => {
      const r = await exhibitorCall(ex, agent, 'GET', `/api/events/${ex.eventId}/leads.csv`, undefined, 60_000);
      if (rec.check('export', r, [200])) rows += Math.max(0, r.text.trim().split('\n').length - 1);
    }),
    4,
    (i) => agentFor(loopback(200, 100 + i), 1),
  );
  report.exports = { events: withLeads.length, rows, seconds: round((performance.now() - e0) / 1000), ...summarisePhase('exports') };
  groups.stop();
  report.memoryPeakMB = groups.memoryPeakMB;

  const errors = [...rec.phases.values()].reduce((s, p) => s + p.errors, 0);
  report.summary = {
    capacityVisitorsPerSecond: capacity,
    submitP99Ms: report.day.submitP99Ms,
    pollP99Ms: report.day.pollP99Ms,
    mailP99Ms: report.day.mailP99Ms,
    webhookP99Ms: report.day.webhookP99Ms,
    errors,
    cpuSecondsPerVisitor: report.day.cpuSecondsPerVisitor,
    capacityPerCore: round(capacity / os.availableParallelism()),
  };
  report.met = {
    errors: errors === 0,
    submit: report.day.met.submit,
    poll: report.day.met.poll,
    mail: report.day.met.mail,
    webhook: report.day.met.webhook,
    capacity: capacity >= TARGETS.capacityVisitorsPerSecond,
  };
  report.seconds = round(elapsedS());
  const json = { ...report.summary, ...report };
  await fsp.writeFile(path.join(OUT_DIR, 'fair-day.json'), JSON.stringify(json, null, 2) + '\n');
  await fsp.writeFile(path.join(OUT_DIR, 'fair-day.md'), markdown(report));
  say(`capacity ${capacity} visitors/s; errors ${errors}; written var/bench/fair-day.json and fair-day.md (${seconds(report.seconds * 1000)})`);
}

const verdict = (ok) => (ok ? 'met' : 'MISSED');
function markdown(r) {
  const s = r.summary;
  const lines = [
    `# Fair day (${r.config.exhibitors} exhibitors, ${r.config.exhibitors * r.config.desksPerExhibitor} desks, ${r.config.replicas} API replica(s))`,
    '',
    `${r.startedAt}, ${r.seconds} s on ${r.machine.nproc} cores (${r.machine.cpu}), Node ${r.machine.node}, PostgreSQL ${r.machine.postgresql}.`,
    '',
    '| Figure | Target | Measured | |',
    '|---|---|---|---|',
    `| Errors | 0 | ${s.errors} | ${verdict(r.met.errors)} |`,
    `| Submit p99 (day) | ≤ ${TARGETS.submitP99Ms} ms | ${s.submitP99Ms} ms | ${verdict(r.met.submit)} |`,
    `| Desk poll p99 (day) | ≤ ${TARGETS.pollP99Ms} ms | ${s.pollP99Ms} ms | ${verdict(r.met.poll)} |`,
    `| DOI mail p99 (submit → sink) | ≤ 5 s | ${s.mailP99Ms} ms | ${verdict(r.met.mail)} |`,
    `| Webhook p99 | ≤ 5 s | ${s.webhookP99Ms} ms | ${verdict(r.met.webhook)} |`,
    `| Capacity | ≥ ${TARGETS.capacityVisitorsPerSecond} visitors/s | ${s.capacityVisitorsPerSecond} visitors/s (${s.capacityPerCore} per core) | ${verdict(r.met.capacity)} |`,
    `| CPU per visitor (server processes, day) | info | ${s.cpuSecondsPerVisitor} s (${r.day.cpuSecondsPerVisitorBeyondDesks} s beyond the desks' own load) | |`,
    '',
    '## Steps of the day (ms)',
    '',
    '| Step | count | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|',
    ...Object.entries(r.day.steps).map(([k, d]) => `| ${k} | ${d.count} | ${d.p50} | ${d.p95} | ${d.p99} | ${d.max} |`),
    `| DOI mail (submit → sink) | ${r.day.mail.count} (+${r.day.mail.missing} missing) | ${r.day.mail.p50} | ${r.day.mail.p95} | ${r.day.mail.p99} | ${r.day.mail.max} |`,
    `| welcome mail (confirm → sink) | ${r.day.welcomeMail.count} | ${r.day.welcomeMail.p50} | ${r.day.welcomeMail.p95} | ${r.day.welcomeMail.p99} | ${r.day.welcomeMail.max} |`,
    `| webhook (submit/confirm → receiver) | ${r.day.webhook.count} (+${r.day.webhook.missing} missing) | ${r.day.webhook.p50} | ${r.day.webhook.p95} | ${r.day.webhook.p99} | ${r.day.webhook.max} |`,
    '',
    `Visitors: ${r.day.visitors} in ${r.day.arrivals.seconds.toFixed(0)} s. Errors: ${r.day.errors}${r.day.errorSamples.length ? ` (${r.day.errorSamples.join('; ')})` : ''}.`,
    '',
    '## Ramp',
    '',
    '| Visitors/s | achieved | errors | submit p99 | poll p99 | mail p99 | webhook p99 | server CPU (cores) | held |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.ramp.map((st) => `| ${st.rate} | ${st.achievedRate} | ${st.errors} | ${st.submitP99Ms} | ${st.pollP99Ms} | ${st.mailP99Ms} | ${st.webhookP99Ms} | ${round(serverCpu(st.cpu) / st.cpu.seconds, 2)} | ${st.allMet ? 'yes' : `no (${Object.entries(st.met).filter(([, v]) => !v).map(([k]) => k).join(', ')})`} |`),
    '',
    ...r.ramp.filter((st) => st.errorSamples.length).map((st) => `- ${st.rate}/s errors: ${st.errorSamples.join('; ')}`),
    '',
    '## CPU (seconds) and memory',
    '',
    `Morning (${r.morning.cpu.seconds} s, desks opening): first page p50 ${r.morning.steps['desk first page']?.p50} ms, p99 ${r.morning.steps['desk first page']?.p99} ms; ${r.morning.errors} errors; ${Object.entries(r.morning.cpu.cpuSeconds).map(([g, v]) => `${g} ${v}`).join(', ')}.`,
    '',
    `Desks alone (${r.desksAlone.cpu.seconds} s): ${Object.entries(r.desksAlone.cpu.cpuSeconds).map(([g, v]) => `${g} ${v}`).join(', ')}; poll p99 ${r.desksAlone.pollP99Ms} ms.`,
    '',
    `Day (${r.day.cpu.seconds} s): ${Object.entries(r.day.cpu.cpuSeconds).map(([g, v]) => `${g} ${v}`).join(', ')}.`,
    '',
    `Peak memory (MB; PostgreSQL: private memory of all its processes plus shared buffers once): ${Object.entries(r.memoryPeakMB).map(([g, v]) => `${g} ${v}`).join(', ')}.`,
    '',
    `Exports: ${r.exports.events} events, ${r.exports.rows} rows in ${r.exports.seconds} s; p50 ${r.exports.steps.export?.p50} ms, p99 ${r.exports.steps.export?.p99} ms.`,
    '',
    `Setup: seeding ${r.setup.seedMs} ms; ${r.setup.webhookAccounts} webhook endpoints and ${r.setup.standAccounts} stand tablets in ${r.setup.equipMs} ms.`,
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ];
  return lines.join('\n');
}

main()
  .then(() => stopAll())
  .then(() => process.exit(0))
  .catch(async (err) => {
    warn(`the fair-day simulation failed: ${err.stack ?? err.message}`);
    await stopAll();
    process.exit(1);
  });
