#!/usr/bin/env node
// Before/after comparison of the form submit on a busy machine: two builds of the backend run
// side by side on one fresh database, and short autocannon rounds alternate between them, so
// that whatever else the machine does falls on both alike. Per build: the API process's CPU
// time per submit (utime + stime from /proc, the figure that decides throughput when the API is
// the bottleneck), PostgreSQL's CPU per submit, req/s, p50 and p99.
//
//   node e2e/bench/ab-submit.mjs <dist A> <dist B> [--rounds 6] [--seconds 4] [--connections 32] [--port 3950]
//
// <dist> is a built backend (the directory holding main.js), e.g. backend/dist and a copy of an
// older build. Mails go to the dev outbox (inline queue), as in `make bench`. Database:
// DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.

import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, run, say, sleep, startChild, waitForHealth, withClient, withDatabase } from '../../scripts/lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, v] = args.splice(i, 2);
  return Number(v);
};
const ROUNDS = opt('--rounds', 6);
const SECONDS = opt('--seconds', 4);
const CONNECTIONS = opt('--connections', 32);
// the two APIs listen on this port and the next (another run on the machine may hold the default)
const PORT = opt('--port', 3950);
const dists = args.filter((a) => !a.startsWith('--')).map((d) => path.resolve(d));
if (dists.length !== 2) {
  process.stderr.write('usage: node e2e/bench/ab-submit.mjs <dist A> <dist B> [--rounds 6] [--seconds 4] [--connections 32] [--port 3950]\n');
  process.exit(2);
}
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `fairleads_ab_${Date.now()}`;
const databaseUrl = withDatabase(adminUrl, database);
const apis = [];

const ticksOf = (pid) => {
  const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
};
/** CPU ticks per PostgreSQL process; a delta counts only processes alive at both ends, plus new ones. */
const postgresTicks = () => {
  const ticks = new Map();
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const s = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      if (!s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')).startsWith('postgres')) continue;
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      ticks.set(e, Number(f[11]) + Number(f[12]));
    } catch {}
  }
  return ticks;
};
const ticksSince = (before, after) => [...after].reduce((sum, [pid, t]) => sum + Math.max(0, t - (before.get(pid) ?? 0)), 0);
const pendingOutbox = (db) => db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE completed_at IS NULL AND failed_at IS NULL`).then((r) => r.rows[0].n);

async function main() {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(database)}`));
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SESSION_SECRET: 'ab-session-secret-0123456789abcdefghijklmnopq', TRUST_PROXY: 'loopback' };
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const migrate = await run('migration', process.execPath, [path.join(dists[0], 'database', 'migrate.js')], { env, capture: true });
  if (!migrate.ok) throw new Error(`migration failed: ${migrate.output.slice(-1500)}`);
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const slug = `ab-${Date.now().toString(36)}`;
  const { rows: [account] } = await db.query(`INSERT INTO accounts (name, company_slug) VALUES ('AB', $1) RETURNING id`, [slug]);
  for (const [i, dist] of dists.entries()) {
    const port = PORT + i;
    await db.query(`INSERT INTO events (account_id, name, slug, start_date, end_date, download_url) VALUES ($1, $2, $2, '2026-01-01', '2099-12-31', 'https://example.com/x.pdf')`, [account.id, `ev-${i}`]);
    const child = startChild(`API ${'AB'[i]}`, process.execPath, [path.join(dist, 'main.js')], { env: { ...env, PORT: String(port), APP_URL: `http://localhost:${port}` }, capture: true });
    apis.push({ label: 'AB'[i], dist, port, child, event: `ev-${i}`, rounds: [] });
  }
  for (const a of apis) {
    await waitForHealth(`http://127.0.0.1:${a.port}/api/health`, { children: [a.child], timeoutMs: 60_000 });
    const health = await fetch(`http://127.0.0.1:${a.port}/api/health`);
    a.xsrf = health.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
    a.formToken = (await (await fetch(`http://127.0.0.1:${a.port}/api/form/${slug}/${a.event}`)).json()).formToken;
    say(`API ${a.label} (${path.relative(ROOT, a.dist) || a.dist}) on ${a.port}, pid ${a.child.child.pid}`);
  }
  await sleep(2_000); // the form token's minimum fill time
  let n = 0;
  const round = async (a, seconds) => {
    const opts = {
      url: `http://127.0.0.1:${a.port}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${a.xsrf}`, 'x-xsrf-token': decodeURIComponent(a.xsrf), 'user-agent': 'fairleads-ab' },
      requests: [
        {
          method: 'POST',
          path: `/api/form/${slug}/${a.event}/submit`,
          setupRequest: (req) => {
            const i = ++n;
            return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}` }, body: JSON.stringify({ email: `ab-${i}@bench.example`, name: `Visitor ${i}`, consent: true, formToken: a.formToken }) };
          },
        },
      ],
    };
    const api0 = ticksOf(a.child.child.pid);
    const pg0 = postgresTicks();
    const t0 = Date.now();
    const result = await new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
    for (let i = 0; i < 600 && (await pendingOutbox(db)) > 0; i++) await sleep(100); // its mail jobs are part of its cost
    return {
      ok: result['2xx'],
      other: result.non2xx + result.errors + result.timeouts,
      rps: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      apiMs: ((ticksOf(a.child.child.pid) - api0) / CLK_TCK) * 1000,
      pgMs: (ticksSince(pg0, postgresTicks()) / CLK_TCK) * 1000,
      wallMs: Date.now() - t0,
    };
  };
  say('warm-up: 2 s each');
  for (const a of apis) await round(a, 2);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...apis].reverse() : apis; // ABBA…: neither always goes first
    for (const a of order) {
      const x = await round(a, SECONDS);
      a.rounds.push(x);
      say(`round ${r + 1} ${a.label}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms, API ${(x.apiMs / x.ok).toFixed(2)} ms CPU/submit, PostgreSQL ${(x.pgMs / x.ok).toFixed(2)} ms CPU/submit${x.other ? `, ${x.other} not 2xx` : ''}`);
    }
  }
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
  process.stdout.write(`\n${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, alternating; medians of the rounds (API and PostgreSQL CPU per submit incl. its mail job):\n`);
  for (const a of apis) {
    const R = a.rounds;
    process.stdout.write(
      `  ${a.label} ${path.relative(ROOT, a.dist) || a.dist}: ${median(R.map((x) => x.rps)).toFixed(0)} req/s, p50 ${median(R.map((x) => x.p50))} ms, p99 ${median(R.map((x) => x.p99))} ms, ` +
        `API ${median(R.map((x) => x.apiMs / x.ok)).toFixed(2)} ms CPU/submit (rounds: ${R.map((x) => (x.apiMs / x.ok).toFixed(2)).join(' ')}), PostgreSQL ${median(R.map((x) => x.pgMs / x.ok)).toFixed(2)} ms CPU/submit\n`,
    );
  }
  await db.end();
}

main()
  .catch((err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    // a build that died says why in its own output
    for (const a of apis) if (!a.child.running) process.stderr.write(`API ${a.label} ended; its last output:\n${a.child.output.slice(-3000)}\n`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const a of apis) await a.child.stop(10_000);
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(database)} WITH (FORCE)`)).catch(() => {});
  });
