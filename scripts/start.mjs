// `make start`: embedded PostgreSQL unless DATABASE_URL is set, build, migrate, run the API
// (and the worker when REDIS_URL is set) on PORT. Once they are up, a process that dies is
// restarted with backoff, so a crashed worker never takes the forms down. Ctrl-C stops everything.

import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { NPM, ROOT, box, describeExit, redactUrl, run, say, seconds, supervise, waitForHealth, warn } from './lib.mjs';

const port = Number(process.env.PORT || 3000);
const appUrl = (process.env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const useRedis = Boolean(process.env.REDIS_URL);

let db = null; // embedded PostgreSQL, when we started one
let dbStarting = null;
const services = []; // API and worker, each supervised
let stopping = false;
let ready = false; // API healthy: from then on a dead process is restarted

function fail(message) {
  warn(`ERROR: ${message}`);
  return shutdown(1);
}

async function shutdown(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) say(reason);
  for (const h of run.current) h.signal('SIGTERM'); // a build or the migration in progress
  const running = services.filter((s) => s.running);
  if (running.length) say(`stopping ${running.map((s) => s.name).join(' and ')}…`);
  await Promise.all(services.map((s) => s.stop(10_000)));
  await Promise.all([...run.current].map((h) => h.stop(5_000)));
  if (dbStarting) db = await dbStarting.catch(() => null);
  if (db) {
    say('stopping embedded PostgreSQL…');
    await db.stop().catch((err) => warn(`could not stop embedded PostgreSQL: ${err.message}`));
  }
  if (code === 0) say('stopped.');
  process.exit(code);
}

process.on('SIGINT', () => {
  if (stopping) {
    warn('second Ctrl-C: killing everything now');
    for (const s of services) s.signal('SIGKILL');
    return;
  }
  process.stdout.write('\n');
  shutdown(0, 'Ctrl-C received');
});
process.on('SIGTERM', () => shutdown(0, 'SIGTERM received'));
process.on('SIGHUP', () => shutdown(0, 'SIGHUP received'));
// Never leave a detached child behind, whatever happens to this process.
process.on('exit', () => {
  for (const s of services) s.signal('SIGKILL');
});

async function main() {
  const t0 = Date.now();
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) {
    return fail('dependencies are not installed: run `make start` (or `npm install`) first.');
  }

  // Database: the one given, or embedded PostgreSQL in ./var/pg (started while we build).
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    say('starting embedded PostgreSQL in ./var/pg …');
    dbStarting = startEmbeddedPostgres({ dataDir: path.join(ROOT, 'var', 'pg'), database: 'fairleads' });
    dbStarting.catch(() => {}); // handled below, after the builds
  }

  say('building backend and SPA …');
  const [backend, frontend] = await Promise.all([
    run('backend build', NPM, ['run', 'build', '-w', 'backend', '--silent'], { capture: true, detached: true }),
    run('SPA build', NPM, ['run', 'build', '-w', 'frontend', '--silent'], { capture: true, detached: true }),
  ]);
  if (stopping) return;
  for (const [label, r] of [['backend', backend], ['SPA', frontend]]) {
    if (!r.ok) {
      process.stderr.write(r.output);
      return fail(`the ${label} build failed (exit code ${r.code}); output above. Nothing was started.`);
    }
    say(`✓ ${label} built (${seconds(r.ms)})`);
  }

  if (dbStarting) {
    try {
      db = await dbStarting;
    } catch (err) {
      dbStarting = null;
      return fail(`embedded PostgreSQL did not start: ${err.message}\nSet DATABASE_URL to use another PostgreSQL.`);
    }
    dbStarting = null;
    databaseUrl = db.url;
    say(`✓ embedded PostgreSQL on 127.0.0.1:${db.port} (log: ${path.relative(ROOT, db.logFile)})`);
  }
  if (stopping) return;

  const env = { ...process.env, PORT: String(port), APP_URL: appUrl, DATABASE_URL: databaseUrl };

  say('running database migrations …');
  const migrate = await run('migration', process.execPath, ['backend/dist/database/migrate.js'], { env, detached: true });
  if (stopping) return;
  if (!migrate.ok) return fail(`the database migration failed (exit code ${migrate.code}); see the output above. Nothing was started.`);
  say(`✓ database migrated (${seconds(migrate.ms)})`);

  say(`starting the API on port ${port}${useRedis ? ' and the worker' : ''} …`);
  // SIGINT: no balancer in front, so the API skips its notice period and stops at once
  services.push(supervise('API', process.execPath, ['backend/dist/main.js'], { env, detached: true, stopSignal: 'SIGINT' }));
  if (useRedis) services.push(supervise('worker', process.execPath, ['backend/dist/worker.js'], { env, detached: true }));
  // until both are up, an exit is a start-up failure (a bad setting, say): report it and stop
  for (const s of services) {
    s.exited.then((how) => {
      if (!stopping && !ready) fail(`the ${s.name} process exited while starting (${describeExit(how)}); stopping everything.`);
    });
  }

  let health;
  try {
    health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, { children: services });
  } catch (err) {
    if (stopping) return;
    return fail(`the API did not become healthy: ${err.message}`);
  }
  if (stopping) return;
  ready = true;
  for (const s of services) s.keepAlive();

  const dbLine = db
    ? `embedded PostgreSQL (./var/pg, 127.0.0.1:${db.port}, database fairleads)`
    : `PostgreSQL at ${redactUrl(databaseUrl)}`;
  const queueLine =
    health.queue === 'up' || useRedis
      ? `Bull on Redis ${redactUrl(process.env.REDIS_URL)} + worker process`
      : 'inline (no REDIS_URL: jobs run inside the API process)';
  const mailLine = process.env.SMTP_URL
    ? `SMTP ${redactUrl(process.env.SMTP_URL)}`
    : 'local dev outbox (no SMTP_URL: nothing leaves this machine)';
  const lines = [
    `FairLeads is running (ready in ${seconds(Date.now() - t0)})`,
    '',
    `  App:       ${appUrl}`,
    ...(process.env.SMTP_URL ? [] : [`  Mailbox:   ${appUrl}/dev/mailbox (on this machine only)`]),
    '',
    `  Database:  ${dbLine}`,
    `  Queue:     ${queueLine}`,
    `  Mail:      ${mailLine}`,
    '',
    'Ctrl-C stops everything.',
  ];
  process.stdout.write(`\n${box(lines)}\n\n`);
}

main().catch((err) => fail(err?.stack ?? String(err)));
