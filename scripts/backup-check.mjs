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

import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { knownMigrations } from './backup-lib.mjs';
import { createCheckRun, dropLeftovers } from './check-run.mjs';
import { ROOT, buildIfStale, freePort, redactUrl, say, seconds, sleep, waitForHealth, warn, withClient, withDatabase } from './lib.mjs';
import { Client, compareSnapshots, countSnapshot, fillRealisticData, opsApiEnv, readWhatUsersSee, startOpsServices } from './ops-data.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'fairleads_backupcheck_';
const STAMP = Date.now();
const DATABASE = `${PREFIX}${STAMP}`;
const DATABASE_URL = withDatabase(ADMIN_URL, DATABASE);
const KEY = randomBytes(32).toString('base64');
const SESSION_SECRET = randomBytes(32).toString('base64');
const LEFTOVER_AGE_MS = 6 * 3600_000;

const run = createCheckRun({
  name: 'backup-check',
  deadlineMs: Number(process.env.BACKUP_CHECK_DEADLINE_S || 420) * 1000,
  report: { database: redactUrl(DATABASE_URL), checks: [], phases: {}, figures: {}, tables: [], notes: [] },
  markdown,
  // SIGINT to everything (the API then stops without its notice period), SIGKILL after 2 s
  stop: async ({ processes }) => {
    for (const p of processes) p.signal('SIGINT');
    await sleep(processes.size ? 2_000 : 0);
    for (const p of processes) p.signal('SIGKILL');
  },
});
const { report, check, phase } = run;
const OUT_DIR = run.outDir;
const LOG_DIR = run.logDir;
const BACKUP_DIR = path.join(OUT_DIR, 'backups');
let services = null;
run.onCleanup(() => services?.close().catch(() => {}));

// ------------------------------------------------------------------------------------------ plumbing

/** A node script to its end, output also to logs/<name>.log; answers {code, output, ms}. */
const runNode = (name, args, env) => run.runLogged(name, process.execPath, args, { env });

/** The built API, output to logs/<name>.log. */
async function startApi(name, env, port) {
  const handle = run.startProcess(name, process.execPath, ['backend/dist/main.js'], { env });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 90_000, children: [handle] });
  return handle;
}

/** SIGINT (no balancer in front: the API stops without its notice period), SIGKILL after 15 s. */
const stopApi = (handle) => run.stopProcess(handle, { signal: 'SIGINT', timeoutMs: 15_000 });

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
  await phase('build', () => buildIfStale({ mode: process.env.BACKUP_CHECK_BUILD ?? 'auto', modeName: 'BACKUP_CHECK_BUILD', isStopping: () => run.stopping }));
  await dropLeftovers(ADMIN_URL, PREFIX, LEFTOVER_AGE_MS).catch((err) => warn(`could not look for leftover databases: ${err.message}`));
  await run.createDatabase(ADMIN_URL, DATABASE);
  say(`database ${DATABASE} on ${redactUrl(ADMIN_URL)}`);

  const port = await freePort();
  const apiUrl = `http://localhost:${port}`;
  services = await startOpsServices({ apiUrl });
  const env = opsApiEnv({ databaseUrl: DATABASE_URL, port, sessionSecret: SESSION_SECRET, services });
  const toolEnv = { ...process.env, DATABASE_URL, BACKUP_DIR, BACKUP_ENCRYPTION_KEY: KEY, FORCE: '' };

  // 1. an installation in use
  const migrated = await phase('migrate', () => runNode('migrate', ['backend/dist/database/migrate.js'], env));
  if (migrated.code !== 0) throw new Error(`the migration failed (exit code ${migrated.code}): ${migrated.output.slice(-500)}`);
  let api = await phase('start the API', () => startApi('api-before', env, port));
  const dataset = await phase('fill the data set', () => fillRealisticData(apiUrl, { webhookUrl: services.receiver.url, log: (line) => fs.appendFileSync(path.join(LOG_DIR, 'ops-data.log'), `${line}\n`) }));
  run.writeJson('dataset.json', dataset);
  const seenBefore = await phase('read what users see', () => readWhatUsersSee(apiUrl, dataset));
  run.writeJson('seen-before.json', seenBefore);
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
  const backup = await phase('back up (encrypted)', () => runNode('backup', ['scripts/backup.mjs'], toolEnv));
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
    await run.dropDatabase(DATABASE);
    await run.createDatabase(ADMIN_URL, DATABASE);
  });
  const restored = await phase('restore', () => runNode('restore', ['scripts/restore.mjs', path.join(BACKUP_DIR, manifest.file)], toolEnv));
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

  const again = await runNode('restore-again', ['scripts/restore.mjs', path.join(BACKUP_DIR, manifest.file)], toolEnv);
  check('a second restore into the now full database is refused', again.code === 1 && /restore refused: database \S+ is not empty/.test(again.output), again.output.trim().split('\n').at(-1)?.replace(/^\[fairleads\] /, '') ?? '');

  // 4. the restored installation in use
  api = await phase('start the API on the restored database', () => startApi('api-after', env, port));
  const seenAfter = await phase('read what users see, with the cookies from before the backup', () => readWhatUsersSee(apiUrl, dataset));
  run.writeJson('seen-after.json', seenAfter);
  const differences = compareSnapshots(seenBefore, seenAfter);
  run.writeJson('differences.json', differences);
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
}

/** A small database at this code's schema minus its newest migration, backed up and restored into an empty one. */
async function olderBackupCheck(toolEnv) {
  const newest = knownMigrations().at(-1);
  const oldUrl = await run.createDatabase(ADMIN_URL, `${PREFIX}${STAMP}_older`);
  const migrated = await runNode('migrate-older', ['backend/dist/database/migrate.js'], { ...process.env, DATABASE_URL: oldUrl });
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
  const backup = await runNode('backup-older', ['scripts/backup.mjs'], { ...toolEnv, DATABASE_URL: oldUrl, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: '' });
  const manifestName = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith('.json')) : null;
  const manifest = manifestName && JSON.parse(fs.readFileSync(path.join(dir, manifestName), 'utf8'));
  const targetUrl = await run.createDatabase(ADMIN_URL, `${PREFIX}${STAMP}_older_restored`);
  const restored = manifest ? await runNode('restore-older', ['scripts/restore.mjs', path.join(dir, manifest.file)], { ...toolEnv, DATABASE_URL: targetUrl, BACKUP_ENCRYPTION_KEY: '' }) : { code: null, output: backup.output };
  const schema = await withClient(targetUrl, async (c) => (await c.query('SELECT name FROM schema_migrations ORDER BY "timestamp" DESC LIMIT 1').catch(() => ({ rows: [] }))).rows[0]?.name ?? null);
  const ran = new RegExp(`running 1 pending migration \\(${newest.name}\\)`).test(restored.output) && new RegExp(`Migrations applied: ${newest.name}`).test(restored.output);
  check(
    'a backup one migration behind is restored and migrated',
    backup.code === 0 && manifest?.schemaVersion.name !== newest.name && restored.code === 0 && ran && schema === newest.name,
    `backup at ${manifest?.schemaVersion.name ?? '(none)'}, restored (exit ${restored.code}) and migrated by the restore to ${schema ?? '(none)'}, this code's newest ${newest.name}`,
  );
}

// ------------------------------------------------------------------------------------------ report

function markdown() {
  const f = report.figures;
  const sections = [];
  if (f.backup) {
    sections.push(
      `Backup: ${f.backup.file}, ${(f.backup.bytes / 1024).toFixed(1)} kB (${f.tables} tables, ${f.rows} rows, ${f.sequences} sequences), pg_dump ${f.backup.pgDump} against PostgreSQL ${f.backup.postgres}; backup ${seconds(f.backup.ms)}, restore ${f.restore ? seconds(f.restore.ms) : '–'}.`,
      '',
      'Phases: ' + Object.entries(report.phases).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ') + '.',
      '',
    );
  }
  if (report.tables.length) {
    sections.push('| Table | Rows before | Rows after | Checksum (md5 of its rows) | Same |', '| --- | ---: | ---: | --- | --- |');
    for (const t of report.tables) sections.push(`| ${t.table} | ${t.rowsBefore ?? '–'} | ${t.rowsAfter ?? '–'} | ${t.md5Before === t.md5After ? t.md5Before : `${t.md5Before} → ${t.md5After}`} | ${t.same ? 'yes' : '**no**'} |`);
    sections.push('');
  }
  return {
    run: ` · database ${report.database}`,
    intro: [
      'A realistic data set filled through the built API (scripts/ops-data.mjs), an encrypted backup (scripts/backup.mjs), the database dropped and created empty, the backup restored (scripts/restore.mjs), every table compared, the API started on the restored database.',
      '',
    ],
    sections,
    footer: 'Logs of every process: var/backup-check/logs/; the data set and what users saw before and after: var/backup-check/*.json.',
  };
}

run.main(main);
