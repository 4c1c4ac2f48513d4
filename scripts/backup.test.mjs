// `make backup` and `make restore` as the operator runs them (node --test; part of `make test`),
// on the machine's PostgreSQL (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432)
// with databases of their own (fl_backup_test_*, dropped at the end). The databases hold a small
// schema made here, with a schema_migrations table naming every migration of this code (so no
// migration is pending and no backend build is needed); `make backup-check` restores the real
// schema and runs a pending migration.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DAY_MS, findTool, hashFile, knownMigrations, nextRunAt, pruneBackups, serverVersion } from './backup-lib.mjs';
import { withClient, withDatabase } from './lib.mjs';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRIPTS = path.dirname(fileURLToPath(import.meta.url));
const RUN = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databases = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fl-backup-test-'));
const KEY = randomBytes(32).toString('base64');

/**
 * Why the database tests cannot run here, or null. Without DATABASE_URL (a fresh machine: `make
 * test` needs no PostgreSQL of its own) a missing server or pg_dump skips them with the reason;
 * with DATABASE_URL (CI) they must run.
 */
async function unavailable() {
  let major;
  try {
    major = await withClient(ADMIN_URL, async (c) => (await serverVersion(c)).major);
  } catch (err) {
    if (process.env.DATABASE_URL) throw err;
    return `no PostgreSQL answers at ${ADMIN_URL} (${err.message}); set DATABASE_URL to run these tests`;
  }
  try {
    findTool('pg_dump', major);
  } catch (err) {
    if (process.env.DATABASE_URL) throw err;
    return err.message;
  }
  return null;
}
// false, not null: node:test skips a test whose skip option is null
const skipDatabase = (await unavailable()) ?? false;
if (skipDatabase) console.warn(`skipped: the backup tests on a database: ${skipDatabase}`);

// ------------------------------------------------------------------------------------------ helpers

async function createDatabase(tag) {
  const name = `fl_backup_test_${RUN}_${tag}`;
  await withClient(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  databases.push(name);
  return withDatabase(ADMIN_URL, name);
}

/** backup_runs as its migration (backend/src/database/migrations/1764990000000-BackupRuns.ts) makes it. */
const BACKUP_RUNS = `
  CREATE TABLE backup_runs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), started_at timestamptz NOT NULL, finished_at timestamptz NOT NULL DEFAULT now(),
    ok boolean NOT NULL, file text, bytes bigint, sha256 char(64), schema_version text, encrypted boolean NOT NULL DEFAULT false,
    error text, CHECK (ok = (error IS NULL)))`;

/** A database at this code's newest schema version, with rows of every awkward kind. */
async function sourceDatabase(tag, { extraMigration = null } = {}) {
  const url = await createDatabase(tag);
  await withClient(url, async (c) => {
    await c.query('CREATE TABLE schema_migrations (id serial PRIMARY KEY, "timestamp" bigint NOT NULL, name varchar NOT NULL)');
    for (const m of [...knownMigrations(), ...(extraMigration ? [extraMigration] : [])]) {
      await c.query('INSERT INTO schema_migrations ("timestamp", name) VALUES ($1, $2)', [m.timestamp, m.name]);
    }
    await c.query(BACKUP_RUNS);
    await c.query(`CREATE TABLE accounts (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    await c.query(`CREATE TABLE leads (
      id bigserial PRIMARY KEY, account_id uuid NOT NULL REFERENCES accounts, email text, facts jsonb, photo bytea, note text,
      captured_at timestamptz NOT NULL DEFAULT now())`);
    await c.query(`CREATE INDEX leads_by_account ON leads (account_id, captured_at DESC)`);
    await c.query(`INSERT INTO accounts (name) VALUES ('Müller & Söhne GmbH'), ('Zoë''s Café'), ('Ακρόπολις AE')`);
    await c.query(`
      INSERT INTO leads (account_id, email, facts, photo, note)
      SELECT (SELECT id FROM accounts ORDER BY name OFFSET (g % 3) LIMIT 1),
             CASE WHEN g % 17 = 0 THEN NULL ELSE 'lead-' || g || '@example.com' END,
             jsonb_build_object('source', 'badge', 'n', g, 'tags', jsonb_build_array('Messe', 'München')),
             CASE WHEN g % 5 = 0 THEN decode(md5(g::text) || md5((g * 7)::text), 'hex') END,
             E'Zeile eins\\nZeile\\tzwei "zitiert" ' || g
        FROM generate_series(1, 400) g`);
    await c.query(`DELETE FROM leads WHERE id % 50 = 0`); // gaps in the sequence: its value must survive, not max(id)
  });
  return url;
}

/** Every table's row count and a checksum of its rows, and every sequence's value: what a restore must bring back. */
async function contents(url) {
  return withClient(url, async (c) => {
    const { rows: tables } = await c.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const out = {};
    for (const { tablename } of tables) {
      const t = c.escapeIdentifier(tablename);
      const { rows } = await c.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS sum FROM ${t} x`);
      out[tablename] = `${rows[0].n} rows, md5 ${rows[0].sum}`;
    }
    const { rows: seqs } = await c.query(`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`);
    for (const s of seqs) out[`sequence ${s.sequencename}`] = String(s.last_value);
    return out;
  });
}

const tableNames = (url) => withClient(url, async (c) => (await c.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename));

function node(script, args, env) {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(SCRIPTS, script), ...args], { env: { ...process.env, ...env }, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (err.code ?? 1) : 0, stdout, stderr, output: stdout + stderr });
    });
  });
}

/** `make backup` into a fresh directory (or `dir`); resolves the run and the backup it wrote. */
async function backup(url, { dir = fs.mkdtempSync(path.join(scratch, 'dir-')), env = {} } = {}) {
  const r = await node('backup.mjs', [], { DATABASE_URL: url, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: '', ...env });
  const manifests = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const manifestPath = manifests.length ? path.join(dir, manifests[manifests.length - 1]) : null;
  const manifest = manifestPath ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
  return { ...r, dir, manifestPath, manifest, file: manifest && path.join(dir, manifest.file) };
}

const restore = (file, url, env = {}) => node('restore.mjs', [file], { DATABASE_URL: url, BACKUP_ENCRYPTION_KEY: '', FORCE: '', ...env });

/** A copy of a backup (file and manifest) in a directory of its own, to damage. */
function copyBackup(b) {
  const dir = fs.mkdtempSync(path.join(scratch, 'copy-'));
  fs.copyFileSync(b.file, path.join(dir, path.basename(b.file)));
  fs.copyFileSync(b.manifestPath, path.join(dir, path.basename(b.manifestPath)));
  return { dir, file: path.join(dir, path.basename(b.file)), manifestPath: path.join(dir, path.basename(b.manifestPath)) };
}

function flipByte(file, at) {
  const fd = fs.openSync(file, 'r+');
  const b = Buffer.alloc(1);
  fs.readSync(fd, b, 0, 1, at);
  b[0] ^= 0x01;
  fs.writeSync(fd, b, 0, 1, at);
  fs.closeSync(fd);
}

before(async () => {
  if (skipDatabase) return;
  // a killed earlier run's databases (older than an hour) go first
  await withClient(ADMIN_URL, async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 'fl\\_backup\\_test\\_%'`);
    for (const { datname } of rows) {
      const born = Number.parseInt(datname.split('_')[3], 36);
      if (Number.isFinite(born) && Date.now() - born > 3600_000) await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => {});
    }
  });
});

after(async () => {
  if (databases.length) await withClient(ADMIN_URL, async (c) => {
    for (const name of databases) await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
  });
  fs.rmSync(scratch, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------------------ the tests

describe('make backup and make restore', { skip: skipDatabase }, () => {
  let source;
  let before_;
  let plain;
  let encrypted;
  let beforeEncrypted;

  before(async () => {
    source = await sourceDatabase('source');
    before_ = await contents(source);
    plain = await backup(source);
    beforeEncrypted = await contents(source); // with the plain backup's row in backup_runs
    encrypted = await backup(source, { env: { BACKUP_ENCRYPTION_KEY: KEY } });
  });

  it('writes a dump and its manifest (schema version, SHA-256, versions) and records the run in backup_runs', async () => {
    assert.equal(plain.code, 0, plain.output);
    const newest = knownMigrations().at(-1);
    assert.match(plain.stdout, new RegExp(`✓ backup .*fairleads-\\d{8}T\\d{6}Z\\.dump \\(.*4 tables, not encrypted: BACKUP_ENCRYPTION_KEY is unset, schema ${newest.name}`));
    assert.deepEqual(plain.manifest.schemaVersion, { name: newest.name, timestamp: newest.timestamp, migrations: knownMigrations().length });
    assert.equal(plain.manifest.encrypted, false);
    assert.match(plain.manifest.pgDumpVersion, /^\d+\.\d+$/);
    assert.deepEqual(await hashFile(plain.file), { sha256: plain.manifest.sha256, bytes: plain.manifest.bytes });
    assert.deepEqual(fs.readdirSync(plain.dir).sort(), [path.basename(plain.file), path.basename(plain.manifestPath)]);
    assert.equal((fs.statSync(plain.file).mode & 0o777).toString(8), '600'); // personal data: the owner's alone

    const runs = await withClient(source, async (c) => (await c.query('SELECT ok, file, bytes::int, sha256, schema_version, encrypted, error FROM backup_runs ORDER BY finished_at')).rows);
    assert.deepEqual(runs, [
      { ok: true, file: plain.manifest.file, bytes: plain.manifest.bytes, sha256: plain.manifest.sha256, schema_version: newest.name, encrypted: false, error: null },
      { ok: true, file: encrypted.manifest.file, bytes: encrypted.manifest.bytes, sha256: encrypted.manifest.sha256, schema_version: newest.name, encrypted: true, error: null },
    ]);
  });

  it('restores a plain backup into an empty database: every row, checksum and sequence as it was', async () => {
    const target = await createDatabase('plain');
    const r = await restore(plain.file, target);
    assert.equal(r.code, 0, r.output);
    assert.match(r.stdout, /restored into database fl_backup_test_\w+_plain .*no migration pending/);
    assert.deepEqual(await contents(target), before_);
    // the run's own row is written after the dump: the backup does not hold it
    assert.equal(before_.backup_runs.startsWith('0 rows'), true);
  });

  it('encrypts with BACKUP_ENCRYPTION_KEY, and restores only with that key', async () => {
    assert.equal(encrypted.code, 0, encrypted.output);
    assert.match(encrypted.manifest.file, /^fairleads-\d{8}T\d{6}Z\.dump\.enc$/);
    assert.equal(encrypted.manifest.encrypted, true);
    assert.equal(encrypted.manifest.encryption.cipher, 'aes-256-gcm');
    assert.equal(fs.readFileSync(encrypted.file).subarray(0, 4).toString(), 'FLBK');
    // not pg_dump's archive any more: its 'PGDMP' header is gone
    assert.equal(fs.readFileSync(encrypted.file).includes(Buffer.from('PGDMP')), false);

    const target = await createDatabase('enc');
    const without = await restore(encrypted.file, target);
    assert.equal(without.code, 1);
    assert.match(without.stderr, /restore refused: fairleads-\S+\.dump\.enc is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with\./);
    const wrong = await restore(encrypted.file, target, { BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /restore refused: BACKUP_ENCRYPTION_KEY is not the key fairleads-\S+ was made with/);
    assert.deepEqual(await tableNames(target), []);

    const right = await restore(encrypted.file, target, { BACKUP_ENCRYPTION_KEY: KEY });
    assert.equal(right.code, 0, right.output);
    assert.match(right.stdout, /✓ decrypted and authenticated/);
    assert.deepEqual(await contents(target), beforeEncrypted);
    assert.match(beforeEncrypted.backup_runs, /^1 rows/);
  });

  it('uses no decrypted byte whose tag does not verify, and leaves no plain text behind', async () => {
    // a changed byte with a manifest changed to match: only GCM's tag can tell
    const copy = copyBackup(encrypted);
    flipByte(copy.file, Math.floor(fs.statSync(copy.file).size / 2));
    const manifest = JSON.parse(fs.readFileSync(copy.manifestPath, 'utf8'));
    manifest.sha256 = (await hashFile(copy.file)).sha256;
    fs.writeFileSync(copy.manifestPath, JSON.stringify(manifest));
    const tmp = fs.mkdtempSync(path.join(scratch, 'tmpdir-'));
    const target = await createDatabase('tag');
    const r = await restore(copy.file, target, { BACKUP_ENCRYPTION_KEY: KEY, TMPDIR: tmp });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /does not decrypt with this BACKUP_ENCRYPTION_KEY: it is not the key the backup was made with, or the file was changed\./);
    assert.deepEqual(await tableNames(target), []);
    assert.deepEqual(fs.readdirSync(tmp), []);
  });

  it('refuses a file with one byte changed (checksum)', async () => {
    const copy = copyBackup(plain);
    flipByte(copy.file, Math.floor(fs.statSync(copy.file).size / 2));
    const target = await createDatabase('sum');
    const r = await restore(copy.file, target);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /restore refused: fairleads-\S+\.dump is not the file its manifest describes \(SHA-256 .*\): it was damaged or changed\./);
    assert.deepEqual(await tableNames(target), []);
  });

  it('refuses a dump without its manifest', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'alone-'));
    const file = path.join(dir, path.basename(plain.file));
    fs.copyFileSync(plain.file, file);
    const target = await createDatabase('alone');
    const r = await restore(file, target);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /restore refused: fairleads-\S+\.json, the manifest beside fairleads-\S+\.dump, is missing/);
    assert.deepEqual(await tableNames(target), []);
  });

  it('refuses a non-empty database, and a database others are connected to, unless FORCE=1, which replaces everything in it', async () => {
    const target = await createDatabase('full');
    await withClient(target, (c) => c.query(`CREATE TABLE leftover (id int); INSERT INTO leftover VALUES (1)`));
    const r = await restore(plain.file, target);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /restore refused: database fl_backup_test_\w+_full is not empty \(1 tables, views or sequences, e.g\. leftover\): restore into an empty database, or set FORCE=1 to drop everything in it first\./);

    await withClient(target, async (other) => {
      await other.query("SET application_name = 'fairleads-api'");
      const busy = await restore(plain.file, target);
      assert.equal(busy.code, 1);
      assert.match(busy.stderr, /restore refused: 1 other session is connected to database \S+ \(fairleads-api ×1\): stop the API, the workers and the backup service first, or set FORCE=1\./);
    });
    assert.deepEqual(await tableNames(target), ['leftover']);

    const forced = await restore(plain.file, target, { FORCE: '1' });
    assert.equal(forced.code, 0, forced.output);
    assert.match(forced.stdout, /FORCE: dropped everything in database/);
    assert.deepEqual(await contents(target), before_);
  });

  it('refuses a backup from a newer FairLeads (its schema names a migration this code does not have)', async () => {
    const newest = knownMigrations().at(-1);
    const future = { timestamp: newest.timestamp + 1000, name: `FromTheFuture${newest.timestamp + 1000}` };
    const newer = await backup(await sourceDatabase('newer', { extraMigration: future }));
    assert.equal(newer.code, 0, newer.output);
    assert.equal(newer.manifest.schemaVersion.name, future.name);
    const target = await createDatabase('old');
    const r = await restore(newer.file, target);
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`restore refused: the backup comes from a newer FairLeads than this one: its schema is at migration ${future.name}, this code's newest is ${newest.name}\\.`));
    assert.deepEqual(await tableNames(target), []);
  });
});

describe('a failed backup', () => {
  it('is recorded in backup_runs with its reason, leaves no file behind and exits 1', { skip: skipDatabase }, async () => {
    const url = await sourceDatabase('failing');
    // a pg_dump (and pg_restore beside it) that answers its version and then fails as a lost connection would
    const bin = fs.mkdtempSync(path.join(scratch, 'bin-'));
    for (const tool of ['pg_dump', 'pg_restore']) {
      fs.writeFileSync(
        path.join(bin, tool),
        `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "${tool} (PostgreSQL) 99.1"; exit 0; fi\necho "${tool}: error: connection to server lost" >&2\nexit 1\n`,
        { mode: 0o755 },
      );
    }
    const r = await backup(url, { env: { PG_DUMP: path.join(bin, 'pg_dump') } });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /ERROR: backup failed: pg_dump failed \(exit code 1\): pg_dump: error: connection to server lost/);
    assert.deepEqual(fs.readdirSync(r.dir), []);
    const runs = await withClient(url, async (c) => (await c.query('SELECT ok, file, error FROM backup_runs')).rows);
    assert.deepEqual(runs, [{ ok: false, file: null, error: 'pg_dump failed (exit code 1): pg_dump: error: connection to server lost' }]);
  });

  it('says which pg_dump to install when the newest found is older than the server', () => {
    assert.throws(() => findTool('pg_dump', 99), {
      message: /^pg_dump \d+\.\d+ \(.+, the newest found\) is older than the PostgreSQL 99 server, and pg_dump must be of that major version or newer: install postgresql-client-99 from the PostgreSQL project's apt repository \(apt\.postgresql\.org/,
    });
  });

  it('refuses a bad setting in one sentence', async () => {
    const r = await backup('postgres://postgres@127.0.0.1:5432/postgres', { env: { BACKUP_TIME: '25:00' } });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /ERROR: backup failed: Invalid setting BACKUP_TIME: must be a time of day as HH:MM, e\.g\. 02:30\./);
  });
});

describe('pruning', () => {
  const write = (dir, name, { days, bytes = 10, manifest = true, file = true, now }) => {
    const createdAt = new Date(now - days * DAY_MS);
    if (file) {
      fs.writeFileSync(path.join(dir, `${name}.dump`), Buffer.alloc(bytes));
      fs.utimesSync(path.join(dir, `${name}.dump`), createdAt, createdAt);
    }
    if (manifest) {
      fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ format: 'fairleads-backup/1', file: `${name}.dump`, createdAt: createdAt.toISOString(), bytes }));
    }
  };

  it('removes what is older than the keep days and never the newest good backup', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'prune-'));
    const now = Date.now();
    write(dir, 'fairleads-20260101T000000Z', { days: 40, now }); // old: goes
    write(dir, 'fairleads-20260110T000000Z', { days: 20, now }); // old, but the newest good one: stays
    write(dir, 'fairleads-20260120T000000Z', { days: 3, now, file: false }); // newer, but its dump is gone: not good; young: stays
    write(dir, 'fairleads-20251201T000000Z', { days: 60, now, manifest: false }); // a dump without manifest, old: goes
    const leftover = path.join(dir, '.fairleads-20260121T000000Z.dump.tmp'); // a killed run's
    fs.writeFileSync(leftover, 'x');
    fs.utimesSync(leftover, new Date(now - 2 * DAY_MS), new Date(now - 2 * DAY_MS));

    const removed = await pruneBackups(dir, 14, new Date(now));
    assert.deepEqual(removed.sort(), ['.fairleads-20260121T000000Z.dump.tmp', 'fairleads-20251201T000000Z.dump', 'fairleads-20260101T000000Z.dump', 'fairleads-20260101T000000Z.json']);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['fairleads-20260110T000000Z.dump', 'fairleads-20260110T000000Z.json', 'fairleads-20260120T000000Z.json']);
  });

  it('runs after a good backup: BACKUP_KEEP_DAYS old backups go, the new one stays', { skip: skipDatabase }, async () => {
    const url = await sourceDatabase('prune');
    const dir = fs.mkdtempSync(path.join(scratch, 'prune-run-'));
    write(dir, 'fairleads-20200101T000000Z', { days: 8, now: Date.now() });
    write(dir, 'fairleads-20200102T000000Z', { days: 6, now: Date.now() });
    const r = await backup(url, { dir, env: { BACKUP_KEEP_DAYS: '7' } });
    assert.equal(r.code, 0, r.output);
    assert.match(r.stdout, /pruned \(older than 7 days\): fairleads-20200101T000000Z\.dump, fairleads-20200101T000000Z\.json/);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['fairleads-20200102T000000Z.dump', 'fairleads-20200102T000000Z.json', r.manifest.file, path.basename(r.manifestPath)].sort());
  });
});

describe('the compose service (--schedule, --health)', () => {
  it('backs up at start when there is no backup younger than a day, logs one JSON line per run, stops on SIGTERM', { skip: skipDatabase }, async () => {
    const url = await sourceDatabase('schedule');
    const dir = fs.mkdtempSync(path.join(scratch, 'schedule-'));
    const env = { ...process.env, DATABASE_URL: url, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: KEY, BACKUP_TIME: '02:30', TZ_BUSINESS: 'Europe/Berlin' };
    const health = () => node('backup.mjs', ['--health'], env);
    const unhealthy = await health();
    assert.equal(unhealthy.code, 1);
    assert.match(unhealthy.stderr, /^unhealthy: no good backup in .* yet/);

    const runSchedule = () => {
      const child = execFile(process.execPath, [path.join(SCRIPTS, 'backup.mjs'), '--schedule'], { env });
      const lines = [];
      let buffer = '';
      child.stdout.on('data', (d) => {
        buffer += d;
        const parts = buffer.split('\n');
        buffer = parts.pop();
        lines.push(...parts.map((l) => JSON.parse(l)));
      });
      const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
      const waitFor = async (msg) => {
        for (let i = 0; i < 300 && !lines.some((l) => l.msg === msg); i++) await new Promise((r) => setTimeout(r, 100));
        return lines.find((l) => l.msg === msg);
      };
      return { child, lines, exited, waitFor };
    };

    const first = runSchedule();
    const started = await first.waitFor('backup schedule started');
    assert.equal(started.newestGood, null);
    const written = await first.waitFor('backup written');
    assert.ok(written, JSON.stringify(first.lines));
    assert.equal(written.level, 'info');
    assert.equal(written.encrypted, true);
    assert.match(written.file, /\.dump\.enc$/);
    // the next run: 02:30 in Berlin
    const next = new Date(written.nextRunAt);
    assert.equal(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(next), '02:30');
    assert.ok(next - Date.now() <= DAY_MS && next > Date.now());
    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);

    const healthy = await health();
    assert.equal(healthy.code, 0, healthy.output);
    assert.match(healthy.stdout, new RegExp(`^healthy: newest good backup ${written.file.replaceAll('.', '\\.')}, \\d+ s old`));

    // a fresh backup there: the next start waits for 02:30
    const second = runSchedule();
    const again = await second.waitFor('backup schedule started');
    assert.equal(again.newestGood.file, written.file);
    assert.equal(again.nextRunAt, written.nextRunAt);
    await new Promise((r) => setTimeout(r, 500));
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0);
    assert.equal(second.lines.some((l) => l.msg === 'backup written'), false);
  });

  it('runs daily at BACKUP_TIME in TZ_BUSINESS, also across daylight-saving changes', () => {
    const at = (iso) => nextRunAt(new Date(iso), { hour: 2, minute: 30, timeZone: 'Europe/Berlin' }).toISOString();
    assert.equal(at('2026-11-28T12:00:00Z'), '2026-11-29T01:30:00.000Z'); // CET
    assert.equal(at('2026-11-29T01:29:00Z'), '2026-11-29T01:30:00.000Z');
    assert.equal(at('2026-07-01T12:00:00Z'), '2026-07-02T00:30:00.000Z'); // CEST
    assert.equal(at('2026-10-24T12:00:00Z'), '2026-10-25T01:30:00.000Z'); // 02:30 twice that night (CEST, then CET): once
    assert.equal(at('2026-10-25T00:30:00Z'), '2026-10-26T01:30:00.000Z'); // at the first 02:30: not again an hour later
    assert.equal(at('2026-03-28T12:00:00Z'), '2026-03-29T01:30:00.000Z'); // 02:30 does not exist that night: 03:30 CEST
  });
});
