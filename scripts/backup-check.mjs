#!/usr/bin/env node
// `make backup-check`: a backup of a realistic installation, the database wiped, the backup
// restored, and nothing lost, proven by checks with figures.
//
//   a fresh database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
//   migrated by the built backend (built first when stale), the built API on it (inline jobs,
//   dev outbox, Stripe's fake, a webhook receiver: scripts/ops-data.mjs's services)
//   a realistic data set filled through the API and read back as its users see it
//   (scripts/ops-data.mjs: accounts with members, events with images, leads with their log facts,
//   payments, webhook endpoints with deliveries, signed-in sessions), then the API stopped
//   every table of schema public: row count and a checksum of its rows; every sequence's value
//   `node scripts/backup.mjs` with a fresh BACKUP_ENCRYPTION_KEY into var/backup-check/backups
//   the database dropped and created empty, `node scripts/restore.mjs` of that backup
//   every table and sequence compared; the API started on the restored database: the session
//   cookies from before the backup still sign in and see what they saw, a fresh sign-in with
//   each user's password sees the same leads and events
//   and a backup one migration behind this code (a small database migrated, its newest migration
//   undone) restored: the restore runs the missing migration
//
// Writes var/backup-check/report.md and report.json (with every table), the processes' logs
// beside them; exits 1 when a check fails. Everything it started is stopped at the end, also on
// failure and Ctrl-C, and its databases are dropped. Bounded by BACKUP_CHECK_DEADLINE_S (default
// 420). BACKUP_CHECK_BUILD=always|never|auto (as E2E_BUILD).

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { knownMigrations } from './backup-lib.mjs';
import { ROOT, buildIfStale, redactUrl, say, seconds, sleep, waitForHealth, warn, withClient, withDatabase } from './lib.mjs';
import { Client, compareSnapshots, countSnapshot, fillRealisticData, opsApiEnv, readWhatUsersSee, startOpsServices } from './ops-data.mjs';

const DEADLINE_MS = Number(process.env.BACKUP_CHECK_DEADLINE_S || 420) * 1000;
const OUT_DIR = path.join(ROOT, 'var', 'backup-check');
const LOG_DIR = path.join(OUT_DIR, 'logs');
const BACKUP_DIR = path.join(OUT_DIR, 'backups');
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'fairleads_backupcheck_';
const STAMP = Date.now();
const DATABASE = `${PREFIX}${STAMP}`;
const DATABASE_URL = withDatabase(ADMIN_URL, DATABASE);
const KEY = randomBytes(32).toString('base64');
const SESSION_SECRET = randomBytes(32).toString('base64');
const LEFTOVER_AGE_MS = 6 * 3600_000;

const started = Date.now();
const report = { startedAt: new Date().toISOString(), durationMs: 0, machine: { cpus: os.cpus().length, node: process.version }, database: redactUrl(DATABASE_URL), checks: [], phases: {}, figures: {}, tables: [], notes: [] };
const databases = new Set();
const processes = new Set();
let services = null;
let finishing = false;

// ------------------------------------------------------------------------------------------ plumbing

function check(name, ok, figure, details = {}) {
  report.checks.push({ name, ok, figure, details });
  (ok ? say : warn)(`${ok ? '✓' : '✗'} ${name}: ${figure}`);
}

async function phase(name, fn) {
  const t0 = Date.now();
  say(`${name} …`);
  try {
    return await fn();
  } finally {
    report.phases[name] = Date.now() - t0;
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function tryKill(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {}
}

/** A command to its end, output also to logs/<name>.log; answers {code, output, ms}. */
function runLogged(name, args, env) {
  if (finishing) throw new Error(`not starting ${name}: backup-check is stopping`);
  const t0 = Date.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const handle = { name, signal: (sig) => child.exitCode === null && tryKill(-child.pid, sig) };
  processes.add(handle);
  let output = '';
  const collect = (d) => {
    output += d;
    fs.appendFileSync(path.join(LOG_DIR, `${name}.log`), d);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.once('error', (err) => resolve({ code: null, output: err.message, ms: Date.now() - t0 }));
    child.once('close', (code) => {
      processes.delete(handle);
      resolve({ code, output, ms: Date.now() - t0 });
    });
  });
}

/** The built API in its own process group, output to logs/<name>.log. */
async function startApi(name, env, port) {
  if (finishing) throw new Error(`not starting ${name}: backup-check is stopping`);
  const log = fs.openSync(path.join(LOG_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: ROOT, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = {
    name,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    signal: (sig) => handle.running && tryKill(-child.pid, sig),
  };
  processes.add(handle);
  exited.then(() => processes.delete(handle));
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 90_000, children: [handle] });
  return handle;
}

/** SIGINT (no balancer in front: the API stops without its notice period), SIGKILL after 15 s. */
async function stopApi(handle) {
  if (!handle?.running) return;
  handle.signal('SIGINT');
  const done = await Promise.race([handle.exited, sleep(15_000).then(() => null)]);
  if (!done) {
    warn(`${handle.name} did not stop within 15 s: SIGKILL`);
    handle.signal('SIGKILL');
    await handle.exited;
  }
}

async function createDatabase(name) {
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  databases.add(name);
  return withDatabase(ADMIN_URL, name);
}

async function dropDatabase(name) {
  await withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
  databases.delete(name);
}

/** Databases a killed run left behind (older than 6 hours: another run may be going on now). */
async function dropLeftovers() {
  await withClient(ADMIN_URL, async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`);
    for (const { datname } of rows) {
      const ts = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (Number.isFinite(ts) && Date.now() - ts > LEFTOVER_AGE_MS) {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => {});
        say(`dropped leftover database ${datname}`);
      }
    }
  });
}

// ------------------------------------------------------------------------------------------ what a restore must bring back

/** Every table of schema public (row count, md5 of its rows in a fixed order) and every sequence's value. */
async function tableContents(url) {
  return withClient(url, async (c) => {
    const { rows: tables } = await c.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const out = {};
    for (const { tablename } of tables) {
      const { rows } = await c.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS sum FROM ${c.escapeIdentifier(tablename)} x`);
      out[tablename] = { rows: rows[0].n, md5: rows[0].sum };
    }
    const { rows: seqs } = await c.query(`SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`);
    const sequences = Object.fromEntries(seqs.map((s) => [s.sequencename, s.last_value]));
    return { tables: out, sequences };
  });
}

const signIn = async (apiUrl, user) => {
  const client = new Client(apiUrl, { address: user.address });
  await client.ensureXsrf();
  await client.post('/api/auth/login', { email: user.email, password: user.password }, 200);
  return client.cookieObject();
};

// ------------------------------------------------------------------------------------------ the run

async function main() {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const deadline = setTimeout(() => finish(1, `deadline of ${seconds(DEADLINE_MS)} reached`), DEADLINE_MS);
  deadline.unref();

  await phase('build', () => buildIfStale({ mode: process.env.BACKUP_CHECK_BUILD ?? 'auto', modeName: 'BACKUP_CHECK_BUILD', isStopping: () => finishing }));
  await dropLeftovers().catch((err) => warn(`could not look for leftover databases: ${err.message}`));
  await createDatabase(DATABASE);
  say(`database ${DATABASE} on ${redactUrl(ADMIN_URL)}`);

  const port = await freePort();
  const apiUrl = `http://localhost:${port}`;
  services = await startOpsServices({ apiUrl });
  const env = opsApiEnv({ databaseUrl: DATABASE_URL, port, sessionSecret: SESSION_SECRET, services });
  const toolEnv = { ...process.env, DATABASE_URL, BACKUP_DIR, BACKUP_ENCRYPTION_KEY: KEY, FORCE: '' };

  // 1. an installation in use
  const migrated = await phase('migrate', () => runLogged('migrate', ['backend/dist/database/migrate.js'], env));
  if (migrated.code !== 0) throw new Error(`the migration failed (exit code ${migrated.code}): ${migrated.output.slice(-500)}`);
  let api = await phase('start the API', () => startApi('api-before', env, port));
  const dataset = await phase('fill the data set', () => fillRealisticData(apiUrl, { webhookUrl: services.receiver.url, log: (line) => fs.appendFileSync(path.join(LOG_DIR, 'ops-data.log'), `${line}\n`) }));
  fs.writeFileSync(path.join(OUT_DIR, 'dataset.json'), `${JSON.stringify(dataset, null, 2)}\n`);
  const seenBefore = await phase('read what users see', () => readWhatUsersSee(apiUrl, dataset));
  fs.writeFileSync(path.join(OUT_DIR, 'seen-before.json'), `${JSON.stringify(seenBefore, null, 2)}\n`);
  report.figures.dataset = dataset.counts;
  report.figures.seen = countSnapshot(seenBefore);
  check('the data set is filled', dataset.counts.leads >= 20 && dataset.counts.payments > 0 && dataset.counts.webhookDeliveries > 0 && dataset.counts.images > 0, `${Object.entries(dataset.counts).map(([k, v]) => `${v} ${k}`).join(', ')} in ${seconds(dataset.durationMs)}`);
  await phase('stop the API', () => stopApi(api));

  const before = await phase('count and checksum every table', () => tableContents(DATABASE_URL));
  const totalRows = Object.values(before.tables).reduce((n, t) => n + t.rows, 0);
  report.figures.tables = Object.keys(before.tables).length;
  report.figures.rows = totalRows;
  report.figures.sequences = Object.keys(before.sequences).length;

  // 2. the backup, encrypted
  const backup = await phase('back up (encrypted)', () => runLogged('backup', ['scripts/backup.mjs'], toolEnv));
  const manifestName = fs.existsSync(BACKUP_DIR) ? fs.readdirSync(BACKUP_DIR).find((f) => f.endsWith('.json')) : null;
  const manifest = manifestName ? JSON.parse(fs.readFileSync(path.join(BACKUP_DIR, manifestName), 'utf8')) : null;
  const recorded = await withClient(DATABASE_URL, async (c) => (await c.query('SELECT ok, file, bytes::int AS bytes, sha256 FROM backup_runs ORDER BY finished_at DESC LIMIT 1')).rows[0] ?? null);
  report.figures.backup = manifest && { file: manifest.file, bytes: manifest.bytes, sha256: manifest.sha256, tablesWithData: manifest.tables, schemaVersion: manifest.schemaVersion.name, pgDump: manifest.pgDumpVersion, postgres: manifest.postgresVersion, ms: backup.ms };
  check(
    'backup written, encrypted and recorded',
    backup.code === 0 && manifest?.encrypted === true && recorded?.ok === true && recorded.file === manifest.file && recorded.sha256 === manifest.sha256,
    manifest
      ? `${manifest.file}: ${(manifest.bytes / 1024).toFixed(1)} kB for ${totalRows} rows in ${report.figures.tables} tables, AES-256-GCM, schema ${manifest.schemaVersion.name}, pg_dump ${manifest.pgDumpVersion} (PostgreSQL ${manifest.postgresVersion}), ${seconds(backup.ms)}; backup_runs: ${recorded ? `${recorded.ok ? 'good' : 'failed'} run of ${recorded.file}` : 'no row'}`
      : `no backup (exit code ${backup.code}): ${backup.output.trim().split('\n').slice(-2).join(' ')}`,
  );
  if (!manifest) throw new Error('no backup to restore');

  // 3. wiped, restored
  await phase('wipe (drop and create the database)', async () => {
    await dropDatabase(DATABASE);
    await createDatabase(DATABASE);
  });
  const restored = await phase('restore', () => runLogged('restore', ['scripts/restore.mjs', path.join(BACKUP_DIR, manifest.file)], toolEnv));
  report.figures.restore = { ms: restored.ms };
  check('restore into the empty database', restored.code === 0 && /no migration pending/.test(restored.output), `${restored.code === 0 ? 'exit 0' : `exit code ${restored.code}`} in ${seconds(restored.ms)}: ${restored.output.trim().split('\n').at(-1)?.replace(/^\[fairleads\] /, '')}`);

  const after = await phase('compare every table', () => tableContents(DATABASE_URL));
  const names = [...new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])].sort();
  report.tables = names.map((table) => {
    const b = before.tables[table];
    const a = after.tables[table];
    return { table, rowsBefore: b?.rows ?? null, rowsAfter: a?.rows ?? null, md5Before: b?.md5 ?? null, md5After: a?.md5 ?? null, same: Boolean(a && b && a.rows === b.rows && a.md5 === b.md5) };
  });
  const differing = report.tables.filter((t) => !t.same);
  check(
    'every table the same after the restore',
    differing.length === 0 && names.length > 0,
    `${names.length - differing.length}/${names.length} tables equal in row count and checksum (${totalRows} rows)${differing.length ? `; different: ${differing.map((t) => `${t.table} (${t.rowsBefore} → ${t.rowsAfter} rows)`).join(', ')}` : ''}`,
  );
  const seqDiff = Object.keys({ ...before.sequences, ...after.sequences }).filter((s) => before.sequences[s] !== after.sequences[s]);
  check('every sequence where it was', seqDiff.length === 0, `${Object.keys(before.sequences).length - seqDiff.length}/${Object.keys(before.sequences).length} sequences at their value${seqDiff.length ? `; different: ${seqDiff.join(', ')}` : ''}`);

  const again = await runLogged('restore-again', ['scripts/restore.mjs', path.join(BACKUP_DIR, manifest.file)], toolEnv);
  check('a second restore into the now full database is refused', again.code === 1 && /restore refused: database \S+ is not empty/.test(again.output), again.output.trim().split('\n').at(-1)?.replace(/^\[fairleads\] /, '') ?? '');

  // 4. the restored installation in use
  api = await phase('start the API on the restored database', () => startApi('api-after', env, port));
  const seenAfter = await phase('read what users see, with the cookies from before the backup', () => readWhatUsersSee(apiUrl, dataset));
  fs.writeFileSync(path.join(OUT_DIR, 'seen-after.json'), `${JSON.stringify(seenAfter, null, 2)}\n`);
  const differences = compareSnapshots(seenBefore, seenAfter);
  fs.writeFileSync(path.join(OUT_DIR, 'differences.json'), `${JSON.stringify(differences, null, 2)}\n`);
  const counts = countSnapshot(seenAfter);
  check(
    'sessions from before the backup sign in and see what they saw',
    differences.length === 0 && counts.usersSignedIn === dataset.users.length,
    `${counts.usersSignedIn}/${dataset.users.length} users signed in with their old cookie; ${differences.length} differences over ${counts.leads} leads, ${counts.leadFacts} lead facts, ${counts.events} events, ${counts.images} images, ${counts.webhookDeliveries} webhook deliveries, ${counts.auditEntries} audit entries, ${counts.eventCredits} event credits${differences.length ? `; first: ${differences.slice(0, 3).map((d) => d.path).join(', ')}` : ''}`,
  );

  const fresh = [];
  for (const user of dataset.users) {
    const cookies = await signIn(apiUrl, user);
    const seen = await readWhatUsersSee(apiUrl, { ...dataset, users: [{ ...user, cookies }], accounts: dataset.accounts.filter((a) => a.owner === user.key) });
    const mine = seen.users[user.key];
    const was = seenBefore.users[user.key];
    const same = compareSnapshots({ leads: was.leads, events: was.events, leadDetails: was.leadDetails }, { leads: mine.leads, events: mine.events, leadDetails: mine.leadDetails });
    fresh.push({ user: user.key, role: user.role, leads: mine.leads?.length ?? 0, differences: same.length });
  }
  check(
    'a fresh sign-in with the password sees the same leads',
    fresh.every((f) => f.differences === 0) && fresh.length === dataset.users.length,
    fresh.map((f) => `${f.user} (${f.role}): ${f.leads} leads, ${f.differences} differences`).join('; '),
  );
  await phase('stop the API', () => stopApi(api));

  // 5. an older backup: the restore runs the migration it lacks
  await phase('restore a backup one migration behind', () => olderBackupCheck(toolEnv));

  await finish(report.checks.every((c) => c.ok) ? 0 : 1);
}

/** A small database at this code's schema minus its newest migration, backed up and restored into an empty one. */
async function olderBackupCheck(toolEnv) {
  const newest = knownMigrations().at(-1);
  const oldUrl = await createDatabase(`${PREFIX}${STAMP}_older`);
  const migrated = await runLogged('migrate-older', ['backend/dist/database/migrate.js'], { ...process.env, DATABASE_URL: oldUrl });
  if (migrated.code !== 0) throw new Error(`the migration of the older database failed: ${migrated.output.slice(-300)}`);
  // the backend's own DataSource undoes the newest migration (its down())
  const backendRequire = createRequire(path.join(ROOT, 'backend', 'package.json'));
  const { DataSource } = backendRequire('typeorm');
  const { typeormOptions } = backendRequire(path.join(ROOT, 'backend', 'dist', 'database', 'typeorm-options.js'));
  const dataSource = new DataSource({ ...typeormOptions(oldUrl), logging: false });
  await dataSource.initialize();
  try {
    await dataSource.undoLastMigration({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  const dir = path.join(OUT_DIR, 'older-backups');
  const backup = await runLogged('backup-older', ['scripts/backup.mjs'], { ...toolEnv, DATABASE_URL: oldUrl, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: '' });
  const manifestName = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith('.json')) : null;
  const manifest = manifestName && JSON.parse(fs.readFileSync(path.join(dir, manifestName), 'utf8'));
  const targetUrl = await createDatabase(`${PREFIX}${STAMP}_older_restored`);
  const restored = manifest ? await runLogged('restore-older', ['scripts/restore.mjs', path.join(dir, manifest.file)], { ...toolEnv, DATABASE_URL: targetUrl, BACKUP_ENCRYPTION_KEY: '' }) : { code: null, output: backup.output };
  const schema = await withClient(targetUrl, async (c) => (await c.query('SELECT name FROM schema_migrations ORDER BY "timestamp" DESC LIMIT 1').catch(() => ({ rows: [] }))).rows[0]?.name ?? null);
  const ran = new RegExp(`running 1 pending migration \\(${newest.name}\\)`).test(restored.output) && new RegExp(`Migrations applied: ${newest.name}`).test(restored.output);
  check(
    'a backup one migration behind is restored and migrated',
    backup.code === 0 && manifest?.schemaVersion.name !== newest.name && restored.code === 0 && ran && schema === newest.name,
    `backup at ${manifest?.schemaVersion.name ?? '(none)'}, restored (exit ${restored.code}) and migrated by the restore to ${schema ?? '(none)'}, this code's newest ${newest.name}`,
  );
}

// ------------------------------------------------------------------------------------------ report, clean-up

function writeReport() {
  report.durationMs = Date.now() - started;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const f = report.figures;
  const lines = [
    '# make backup-check',
    '',
    `Run ${report.startedAt} · ${seconds(report.durationMs)} · ${report.machine.cpus} cores · Node ${report.machine.node} · database ${report.database}`,
    '',
    'A realistic data set filled through the built API (scripts/ops-data.mjs), an encrypted backup (scripts/backup.mjs), the database dropped and created empty, the backup restored (scripts/restore.mjs), every table compared, the API started on the restored database.',
    '',
    '| Check | Result | Figure |',
    '| --- | --- | --- |',
    ...report.checks.map((c) => `| ${c.name} | ${c.ok ? 'passed' : '**FAILED**'} | ${c.figure.replaceAll('|', '\\|')} |`),
    '',
  ];
  if (f.backup) {
    lines.push(
      `Backup: ${f.backup.file}, ${(f.backup.bytes / 1024).toFixed(1)} kB (${f.tables} tables, ${f.rows} rows, ${f.sequences} sequences), pg_dump ${f.backup.pgDump} against PostgreSQL ${f.backup.postgres}; backup ${seconds(f.backup.ms)}, restore ${f.restore ? seconds(f.restore.ms) : '–'}.`,
      '',
      'Phases: ' + Object.entries(report.phases).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ') + '.',
      '',
    );
  }
  if (report.tables.length) {
    lines.push('| Table | Rows before | Rows after | Checksum (md5 of its rows) | Same |', '| --- | ---: | ---: | --- | --- |');
    for (const t of report.tables) lines.push(`| ${t.table} | ${t.rowsBefore ?? '–'} | ${t.rowsAfter ?? '–'} | ${t.md5Before === t.md5After ? t.md5Before : `${t.md5Before} → ${t.md5After}`} | ${t.same ? 'yes' : '**no**'} |`);
    lines.push('');
  }
  if (report.notes.length) lines.push('Notes:', '', ...report.notes.map((n) => `- ${n}`), '');
  lines.push('Logs of every process: var/backup-check/logs/; the data set and what users saw before and after: var/backup-check/*.json.', '');
  fs.writeFileSync(path.join(OUT_DIR, 'report.md'), lines.join('\n'));
}

async function finish(code, reason) {
  if (finishing) return;
  finishing = true;
  if (reason) {
    warn(reason);
    report.notes.push(reason);
    if (code !== 0 && !report.checks.some((c) => !c.ok)) report.checks.push({ name: 'run', ok: false, figure: reason });
  }
  for (const p of processes) p.signal('SIGINT');
  await sleep(processes.size ? 2_000 : 0);
  for (const p of processes) p.signal('SIGKILL');
  await services?.close().catch(() => {});
  for (const name of [...databases]) await dropDatabase(name).catch((err) => warn(`could not drop ${name}: ${err.message}`));
  writeReport();
  const failed = report.checks.filter((c) => !c.ok);
  say(`backup-check ${failed.length ? `FAILED (${failed.map((c) => c.name).join(', ')})` : 'passed'}: ${report.checks.length - failed.length}/${report.checks.length} checks in ${seconds(report.durationMs)}; report: var/backup-check/report.md`);
  process.exit(failed.length ? 1 : code);
}

process.on('SIGINT', () => finish(130, 'interrupted (SIGINT): stopping everything'));
process.on('SIGTERM', () => finish(143, 'terminated (SIGTERM): stopping everything'));

main().catch((err) => finish(1, `backup-check stopped: ${err.stack ?? err.message}`));
