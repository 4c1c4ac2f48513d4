#!/usr/bin/env node
// `make restore FILE=var/backups/fairleads-<time>.dump[.enc] [FORCE=1]`: a backup of
// scripts/backup.mjs back into a database (DATABASE_URL, else make start's running embedded
// PostgreSQL), then the migrations this code has and the backup had not.
//
//   node scripts/restore.mjs <backup file or its manifest> [--force]     (FORCE=1 = --force)
//
// Refused, before anything in the database changes, when: the manifest beside the file is
// missing; the file's SHA-256 or size differs from the manifest's; the backup comes from a newer
// FairLeads (its schema names a migration this code does not have); it is encrypted and
// BACKUP_ENCRYPTION_KEY is unset or another key; pg_restore is older than the dump's pg_dump or
// the server; the database has tables, or other sessions are connected to it (unless forced:
// then everything in it is dropped first). An encrypted file is decrypted into a temporary file
// under TMPDIR and used only after its GCM tag proved it authentic; pg_restore runs in one
// transaction (--single-transaction), so a failing restore leaves the database as it found it.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import {
  BackupError,
  connectionForTool,
  databaseName,
  decryptFile,
  findTool,
  formatBytes,
  hashFile,
  keyId,
  knownMigrations,
  manifestPathFor,
  parseKey,
  readManifest,
  schemaVersion,
  serverVersion,
  targetDatabase,
  userRelations,
} from './backup-lib.mjs';
import { NPM, ROOT, mtime, newestMtime, run, say, seconds, warn, withClient } from './lib.mjs';

const refuse = (why) => new BackupError(`restore refused: ${why}`);

function runCaptured(file, args, env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', (error) => resolve({ code: null, output: error.message }));
    child.once('close', (code, signal) => resolve({ code, signal, output }));
  });
}

/** The backend's migration runner, built first when the checkout's sources are newer (the image has no sources). */
async function ensureMigrationRunner() {
  const runner = 'backend/dist/database/migrate.js';
  const sources = ['backend/src', 'shared/src', 'backend/tsconfig.build.json', 'backend/package.json'];
  const haveSources = fs.existsSync(path.join(ROOT, 'backend/src'));
  if (!haveSources && !mtime(runner)) throw new BackupError(`${runner} is missing and there are no sources to build it from.`);
  if (haveSources && (!mtime(runner) || newestMtime(sources) > mtime('backend/dist/main.js'))) {
    say(`building the backend for its migrations (${mtime(runner) ? 'sources changed since the last build' : `${runner} is missing`}) …`);
    const r = await run('backend build', NPM, ['run', 'build', '-w', 'backend', '--silent'], { capture: true });
    if (!r.ok) {
      process.stderr.write(r.output);
      throw new BackupError(`the backend build failed (exit code ${r.code}); the data is restored, the migrations did not run: fix the build and run \`node ${runner}\`.`);
    }
  }
  return path.join(ROOT, runner);
}

/**
 * Restores `fileArg` into the target database. Resolves a summary; throws a BackupError (a
 * refusal or a failure, one sentence) otherwise.
 */
export async function restore(fileArg, { force = false, env = process.env } = {}) {
  const t0 = Date.now();
  if (!fileArg) throw new BackupError('which backup? make restore FILE=var/backups/fairleads-<time>.dump (or .dump.enc, or its .json manifest).');
  const given = path.resolve(fileArg);
  if (!fs.existsSync(given)) throw new BackupError(`${fileArg} does not exist.`);

  // 1. The manifest, and the file it describes
  const manifestPath = manifestPathFor(given);
  const manifest = await readManifest(manifestPath);
  if (!manifest) throw refuse(`${path.basename(manifestPath)}, the manifest beside ${path.basename(given)}, is missing: without it the backup's checksum and schema version are unknown (a backup without its manifest is not a backup).`);
  if (manifest.unreadable) throw refuse(`${manifest.unreadable}.`);
  const file = given === manifestPath ? path.join(path.dirname(manifestPath), path.basename(String(manifest.file))) : given;
  if (path.basename(file) !== manifest.file) throw refuse(`the manifest ${path.basename(manifestPath)} describes ${manifest.file}, not ${path.basename(file)}.`);
  if (!fs.existsSync(file)) throw refuse(`${manifest.file}, the file the manifest describes, is missing.`);

  // 2. From this FairLeads or an older one
  const known = knownMigrations();
  const newest = known[known.length - 1];
  const theirs = manifest.schemaVersion ?? {};
  if (!(Number(theirs.timestamp) <= newest.timestamp)) {
    throw refuse(
      `the backup comes from a newer FairLeads than this one: its schema is at migration ${theirs.name}, this code's newest is ${newest.name}. Restore it with that FairLeads version (or a newer one).`,
    );
  }

  // 3. The key, before any work
  let key = null;
  if (manifest.encrypted) {
    if (!env.BACKUP_ENCRYPTION_KEY) throw refuse(`${manifest.file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with.`);
    key = parseKey(env.BACKUP_ENCRYPTION_KEY);
    if (manifest.encryption?.keyId && keyId(key) !== manifest.encryption.keyId) {
      throw refuse(`BACKUP_ENCRYPTION_KEY is not the key ${manifest.file} was made with (that key's id is ${manifest.encryption.keyId}, this one's ${keyId(key)}).`);
    }
  }

  // 4. The file as it was written
  say(`checking ${manifest.file} (${formatBytes(manifest.bytes)}) against its manifest …`);
  const stored = await hashFile(file);
  if (stored.sha256 !== manifest.sha256 || stored.bytes !== manifest.bytes) {
    throw refuse(
      `${manifest.file} is not the file its manifest describes (SHA-256 ${stored.sha256.slice(0, 16)}…, ${stored.bytes} bytes; the manifest says ${String(manifest.sha256).slice(0, 16)}…, ${manifest.bytes} bytes): it was damaged or changed.`,
    );
  }

  // 5. The database: there, empty and nobody in it; a pg_restore that reads the dump
  const db = targetDatabase(env);
  const name = databaseName(db.url);
  const state = await withClient(db.url, async (c) => {
    const version = await serverVersion(c);
    const relations = await userRelations(c);
    const { rows } = await c.query(
      `SELECT coalesce(nullif(application_name, ''), 'unnamed') AS app, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' GROUP BY 1 ORDER BY 1`,
    );
    return { version, relations, sessions: rows };
  }).catch((err) => {
    if (err.code === '3D000') throw new BackupError(`database ${name} does not exist on the server: create it first (CREATE DATABASE ${name}).`);
    if (err instanceof BackupError) throw err;
    throw new BackupError(`the database does not answer (${db.label}): ${err.message}`);
  });
  const dumpMajor = Number.parseInt(manifest.pgDumpVersion, 10) || 0;
  const minMajor = Math.max(state.version.major, dumpMajor);
  const pgRestore = findTool('pg_restore', minMajor, {
    pgDump: env.PG_DUMP || null,
    env,
    why: dumpMajor > state.version.major ? `the pg_dump ${manifest.pgDumpVersion} that wrote the backup` : `the PostgreSQL ${state.version.major} server`,
  });
  const sessions = state.sessions.reduce((n, s) => n + s.n, 0);
  if (sessions && !force) {
    throw refuse(
      `${sessions} other session${sessions === 1 ? ' is' : 's are'} connected to database ${name} (${state.sessions.map((s) => `${s.app} ×${s.n}`).join(', ')}): stop the API, the workers and the backup service first, or set FORCE=1.`,
    );
  }
  if (state.relations.length && !force) {
    const some = state.relations.slice(0, 5).join(', ');
    throw refuse(
      `database ${name} is not empty (${state.relations.length} tables, views or sequences, e.g. ${some}): restore into an empty database, or set FORCE=1 to drop everything in it first.`,
    );
  }
  say(`into database ${name} (${db.label}, PostgreSQL ${state.version.text}) with pg_restore ${pgRestore.text}; backup of ${manifest.createdAt}, schema ${theirs.name}`);

  const tmp = key ? await fsp.mkdtemp(path.join(os.tmpdir(), 'fairleads-restore-')) : null;
  try {
    // 6. Decrypted and proven authentic before the database is touched
    let source = file;
    if (key) {
      source = path.join(tmp, manifest.file.replace(/\.enc$/, ''));
      const t = Date.now();
      await decryptFile(file, source, key);
      say(`✓ decrypted and authenticated (${seconds(Date.now() - t)})`);
    }

    // 7. Replace what is there (forced), then restore in one transaction
    if (state.relations.length || sessions) {
      await withClient(db.url, async (c) => {
        await c.query('BEGIN');
        if (sessions) await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        const { rows } = await c.query(
          `SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
        );
        for (const { nspname } of rows) await c.query(`DROP SCHEMA ${c.escapeIdentifier(nspname)} CASCADE`);
        await c.query('CREATE SCHEMA public');
        // as a fresh database has it (PostgreSQL 15+: owned by the database's owner, usable by all)
        await c.query('SAVEPOINT owner');
        await c.query('ALTER SCHEMA public OWNER TO pg_database_owner').catch(() => c.query('ROLLBACK TO SAVEPOINT owner')); // before PostgreSQL 14: stays ours
        await c.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
        await c.query('COMMIT');
      }).catch((err) => {
        throw new BackupError(`database ${name} could not be emptied (FORCE): ${err.message}; nothing was changed.`);
      });
      say(`FORCE: dropped everything in database ${name}${sessions ? ` and ended ${sessions} session(s)` : ''}`);
    }
    const t = Date.now();
    const { dbname, env: toolEnv } = connectionForTool(db.url, env);
    const r = await runCaptured(pgRestore.path, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--no-password', `--dbname=${dbname}`, source], toolEnv);
    if (r.code !== 0) {
      throw new BackupError(`pg_restore failed (${r.signal ? `signal ${r.signal}` : `exit code ${r.code}`}); nothing was restored (one transaction): ${r.output.trim().split('\n').slice(-5).join(' ')}`);
    }
    say(`✓ restored (${seconds(Date.now() - t)})`);
  } finally {
    if (tmp) await fsp.rm(tmp, { recursive: true, force: true });
  }

  // 8. What the backup said it holds, then this code's pending migrations
  const restored = await withClient(db.url, (c) => schemaVersion(c));
  if (restored?.name !== theirs.name) throw new BackupError(`the restored schema is at ${restored?.name ?? 'nothing'}, but the manifest says ${theirs.name}: the manifest does not belong to this dump.`);
  const applied = new Set(restored.applied);
  const pending = known.filter((m) => !applied.has(m.timestamp));
  let migrated = [];
  if (pending.length) {
    say(`running ${pending.length} pending migration${pending.length === 1 ? '' : 's'} (${pending.map((m) => m.name).join(', ')}) …`);
    const runner = await ensureMigrationRunner();
    const m = await runCaptured(process.execPath, [runner], { ...env, DATABASE_URL: db.url });
    process.stdout.write(m.output);
    if (m.code !== 0) throw new BackupError(`the data is restored, but the migrations failed (exit code ${m.code}); see the output above.`);
    migrated = pending.map((p) => p.name);
  }
  const after = await withClient(db.url, (c) => schemaVersion(c));
  return { file, manifest, database: name, where: db.label, pgRestore: pgRestore.text, migrated, schemaVersion: after.name, durationMs: Date.now() - t0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force') || /^(1|true|yes)$/i.test(process.env.FORCE ?? '');
  const fileArg = args.find((a) => !a.startsWith('--'));
  restore(fileArg, { force })
    .then((r) => {
      say(
        `✓ ${r.manifest.file} restored into database ${r.database} in ${seconds(r.durationMs)}; ` +
          (r.migrated.length ? `then migrated to ${r.schemaVersion} (${r.migrated.length} migration${r.migrated.length === 1 ? '' : 's'})` : `schema ${r.schemaVersion}, no migration pending`),
      );
    })
    .catch((err) => {
      warn(`ERROR: ${err instanceof BackupError ? err.message : `restore failed: ${err.message}`}`);
      process.exit(1);
    });
}
