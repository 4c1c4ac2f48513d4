#!/usr/bin/env node
// `make backup`: one consistent dump of FairLeads' database into BACKUP_DIR (default
// var/backups), with its manifest; docs/architecture.md ('Operations') and the README ('Backup
// und Wiederherstellung') say what it is and how to use it.
//
//   node scripts/backup.mjs              one backup now (exit 1 when it failed)
//   node scripts/backup.mjs --schedule   the compose service `backup`: a backup at start when
//                                        the newest good one is older than a day, then daily at
//                                        BACKUP_TIME in TZ_BUSINESS; one JSON log line per run
//   node scripts/backup.mjs --health     its health check: exit 0 while the newest good backup
//                                        in BACKUP_DIR is younger than 26 hours
//
// A run: pg_dump (custom format: one snapshot of the whole database) streamed through SHA-256
// (and AES-256-GCM with BACKUP_ENCRYPTION_KEY) into a temporary file; the file read back (its
// checksum again, decrypted, and pg_restore --list reading its table of contents); renamed into
// place; the manifest written last. Then, good or failed, a row in backup_runs (the worker's
// health reads the newest good one), and after a good run backups older than BACKUP_KEEP_DAYS
// are pruned (never the newest good one).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import {
  BackupError,
  DAY_MS,
  MANIFEST_FORMAT,
  backupSettings,
  connectionForTool,
  databaseName,
  decryptingStream,
  encryptingStep,
  fileStamp,
  findTool,
  formatAge,
  formatBytes,
  hashFile,
  hashingStep,
  keyId,
  newestGoodBackup,
  nextRunAt,
  pruneBackups,
  schemaVersion,
  serverVersion,
  targetDatabase,
  writeManifest,
} from './backup-lib.mjs';
import { say, seconds, warn, withClient } from './lib.mjs';

/** The compose health check fails when the newest good backup is older than this (a day and some slack). */
const HEALTHY_AGE_MS = 26 * 3600_000;
/** After a failed scheduled run, the next try (unless the daily time comes first). */
const RETRY_AFTER_MS = 3600_000;

/** Runs a tool; resolves { code, signal, stderr }. `stdout`: what to do with its output stream. */
function runTool(file, args, { env, signal, stdin = 'ignore' } = {}) {
  const child = spawn(file, args, { env, stdio: [stdin, 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const onAbort = () => child.kill('SIGTERM');
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error, stderr }));
    child.once('close', (code, sig) => resolve({ code, signal: sig, stderr }));
  }).finally(() => signal?.removeEventListener('abort', onAbort));
  return { child, done };
}

const toolFailure = (name, r) =>
  r.error ? `${name} could not be started: ${r.error.message}` : `${name} failed (${r.signal ? `signal ${r.signal}` : `exit code ${r.code}`})${r.stderr.trim() ? `: ${r.stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`;

/**
 * Writes a stream into a child's stdin to its end, also when the child stops reading early
 * (pg_restore --list reads only the table of contents): the rest is read and dropped, so a
 * decrypting source still reaches its tag.
 */
async function feed(source, stdin) {
  let open = true;
  const closed = () => (open = false);
  stdin.on('error', closed);
  stdin.on('close', closed);
  for await (const chunk of source) {
    if (!open) continue;
    if (!stdin.write(chunk)) {
      await new Promise((resolve) => {
        const done = () => {
          stdin.off('drain', done);
          stdin.off('close', done);
          resolve();
        };
        stdin.on('drain', done);
        stdin.on('close', done);
      });
    }
  }
  if (open) stdin.end();
}

/**
 * Reads the stored file back: the same SHA-256 and size as written, and (decrypted, when it is)
 * an archive whose table of contents pg_restore reads. Resolves the number of tables with data.
 */
async function verifyArchive(file, { sha256, bytes, key, pgRestore, signal }) {
  const again = await hashFile(file);
  if (again.sha256 !== sha256 || again.bytes !== bytes) throw new BackupError(`${path.basename(file)} reads back differently than it was written (${again.bytes} bytes, expected ${bytes}): the disk may be failing.`);
  const list = runTool(pgRestore.path, ['--list'], { signal, stdin: 'pipe' });
  let listed = '';
  list.child.stdout.setEncoding('utf8');
  list.child.stdout.on('data', (d) => (listed += d));
  const source = key ? await decryptingStream(file, key) : fs.createReadStream(file);
  await feed(source, list.child.stdin);
  const r = await list.done;
  if (r.code !== 0) throw new BackupError(`the backup's table of contents does not read back: ${toolFailure('pg_restore --list', r)}`);
  return listed.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
}

/** A file name of its own in dir (a second backup in the same second gets -2), reserved by its temporary file. */
async function reserveName(dir, stamp, ext) {
  for (let n = 1; ; n++) {
    const base = n === 1 ? `fairleads-${stamp}` : `fairleads-${stamp}-${n}`;
    const file = path.join(dir, `${base}${ext}`);
    const manifest = path.join(dir, `${base}.json`);
    if (fs.existsSync(file) || fs.existsSync(manifest)) continue;
    const tmp = path.join(dir, `.${base}${ext}.tmp`);
    try {
      const handle = await fsp.open(tmp, 'wx', 0o600);
      return { base, file, manifest, tmp, handle };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
  }
}

/** One row in backup_runs per run, after the dump. A database it cannot reach or without the table is said, not fatal. */
async function recordRun(url, run) {
  try {
    await withClient(url, (c) =>
      c.query(
        `INSERT INTO backup_runs (started_at, finished_at, ok, file, bytes, sha256, schema_version, encrypted, error)
         VALUES ($1, now(), $2, $3, $4, $5, $6, $7, $8)`,
        [run.startedAt, run.ok, run.file ?? null, run.bytes ?? null, run.sha256 ?? null, run.schemaVersion ?? null, run.encrypted ?? false, run.ok ? null : run.error],
      ),
    );
    return null;
  } catch (err) {
    return `the run could not be recorded in backup_runs (${err.message})`;
  }
}

/**
 * One backup. Resolves what happened: { ok, file, bytes, sha256, ..., error, pruned, notes }.
 * Never throws for a failure of the run itself: that is recorded and returned.
 */
export async function runBackup({ env = process.env, signal } = {}) {
  const startedAt = new Date();
  const t0 = Date.now();
  const result = { ok: false, startedAt, notes: [] };
  let reserved = null;
  let db = null;
  try {
    db = targetDatabase(env);
    const settings = backupSettings(env);
    result.database = databaseName(db.url);
    result.where = db.label;
    result.encrypted = Boolean(settings.key);
    const { version, schema } = await withClient(db.url, async (c) => ({ version: await serverVersion(c), schema: await schemaVersion(c) })).catch((err) => {
      throw new BackupError(`the database does not answer (${db.label}): ${err.message}`);
    });
    if (!schema) throw new BackupError(`database ${result.database} has no FairLeads schema (no schema_migrations table): nothing to back up.`);
    result.schemaVersion = schema.name;
    result.postgresVersion = version.text;
    const pgDump = findTool('pg_dump', version.major, { pgDump: settings.pgDump, env });
    const pgRestore = findTool('pg_restore', pgDump.major, { pgDump: settings.pgDump, env, why: `the pg_dump ${pgDump.text} that writes the backup` });
    result.pgDump = pgDump;

    await fsp.mkdir(settings.dir, { recursive: true, mode: 0o700 });
    reserved = await reserveName(settings.dir, fileStamp(startedAt), settings.key ? '.dump.enc' : '.dump');
    const { dbname, env: toolEnv } = connectionForTool(db.url, env);
    // custom format: compressed, one snapshot, and pg_restore can pick and order its parts
    const dump = runTool(pgDump.path, ['--format=custom', '--no-password', `--dbname=${dbname}`], { env: toolEnv, signal });
    const hashing = hashingStep();
    const steps = [dump.child.stdout, ...(settings.key ? [encryptingStep(settings.key)] : []), hashing, reserved.handle.createWriteStream()];
    const [written, ended] = await Promise.allSettled([pipeline(...steps), dump.done]);
    reserved.handle = null; // the write stream closed it
    if (signal?.aborted) throw new BackupError('stopped');
    if (ended.value.code !== 0) throw new BackupError(toolFailure('pg_dump', ended.value));
    if (written.status === 'rejected') throw new BackupError(`the backup file could not be written (${reserved.tmp}): ${written.reason.message}`);
    Object.assign(result, { sha256: hashing.sha256, bytes: hashing.bytes });

    result.tables = await verifyArchive(reserved.tmp, { sha256: hashing.sha256, bytes: hashing.bytes, key: settings.key, pgRestore, signal });
    await fsp.rename(reserved.tmp, reserved.file);
    reserved.tmp = null;
    result.file = path.basename(reserved.file);
    result.path = reserved.file;
    result.manifestPath = reserved.manifest;
    await writeManifest(reserved.manifest, {
      format: MANIFEST_FORMAT,
      file: result.file,
      createdAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: result.database,
      schemaVersion: { name: schema.name, timestamp: schema.timestamp, migrations: schema.migrations },
      sha256: hashing.sha256,
      bytes: hashing.bytes,
      tables: result.tables,
      postgresVersion: version.text,
      pgDumpVersion: pgDump.text,
      encrypted: Boolean(settings.key),
      encryption: settings.key ? { cipher: 'aes-256-gcm', keyId: keyId(settings.key) } : null,
    });
    result.ok = true;
    result.durationMs = Date.now() - t0;

    const note = await recordRun(db.url, { ...result, startedAt });
    if (note) result.notes.push(note);
    result.pruned = await pruneBackups(settings.dir, settings.keepDays).catch((err) => {
      result.notes.push(`old backups could not be pruned: ${err.message}`);
      return [];
    });
    result.keepDays = settings.keepDays;
    return result;
  } catch (err) {
    result.ok = false;
    result.error = signal?.aborted
      ? 'the backup was stopped (SIGTERM or SIGINT) before it was complete.'
      : err instanceof BackupError
        ? err.message
        : `unexpected error: ${err.message}`;
    result.durationMs = Date.now() - t0;
    if (reserved?.handle) await reserved.handle.close().catch(() => {});
    if (reserved?.tmp) await fsp.rm(reserved.tmp, { force: true });
    if (db) {
      const note = await recordRun(db.url, { ...result, file: null, startedAt });
      if (note) result.notes.push(note);
    }
    return result;
  }
}

// ------------------------------------------------------------------------------------------ the three ways to run it

async function once() {
  const controller = new AbortController();
  const stop = () => {
    warn('interrupted: stopping the backup');
    controller.abort();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const r = await runBackup({ signal: controller.signal });
  if (r.where) say(`database ${r.database} (${r.where}${r.postgresVersion ? `, PostgreSQL ${r.postgresVersion}` : ''})`);
  for (const note of r.notes) warn(`note: ${note}`);
  if (!r.ok) {
    warn(`ERROR: backup failed: ${r.error}`);
    process.exitCode = 1;
    return;
  }
  say(`✓ backup ${path.relative(process.cwd(), r.path) || r.path} (${formatBytes(r.bytes)}, ${r.tables} tables, ${r.encrypted ? 'encrypted' : 'not encrypted: BACKUP_ENCRYPTION_KEY is unset'}, schema ${r.schemaVersion}, pg_dump ${r.pgDump.text}, ${seconds(r.durationMs)})`);
  say(`  manifest ${path.basename(r.manifestPath)}: SHA-256 ${r.sha256}`);
  if (r.pruned.length) say(`  pruned (older than ${r.keepDays} days): ${r.pruned.join(', ')}`);
}

const logLine = (level, msg, fields = {}) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, service: 'backup', msg, ...fields })}\n`);

async function schedule() {
  let settings;
  try {
    settings = backupSettings();
    targetDatabase();
  } catch (err) {
    logLine('error', 'backup schedule not started', { error: err.message });
    process.exit(1);
  }
  let stopping = false;
  let current = null;
  let wake = () => {};
  const stop = (sig) => {
    stopping = true;
    logLine('info', `${sig} received: the backup schedule stops`, { running: Boolean(current) });
    current?.abort();
    wake();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const newest = await newestGoodBackup(settings.dir);
  const ageMs = newest ? Date.now() - newest.createdAt.getTime() : null;
  let next = ageMs === null || ageMs > DAY_MS ? new Date() : nextRunAt(new Date(), settings);
  logLine('info', 'backup schedule started', {
    dir: settings.dir,
    backupTime: settings.time,
    timeZone: settings.timeZone,
    keepDays: settings.keepDays,
    encrypted: Boolean(settings.key),
    newestGood: newest ? { file: newest.manifest.file, age: formatAge(ageMs) } : null,
    nextRunAt: next.toISOString(),
  });

  while (!stopping) {
    const wait = next.getTime() - Date.now();
    if (wait > 0) {
      // short naps: a suspended host or a changed clock does not push the run back by a day
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.min(wait, 60_000));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      continue;
    }
    current = new AbortController();
    const r = await runBackup({ signal: current.signal });
    current = null;
    const daily = nextRunAt(new Date(), settings);
    next = r.ok ? daily : new Date(Math.min(Date.now() + RETRY_AFTER_MS, daily.getTime()));
    const fields = { database: r.database, durationMs: r.durationMs, notes: r.notes.length ? r.notes : undefined, nextRunAt: stopping ? undefined : next.toISOString() };
    if (r.ok) {
      logLine('info', 'backup written', { file: r.file, bytes: r.bytes, sha256: r.sha256, tables: r.tables, encrypted: r.encrypted, schemaVersion: r.schemaVersion, pgDump: r.pgDump.text, pruned: r.pruned, ...fields });
    } else {
      logLine('error', 'backup failed', { error: r.error, ...fields });
    }
  }
  process.exit(0);
}

/** The compose health check: a good backup younger than 26 hours in BACKUP_DIR. */
async function health() {
  const settings = backupSettings();
  const newest = await newestGoodBackup(settings.dir);
  if (!newest) {
    console.error(`unhealthy: no good backup in ${settings.dir} yet`);
    process.exit(1);
  }
  const age = Date.now() - newest.createdAt.getTime();
  const line = `newest good backup ${newest.manifest.file}, ${formatAge(age)} old`;
  if (age > HEALTHY_AGE_MS) {
    console.error(`unhealthy: ${line} (older than ${HEALTHY_AGE_MS / 3600_000} h)`);
    process.exit(1);
  }
  console.log(`healthy: ${line}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  const main = mode === '--schedule' ? schedule : mode === '--health' ? health : mode === undefined ? once : null;
  if (!main) {
    warn(`unknown option ${mode}: node scripts/backup.mjs [--schedule | --health]`);
    process.exit(2);
  }
  main().catch((err) => {
    warn(`ERROR: ${err instanceof BackupError ? err.message : `backup failed: ${err.message}`}`);
    process.exit(1);
  });
}
