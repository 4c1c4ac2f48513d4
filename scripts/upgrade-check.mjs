#!/usr/bin/env node
// `make upgrade-check`: an installation of the previous release (the commit in PREVIOUS_RELEASE)
// upgraded to this commit loses nothing its users had, proven by checks with figures.
//
//   the previous release's tree (git archive) in var/upgrade-check/release, its dependencies
//   (this checkout's node_modules hard-linked when the lockfiles are the same, else npm ci) and
//   its build (shared and backend; the API starts without the SPA)
//   a fresh database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
//   migrated by the release, its API (inline jobs, dev outbox, Stripe's fake, a webhook receiver)
//   filled through its API (scripts/ops-data.mjs) and read back as its users see it, then stopped
//   this commit built when stale, the same database migrated by it, its API started with the same
//   settings (SESSION_SECRET included) and read back with the same session cookies
//
// Checks: the release filled the set and reads it the same twice; this commit's migrations (and
// only they) ran; no table of the release lost or gained a row in the migration; every stored
// session still signs in; what each user sees is unchanged (leads, facts, events, credits,
// payments' traces, images, webhook deliveries, audit, sessions); the new version serves them
// (lead desk list and paging, CSV export, the visitor form page, a new lead, sign-in).
//
// Writes var/upgrade-check/report.md and report.json, the dataset, both snapshots, the
// differences and the processes' logs beside them; exits 1 when a check fails. Everything it
// started is stopped at the end, also on failure and Ctrl-C; the database is dropped unless a
// check failed (then it is kept for a look, and the report names it). Bounded by
// UPGRADE_CHECK_DEADLINE_S (default 600). UPGRADE_CHECK_BUILD=always|never|auto (this commit's
// build, as E2E_BUILD).

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Refusal, createCheckRun, dropLeftovers } from './check-run.mjs';
import { NPM, ROOT, buildIfStale, freePort, redactUrl, say, seconds, sleep, waitForHealth, withClient, withDatabase } from './lib.mjs';
import { Client, compareSnapshots, countSnapshot, fillRealisticData, opsApiEnv, readWhatUsersSee, startOpsServices } from './ops-data.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'fairleads_upgrade_';
const DATABASE = `${PREFIX}${Date.now()}`;
const DATABASE_URL = withDatabase(ADMIN_URL, DATABASE);
const LEFTOVER_AGE_MS = 24 * 3600_000;
/** The workspaces whose node_modules a hard-linked copy takes along (the root's holds the rest). */
const WORKSPACES = ['shared', 'backend', 'frontend', 'e2e'];

const run = createCheckRun({
  name: 'upgrade-check',
  deadlineMs: Number(process.env.UPGRADE_CHECK_DEADLINE_S || 600) * 1000,
  report: { release: {}, current: {}, phases: {}, checks: [], figures: {}, notes: [] },
  markdown,
  keepInOutDir: ['release'],
});
const { report, check, phase, runLogged, startProcess, writeJson } = run;
const RELEASE_DIR = path.join(run.outDir, 'release');
let services = null;
run.onCleanup(() => services?.close().catch(() => {}));

// ------------------------------------------------------------------------------------------ plumbing

const stopProcess = (handle) => run.stopProcess(handle, { timeoutMs: 20_000 });

const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Migration files' timestamps and names (the class names TypeORM reports end in the timestamp). */
function migrationFiles(root) {
  const dir = path.join(root, 'backend', 'src', 'database', 'migrations');
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+-.+\.ts$/.test(f))
    .map((f) => ({ timestamp: f.split('-')[0], file: f }))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The names a migrate.js run reports ('Migrations applied: A1, B2' or 'up to date'). */
function appliedMigrations(output) {
  const line = output.split('\n').find((l) => l.startsWith('Migrations applied: '));
  return line ? line.slice('Migrations applied: '.length).split(', ').map((s) => s.trim()) : [];
}

async function tableCounts() {
  return withClient(DATABASE_URL, async (c) => {
    const { rows } = await c.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
    const counts = {};
    for (const { table_name: table } of rows) counts[table] = Number((await c.query(`SELECT count(*)::bigint AS n FROM ${c.escapeIdentifier(table)}`)).rows[0].n);
    return counts;
  });
}

// ------------------------------------------------------------------------------------------ the release

function readPreviousRelease() {
  const file = path.join(ROOT, 'PREVIOUS_RELEASE');
  if (!fs.existsSync(file)) throw new Refusal('PREVIOUS_RELEASE is missing at the repository root: it names the commit of the previous release.');
  const lines = fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (lines.length !== 1 || !/^[0-9a-f]{40}$/.test(lines[0])) throw new Refusal('PREVIOUS_RELEASE must hold exactly one full commit id (40 hex digits) besides its # comment lines.');
  const sha = lines[0];
  const present = () => {
    try {
      git('cat-file', '-e', `${sha}^{commit}`);
      return true;
    } catch {
      return false;
    }
  };
  // A shallow clone (as CI may make) lacks the release: fetch just that commit from where it came.
  if (!present()) {
    try {
      git('fetch', '--quiet', '--no-tags', '--depth=1', 'origin', sha);
    } catch {
      // no origin, or it does not have the commit: the sentence below says what to do
    }
  }
  if (!present()) {
    const shallow = (() => {
      try {
        return git('rev-parse', '--is-shallow-repository') === 'true';
      } catch {
        return false;
      }
    })();
    throw new Refusal(
      shallow
        ? `The previous release ${sha} is not in this clone, which is shallow: run 'git fetch --unshallow' (or fetch that commit) and try again.`
        : `The previous release ${sha} is not in this clone: run 'git fetch' (the commit must be reachable) and try again.`,
    );
  }
  return sha;
}

/** The release's tree, fresh each run (a stale tree must never pass for the release). */
async function extractRelease(sha) {
  fs.rmSync(RELEASE_DIR, { recursive: true, force: true });
  fs.mkdirSync(RELEASE_DIR, { recursive: true });
  await new Promise((resolve, reject) => {
    const archive = spawn('git', ['-C', ROOT, 'archive', '--format=tar', sha], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-C', RELEASE_DIR], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (d) => (errors += d));
    tar.stderr.on('data', (d) => (errors += d));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    let failed = null;
    const done = (what) => (code) => {
      if (code !== 0) failed ??= `${what} exited with ${code}`;
      if (--pending > 0) return;
      if (failed) reject(new Error(`extracting the release failed: ${failed}: ${errors.trim()}`));
      else resolve();
    };
    archive.once('close', done('git archive'));
    tar.once('close', done('tar'));
  });
  return fs.readdirSync(RELEASE_DIR).length;
}

/** The release's dependencies: hard links of ours when the lockfiles are byte for byte the same. */
async function releaseDependencies() {
  const same = fs.readFileSync(path.join(RELEASE_DIR, 'package-lock.json')).equals(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  if (same && fs.existsSync(path.join(ROOT, 'node_modules'))) {
    const copied = [];
    for (const dir of ['.', ...WORKSPACES]) {
      const from = path.join(ROOT, dir, 'node_modules');
      if (!fs.existsSync(from) || !fs.existsSync(path.join(RELEASE_DIR, dir))) continue;
      // root node_modules/@fairleads/* are relative links to the workspaces: inside the copy they
      // lead to the release's own workspaces
      const r = await runLogged('release-deps', 'cp', ['-al', from, path.join(RELEASE_DIR, dir, 'node_modules')]);
      if (r.code !== 0) throw new Error(`cp -al ${from} failed: ${r.output.trim()}`);
      copied.push(dir === '.' ? 'node_modules' : `${dir}/node_modules`);
    }
    return { how: 'hard-linked copy (package-lock.json is the same)', folders: copied };
  }
  const r = await runLogged('release-deps', NPM, ['ci', '--no-audit', '--no-fund'], { cwd: RELEASE_DIR });
  if (r.code !== 0) throw new Error(`npm ci in the release failed (exit code ${r.code}): see var/upgrade-check/logs/release-deps.log`);
  return { how: same ? 'npm ci (this checkout has no node_modules)' : 'npm ci (package-lock.json differs)' };
}

async function buildRelease() {
  for (const ws of ['@fairleads/shared', 'backend']) {
    const r = await runLogged('release-build', NPM, ['run', 'build', '-w', ws], { cwd: RELEASE_DIR });
    if (r.code !== 0) throw new Error(`the release's ${ws} build failed (exit code ${r.code}): see var/upgrade-check/logs/release-build.log`);
  }
}

// ------------------------------------------------------------------------------------------ checks of the new version

async function servesThem(apiUrl, dataset, before) {
  const results = [];
  const desk = [];
  const csvFigures = [];
  const pageFigures = [];
  let deskOk = true;
  let csvOk = true;
  let pagesOk = true;
  const nextLink = (res) => /<([^>]+)>;\s*rel="next"/.exec(res.headers.link ?? '')?.[1];
  for (const account of dataset.accounts) {
    const owner = dataset.users.find((u) => u.key === account.owner);
    const client = new Client(apiUrl, { address: owner.address, cookies: owner.cookies });
    const seen = before.users[owner.key];

    // the lead desk: the whole list, and the pages of 5 with their total
    const list = await client.get('/api/leads');
    const firstPage = await client.expect(200, 'GET', '/api/leads?limit=5');
    const total = Number(firstPage.headers['x-total-count']);
    let paged = firstPage.json.length;
    for (let next = nextLink(firstPage); next; ) {
      const page = await client.expect(200, 'GET', `${new URL(next, apiUrl).pathname}${new URL(next, apiUrl).search}`);
      paged += page.json.length;
      next = nextLink(page);
    }
    deskOk &&= list.length === seen.leads.length && total === list.length && paged === list.length;
    desk.push(`${account.key} ${list.length} (before ${seen.leads.length}, total ${total}, ${paged} paged)`);

    // each event's CSV export names every lead it had
    for (const [slug, detail] of Object.entries(seen.eventDetails)) {
      const csv = await client.expect(200, 'GET', `/api/events/${detail.event.id}/leads.csv`);
      const missing = detail.leads.filter((l) => !csv.text.includes(l.email)).length;
      const rows = csv.text.trim().split('\n').length - 1;
      csvOk &&= /text\/csv/.test(csv.headers['content-type']) && missing === 0 && rows === detail.leads.length;
      csvFigures.push(`${slug} ${rows}${missing ? ` (${missing} missing)` : ''}`);
    }

    // the visitor form page of each published event, rendered by the new version
    const archived = new Set(seen.archivedEvents.map((e) => e.id));
    for (const detail of Object.values(seen.eventDetails).filter((d) => !archived.has(d.event.id))) {
      const formPath = detail.event.formUrl.replace('<APP_URL>', '');
      const page = await new Client(apiUrl).request('GET', formPath);
      const ok = page.status === 200 && /text\/html/.test(page.headers['content-type']) && page.text.includes(detail.event.name.replace(/&/g, '&amp;'));
      pagesOk &&= ok;
      pageFigures.push(`${detail.event.slug} ${page.status}${ok ? '' : ' (without the event name)'}`);
    }
  }
  results.push({ what: 'lead desk lists and pages', ok: deskOk, figure: desk.join(', ') });
  results.push({ what: 'CSV export rows', ok: csvOk, figure: csvFigures.join(', ') });
  results.push({ what: 'visitor form pages', ok: pagesOk, figure: pageFigures.join(', ') });

  // a new visitor's lead on an event the release made
  const account = dataset.accounts[0];
  const owner = dataset.users.find((u) => u.key === account.owner);
  const client = new Client(apiUrl, { address: owner.address, cookies: owner.cookies });
  const event = account.events.find((e) => e.paid && !e.archived) ?? account.events[0];
  const form = await new Client(apiUrl).get(`/api/form/${account.companySlug}/${event.slug}`);
  await sleep(1_600); // the form token's minimum fill time
  const visitor = new Client(apiUrl, { address: '127.3.0.1' });
  await visitor.ensureXsrf();
  const email = `after-upgrade-${dataset.tag}@visitor.example`;
  const submit = await visitor.request('POST', `/api/form/${account.companySlug}/${event.slug}/submit`, { json: { email, name: 'Nach dem Upgrade', consent: true, formToken: form.formToken, customField1: 'Upgrade AG' } });
  const listed = (await client.get(`/api/leads?eventId=${event.id}`)).some((l) => l.email === email);
  results.push({ what: 'a new lead', ok: submit.status === 201 && listed, figure: `submit to ${event.slug} ${submit.status}, ${listed ? 'listed' : 'NOT listed'} on the lead desk` });

  // the release's password hashes: a fresh sign-in of every user
  let signedIn = 0;
  for (const user of dataset.users) {
    const fresh = new Client(apiUrl, { address: user.address });
    await fresh.ensureXsrf();
    const login = await fresh.request('POST', '/api/auth/login', { json: { email: user.email, password: user.password } });
    if (login.status === 200) signedIn += 1;
  }
  results.push({ what: 'sign-in', ok: signedIn === dataset.users.length, figure: `${signedIn}/${dataset.users.length} users signed in with their password` });
  return results;
}

// ------------------------------------------------------------------------------------------ the run

async function main() {
  const sha = readPreviousRelease();
  report.release = { commit: sha, subject: git('log', '-1', '--format=%s', sha), date: git('log', '-1', '--format=%cI', sha) };
  report.current = { commit: git('rev-parse', 'HEAD'), subject: git('log', '-1', '--format=%s', 'HEAD'), uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '' };
  say(`previous release ${sha.slice(0, 10)} (${report.release.subject.slice(0, 80)}) → this commit ${report.current.commit.slice(0, 10)}`);

  const entries = await phase('release tree', () => extractRelease(sha));
  report.figures.releaseTree = { entries };
  report.release.dependencies = await phase('release dependencies', releaseDependencies);
  await phase('release build', buildRelease);

  const port = await freePort();
  const apiUrl = `http://localhost:${port}`;
  services = await startOpsServices({ apiUrl });
  const env = opsApiEnv({ databaseUrl: DATABASE_URL, port, sessionSecret: randomBytes(32).toString('base64'), services });

  await dropLeftovers(ADMIN_URL, PREFIX, LEFTOVER_AGE_MS);
  // kept when a check failed, for a look (the report names it)
  await run.createDatabase(ADMIN_URL, DATABASE, { keepOnFailure: true });
  say(`database ${DATABASE} on ${redactUrl(ADMIN_URL)}; API at ${apiUrl}; Stripe's fake ${services.stripe.url}; webhook receiver ${services.receiver.url}`);

  // ---- the previous release
  const releaseMigrations = await phase('release migration', async () => {
    const r = await runLogged('release-migrate', process.execPath, ['backend/dist/database/migrate.js'], { cwd: RELEASE_DIR, env });
    if (r.code !== 0) throw new Error(`the release's migration failed (exit code ${r.code}): ${r.output.trim().slice(-500)}`);
    return appliedMigrations(r.output);
  });
  report.figures.releaseMigrations = releaseMigrations.length;

  const releaseApi = await phase('release API start', async () => {
    const api = startProcess('release-api', process.execPath, ['backend/dist/main.js'], { cwd: RELEASE_DIR, env });
    await waitForHealth(`${apiUrl}/api/health`, { timeoutMs: 60_000, children: [api] });
    return api;
  });
  const dataset = await phase('fill through the release', () => fillRealisticData(apiUrl, { webhookUrl: services.receiver.url, log: (l) => say(`  ${l}`) }));
  writeJson('dataset.json', dataset);
  report.figures.dataset = dataset.counts;
  const before = await phase('read on the release', () => readWhatUsersSee(apiUrl, dataset));
  const again = await readWhatUsersSee(apiUrl, dataset);
  writeJson('snapshot-before.json', before);
  const repeat = compareSnapshots(before, again);
  check(
    'the release filled the data set',
    dataset.counts.leads > 0 && repeat.length === 0,
    `${dataset.counts.accounts} accounts, ${dataset.counts.users} users, ${dataset.counts.events} events, ${dataset.counts.leads} leads (${dataset.counts.confirmed} confirmed, ${dataset.counts.erased} erased), ${dataset.counts.payments} payments, ${dataset.counts.webhookEndpoints} webhook endpoints with ${dataset.counts.webhookDeliveries} deliveries, ${dataset.counts.images} images in ${seconds(report.phases['fill through the release'])}; read twice: ${repeat.length} differences`,
    { repeatDifferences: repeat.slice(0, 20) },
  );
  const stopped = await phase('release API stop', () => stopProcess(releaseApi));
  report.figures.releaseApiExit = stopped;
  const countsBefore = await tableCounts();

  // ---- this commit
  await phase('build of this commit', () => buildIfStale({ mode: process.env.UPGRADE_CHECK_BUILD ?? 'auto', modeName: 'UPGRADE_CHECK_BUILD', isStopping: () => run.stopping }));
  const expected = migrationFiles(ROOT).filter((m) => !migrationFiles(RELEASE_DIR).some((r) => r.timestamp === m.timestamp));
  const applied = await phase('migration to this commit', async () => {
    const r = await runLogged('migrate', process.execPath, ['backend/dist/database/migrate.js'], { cwd: ROOT, env });
    if (r.code !== 0) throw new Error(`this commit's migration of the release's database failed (exit code ${r.code}): ${r.output.trim().slice(-500)}`);
    return appliedMigrations(r.output);
  });
  const appliedTimestamps = applied.map((name) => /(\d{13})$/.exec(name)?.[1]);
  const migrationsOk = applied.length === expected.length && expected.every((m) => appliedTimestamps.includes(m.timestamp));
  report.figures.migrations = { expected: expected.map((m) => m.file), applied };
  check(
    "this commit's migrations ran on the release's database",
    migrationsOk,
    `${applied.length} applied${applied.length ? ` (${applied.join(', ')})` : ''}; expected the ${expected.length} the release lacks${expected.length ? ` (${expected.map((m) => m.file).join(', ')})` : ''}; in ${seconds(report.phases['migration to this commit'])}`,
  );

  const countsAfter = await tableCounts();
  const tables = Object.keys(countsBefore);
  const changed = tables.filter((t) => t !== 'schema_migrations' && countsAfter[t] !== countsBefore[t]);
  const dropped = tables.filter((t) => !(t in countsAfter));
  const added = Object.keys(countsAfter).filter((t) => !(t in countsBefore));
  const rows = tables.filter((t) => t !== 'schema_migrations').reduce((n, t) => n + countsBefore[t], 0);
  report.figures.tables = { before: countsBefore, after: countsAfter, changed, dropped, added };
  check(
    'no row lost or gained in the migration',
    changed.length === 0 && dropped.length === 0,
    `${tables.length} tables of the release, ${rows} rows (leads ${countsBefore.leads ?? '?'}, lead facts ${countsBefore.lead_events ?? '?'}, events ${countsBefore.events ?? '?'}, payments ${countsBefore.payments ?? '?'}, sessions ${countsBefore.sessions ?? '?'}): ` +
      `${changed.length ? `changed ${changed.map((t) => `${t} ${countsBefore[t]}→${countsAfter[t]}`).join(', ')}` : 'every count the same'}${dropped.length ? `; dropped ${dropped.join(', ')}` : ''}; schema_migrations ${countsBefore.schema_migrations}→${countsAfter.schema_migrations}; new tables: ${added.join(', ') || 'none'}`,
  );

  const currentApi = await phase('API start (this commit)', async () => {
    const api = startProcess('api', process.execPath, ['backend/dist/main.js'], { cwd: ROOT, env });
    await waitForHealth(`${apiUrl}/api/health`, { timeoutMs: 60_000, children: [api] });
    return api;
  });
  const after = await phase('read on this commit', () => readWhatUsersSee(apiUrl, dataset));
  writeJson('snapshot-after.json', after);
  // a field this commit adds to an answer (the user's locale, say) is new, not a change of what was seen
  const addedFields = [];
  const differences = compareSnapshots(before, after, { added: addedFields });
  writeJson('differences.json', { differences, addedFields });
  const seenBefore = countSnapshot(before);
  const seenAfter = countSnapshot(after);
  report.figures.seen = { before: seenBefore, after: seenAfter, differences: differences.length };
  check(
    'every stored session still signs in',
    seenAfter.usersSignedIn === dataset.users.length,
    `${seenAfter.usersSignedIn}/${dataset.users.length} users' session cookies from the release answer GET /api/auth/me 200 on this commit; ${seenAfter.sessions} sessions listed (before: ${seenBefore.sessions})`,
  );
  const shown = (k) => `${seenAfter[k]}${seenAfter[k] === seenBefore[k] ? '' : ` (before ${seenBefore[k]})`}`;
  check(
    'what every user sees is unchanged',
    differences.length === 0,
    `${shown('leads')} leads with ${shown('leadFacts')} facts, ${shown('events')} events, ${shown('eventCredits')} unspent credit(s), ${shown('images')} images (bytes' SHA-256), ${shown('webhookEndpoints')} webhook endpoints with ${shown('webhookDeliveries')} deliveries, ${shown('auditEntries')} audit entries: ` +
      `${differences.length} differences${differences.length ? ` (first: ${differences.slice(0, 5).map((d) => d.path).join(', ')}; all in var/upgrade-check/differences.json)` : ''}` +
      `; fields this commit adds: ${addedFields.length ? [...new Set(addedFields.map((d) => d.path.replace(/^users\.[^.]+\./, 'users.*.')))].join(', ') : 'none'}`,
    { differences: differences.slice(0, 50), addedFields: addedFields.slice(0, 50) },
  );

  const served = await phase('served by this commit', () => servesThem(apiUrl, dataset, before));
  check('the new version serves them', served.every((r) => r.ok), served.map((r) => `${r.what}: ${r.figure}`).join('; '), { served });
  await stopProcess(currentApi);
}

// ------------------------------------------------------------------------------------------ report

function markdown() {
  return {
    intro: [
      `From the previous release \`${report.release.commit ?? '?'}\` (${report.release.date ?? ''}: ${report.release.subject ?? ''}) to this commit \`${report.current.commit ?? '?'}\`${report.current.uncommittedChanges ? ' with uncommitted changes' : ''}.`,
      report.release.dependencies ? `Release dependencies: ${report.release.dependencies.how}.` : '',
      '',
    ],
    sections: ['Phases:', '', ...Object.entries(report.phases).map(([name, ms]) => `- ${name}: ${seconds(ms)}`), ''],
    footer: 'Beside this report: dataset.json, snapshot-before.json, snapshot-after.json, differences.json; logs in var/upgrade-check/logs/.',
  };
}

run.main(main);
