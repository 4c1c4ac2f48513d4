// What `make backup` (scripts/backup.mjs) and `make restore` (scripts/restore.mjs) share:
// settings, which database, pg_dump/pg_restore of a fitting version, the schema version of a
// database and of this code, SHA-256 and AES-256-GCM over streams, manifests, pruning, and the
// daily schedule's clock. docs/architecture.md ('Operations') says what a backup is.
//
// A backup is two files in BACKUP_DIR:
//   fairleads-<UTC time>.dump      pg_dump's custom format (or .dump.enc, encrypted)
//   fairleads-<UTC time>.json      the manifest: schema version, SHA-256 and size of the file as
//                                  stored, PostgreSQL and pg_dump versions, encryption
// Encrypted file: 'FLBK', format version 1, 12-byte IV, AES-256-GCM ciphertext, 16-byte tag
// (the first 17 bytes are authenticated too).

import { execFileSync } from 'node:child_process';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { runningEmbeddedPostgres } from './embedded-postgres.mjs';
import { ROOT, isExecutable, redactUrl, withClient } from './lib.mjs';

export const DAY_MS = 86_400_000;
export const MANIFEST_FORMAT = 'fairleads-backup/1';

/** A refusal or failure the operator reads as one sentence (no stack trace). */
export class BackupError extends Error {}

// ------------------------------------------------------------------------------------------ settings

const invalid = (name, why) => new BackupError(`Invalid setting ${name}: ${why}.`);

/**
 * The backup settings from the environment, checked: BACKUP_DIR (var/backups; relative paths
 * count from the repository root), BACKUP_KEEP_DAYS (14), BACKUP_ENCRYPTION_KEY (none),
 * BACKUP_TIME (02:30), TZ_BUSINESS (Europe/Berlin), PG_DUMP (none).
 */
export function backupSettings(env = process.env) {
  const dir = path.resolve(ROOT, env.BACKUP_DIR || path.join('var', 'backups'));

  const keepText = env.BACKUP_KEEP_DAYS ?? '';
  const keepDays = keepText === '' ? 14 : Number(keepText);
  if (!/^\d+$/.test(keepText || '14') || keepDays < 1 || keepDays > 3650) throw invalid('BACKUP_KEEP_DAYS', 'must be a whole number of days between 1 and 3650');

  const time = env.BACKUP_TIME || '02:30';
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!t) throw invalid('BACKUP_TIME', 'must be a time of day as HH:MM, e.g. 02:30');

  const timeZone = env.TZ_BUSINESS || 'Europe/Berlin';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw invalid('TZ_BUSINESS', 'must be an IANA time zone such as Europe/Berlin');
  }

  const key = env.BACKUP_ENCRYPTION_KEY ? parseKey(env.BACKUP_ENCRYPTION_KEY) : null;

  const pgDump = env.PG_DUMP || null;
  if (pgDump && !isExecutable(pgDump)) throw invalid('PG_DUMP', `${pgDump} is not an executable file`);

  return { dir, keepDays, time, hour: Number(t[1]), minute: Number(t[2]), timeZone, key, pgDump };
}

/** BACKUP_ENCRYPTION_KEY: 32 bytes in base64 (`openssl rand -base64 32`). */
export function parseKey(text) {
  const clean = String(text).trim();
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(clean) ? Buffer.from(clean, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw invalid('BACKUP_ENCRYPTION_KEY', 'must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`');
  return key;
}

/**
 * A short name of a key, kept in the manifest: restore tells a wrong key from a damaged file
 * before decrypting anything. One-way (a hash), so it gives nothing away about a random key.
 */
export function keyId(key) {
  return createHash('sha256').update('fairleads-backup-key-id\0').update(key).digest('hex').slice(0, 16);
}

// ------------------------------------------------------------------------------------------ database

/**
 * The database the tools work on: DATABASE_URL, else the embedded PostgreSQL of a running
 * `make start` (./var/pg, database fairleads).
 */
export function targetDatabase(env = process.env) {
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\/.+/.test(env.DATABASE_URL)) throw invalid('DATABASE_URL', 'must be a PostgreSQL connection string such as postgres://user:password@host:5432/database');
    return { url: env.DATABASE_URL, label: redactUrl(env.DATABASE_URL) };
  }
  const url = runningEmbeddedPostgres({ dataDir: path.join(ROOT, 'var', 'pg'), database: 'fairleads' });
  if (!url) {
    throw new BackupError(
      "No DATABASE_URL is set and make start's embedded PostgreSQL (./var/pg) is not running: start it with `make start` (in another terminal), or set DATABASE_URL.",
    );
  }
  return { url, label: `make start's embedded PostgreSQL (${redactUrl(url)})` };
}

export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/**
 * For a child process (pg_dump, pg_restore): the URL without its password, which goes into
 * PGPASSWORD instead, so it does not show in the process list.
 */
export function connectionForTool(url, env = process.env) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const childEnv = { ...env };
  if (password) childEnv.PGPASSWORD = password;
  return { dbname: u.toString(), env: childEnv };
}

/** The server's version: { text: '15.20', major: 15 }. */
export async function serverVersion(client) {
  const { rows } = await client.query("SELECT current_setting('server_version_num')::int AS num, current_setting('server_version') AS text");
  return { text: rows[0].text.split(' ')[0], major: Math.floor(rows[0].num / 10000) };
}

/**
 * The database's schema version: its newest applied TypeORM migration (schema_migrations, see
 * backend/src/database/typeorm-options.ts), and the timestamps of all it applied. null when the
 * database has no FairLeads schema.
 */
export async function schemaVersion(client) {
  const { rows: [has] } = await client.query("SELECT to_regclass('public.schema_migrations') IS NOT NULL AS has");
  if (!has.has) return null;
  const { rows } = await client.query('SELECT "timestamp"::text AS timestamp, name FROM schema_migrations ORDER BY "timestamp" DESC, id DESC');
  if (!rows.length) return null;
  return { name: rows[0].name, timestamp: Number(rows[0].timestamp), migrations: rows.length, applied: rows.map((r) => Number(r.timestamp)) };
}

/** Tables, views and sequences outside PostgreSQL's own schemas: what makes a database non-empty. */
export async function userRelations(client) {
  const { rows } = await client.query(`
    SELECT n.nspname AS schema, c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY c.relkind = 'S', n.nspname, c.relname`);
  return rows.map((r) => (r.schema === 'public' ? r.name : `${r.schema}.${r.name}`));
}

// ------------------------------------------------------------------------------------------ this code's schema

/**
 * The migrations this code knows, oldest first: from backend/src/database/migrations (a
 * checkout) or backend/dist/database/migrations (the image). File `<timestamp>-<Name>.ts` holds
 * the migration named `<Name><timestamp>`.
 */
export function knownMigrations(root = ROOT) {
  for (const dir of ['backend/src/database/migrations', 'backend/dist/database/migrations']) {
    let files;
    try {
      files = fs.readdirSync(path.join(root, dir));
    } catch {
      continue;
    }
    const found = files
      .map((f) => /^(\d+)-(.+)\.(ts|js)$/.exec(f))
      .filter((m) => m && !m[2].endsWith('.d'))
      .map((m) => ({ timestamp: Number(m[1]), name: `${m[2]}${m[1]}` }))
      .sort((a, b) => a.timestamp - b.timestamp);
    if (found.length) return found;
  }
  throw new BackupError('No migrations found in backend/src/database/migrations or backend/dist/database/migrations: run this from the FairLeads directory.');
}

// ------------------------------------------------------------------------------------------ pg_dump, pg_restore

function toolVersion(file) {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    const m = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(out) ?? /(\d+)(?:\.(\d+))?/.exec(out);
    return m ? { text: m[2] === undefined ? m[1] : `${m[1]}.${m[2]}`, major: Number(m[1]), minor: Number(m[2] ?? 0) } : null;
  } catch {
    return null;
  }
}

/** Every pg_dump (or pg_restore) on offer: beside PG_DUMP, on PATH, in /usr/lib/postgresql/<n>/bin. */
export function toolCandidates(tool, { pgDump = null, env = process.env } = {}) {
  const files = [];
  if (pgDump) files.push(tool === 'pg_dump' ? pgDump : path.join(path.dirname(pgDump), tool));
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) files.push(path.join(dir, tool));
  try {
    for (const v of fs.readdirSync('/usr/lib/postgresql')) files.push(path.join('/usr/lib/postgresql', v, 'bin', tool));
  } catch {}
  const seen = new Set();
  const found = [];
  for (const file of files) {
    if (!isExecutable(file)) continue;
    const real = fs.realpathSync(file);
    // Debian's /usr/bin/pg_dump is a wrapper script (pg_wrapper) shared by all versions: one
    // entry per directory then (/bin is /usr/bin), not per target
    const key = path.basename(real) === tool ? real : path.join(fs.realpathSync(path.dirname(file)), tool);
    if (seen.has(key)) continue;
    seen.add(key);
    const version = toolVersion(file);
    if (version) found.push({ path: file, ...version });
  }
  return found;
}

/**
 * The newest pg_dump/pg_restore on offer, refused (with what to install) when it is older than
 * `minMajor`: pg_dump must be of the server's major version or newer, pg_restore of the dump's.
 */
export function findTool(tool, minMajor, { pgDump = null, env = process.env, why = `the PostgreSQL ${minMajor} server` } = {}) {
  const found = toolCandidates(tool, { pgDump, env }).sort((a, b) => b.major - a.major || b.minor - a.minor);
  if (pgDump && tool === 'pg_dump' && !found.some((c) => c.path === pgDump)) throw invalid('PG_DUMP', `${pgDump} does not answer --version as pg_dump does`);
  const install = `install postgresql-client-${minMajor} from the PostgreSQL project's apt repository (apt.postgresql.org, see https://wiki.postgresql.org/wiki/Apt), or set PG_DUMP to a pg_dump of version ${minMajor} or newer (pg_restore is taken from the same directory)`;
  if (!found.length) throw new BackupError(`No ${tool} found (PG_DUMP, PATH, /usr/lib/postgresql/*/bin): ${install}.`);
  const best = found[0];
  if (best.major < minMajor) {
    throw new BackupError(`${tool} ${best.text} (${best.path}, the newest found) is older than ${why}, and ${tool} must be of that major version or newer: ${install}.`);
  }
  return best;
}

// ------------------------------------------------------------------------------------------ checksums, encryption

/** SHA-256 and size of a file, streamed. */
export async function hashFile(file) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A pipeline step that hashes what passes through; read .sha256 and .bytes after the pipeline. */
export function hashingStep() {
  const hash = createHash('sha256');
  const step = async function* (source) {
    for await (const chunk of source) {
      hash.update(chunk);
      step.bytes += chunk.length;
      yield chunk;
    }
    step.sha256 = hash.digest('hex');
  };
  step.bytes = 0;
  step.sha256 = null;
  return step;
}

const MAGIC = Buffer.from('FLBK');
const ENCRYPTION_VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 12;
const TAG_BYTES = 16;

/** A pipeline step that encrypts with AES-256-GCM: header, ciphertext, tag. */
export function encryptingStep(key) {
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([ENCRYPTION_VERSION]), iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  return async function* (source) {
    yield header;
    for await (const chunk of source) {
      const out = cipher.update(chunk);
      if (out.length) yield out;
    }
    const last = cipher.final();
    if (last.length) yield last;
    yield cipher.getAuthTag();
  };
}

/**
 * The plain text of an encrypted backup, streamed. It ends with a BackupError instead of its last
 * chunk when GCM's tag does not prove the whole file authentic under `key`: whatever read the
 * stream must not use what it got until the stream ended without error.
 */
export async function decryptingStream(file, key) {
  const fh = await fsp.open(file, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  let size;
  try {
    size = (await fh.stat()).size;
    if (size >= HEADER_BYTES + TAG_BYTES) {
      await fh.read(header, 0, HEADER_BYTES, 0);
      await fh.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    }
  } finally {
    await fh.close();
  }
  if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${path.basename(file)} is not an encrypted FairLeads backup.`);
  if (header[MAGIC.length] !== ENCRYPTION_VERSION) throw new BackupError(`${path.basename(file)} is encrypted in format ${header[MAGIC.length]}, which this FairLeads does not know (it knows ${ENCRYPTION_VERSION}).`);
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 1));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  // an empty ciphertext makes end < start, which createReadStream refuses
  const body = size - TAG_BYTES > HEADER_BYTES ? fs.createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }) : [];
  return (async function* () {
    for await (const chunk of body) {
      const out = decipher.update(chunk);
      if (out.length) yield out;
    }
    let last;
    try {
      last = decipher.final();
    } catch {
      throw new BackupError(`${path.basename(file)} does not decrypt with this BACKUP_ENCRYPTION_KEY: it is not the key the backup was made with, or the file was changed.`);
    }
    if (last.length) yield last;
  })();
}

/**
 * Decrypts `file` into `to` (created, mode 0600) and returns only once GCM's tag proved the
 * whole file authentic under `key`; otherwise `to` is removed and a BackupError says why.
 */
export async function decryptFile(file, to, key) {
  const plain = await decryptingStream(file, key);
  try {
    await pipeline(plain, fs.createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    if (err.code !== 'EEXIST') await fsp.rm(to, { force: true });
    throw err;
  }
}

// ------------------------------------------------------------------------------------------ files, manifests

/** 2026-11-28T14:24:16.123Z → 20261128T142416Z (ISO 8601's basic format: no ':' in file names). */
export const fileStamp = (date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll('-', '').replaceAll(':', '');

const BACKUP_NAME = /^(fairleads-[0-9TZ]+(?:-\d+)?)\.(dump|dump\.enc|json)$/;

/** The manifest beside a dump: fairleads-X.dump(.enc) → fairleads-X.json; a manifest names itself. */
export function manifestPathFor(file) {
  const m = /^(.*)\.(dump|dump\.enc|json)$/.exec(file);
  return m ? `${m[1]}.json` : `${file}.json`;
}

/** Written under a temporary name, then renamed into place: a half-written manifest never exists. */
export async function writeManifest(file, manifest) {
  const tmp = `${file}.tmp`;
  await fsp.writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o644 });
  await fsp.rename(tmp, file);
}

export async function readManifest(file) {
  let text;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const manifest = JSON.parse(text);
    return manifest?.format === MANIFEST_FORMAT ? manifest : { unreadable: `${path.basename(file)} is not a FairLeads backup manifest (${MANIFEST_FORMAT})` };
  } catch {
    return { unreadable: `${path.basename(file)} is not valid JSON` };
  }
}

/**
 * The backups in a directory, newest first: each manifest with its file, whether that file is
 * there with the size the manifest names (good), and dumps that have no manifest (orphans).
 */
export async function listBackups(dir) {
  let names;
  try {
    names = await fsp.readdir(dir);
  } catch (err) {
    if (err.code === 'ENOENT') return { backups: [], orphans: [], leftovers: [] };
    throw err;
  }
  const backups = [];
  const named = new Set();
  for (const name of names.filter((n) => BACKUP_NAME.exec(n)?.[2] === 'json')) {
    const manifestPath = path.join(dir, name);
    const manifest = await readManifest(manifestPath);
    if (!manifest || manifest.unreadable) continue;
    const filePath = path.join(dir, path.basename(String(manifest.file ?? '')));
    named.add(path.basename(filePath));
    const stat = await fsp.stat(filePath).catch(() => null);
    const createdAt = new Date(manifest.createdAt);
    backups.push({ manifestPath, filePath, manifest, createdAt, good: Boolean(stat && stat.size === manifest.bytes) && !Number.isNaN(createdAt.getTime()) });
  }
  backups.sort((a, b) => b.createdAt - a.createdAt);
  const orphans = [];
  const leftovers = [];
  for (const name of names) {
    const m = BACKUP_NAME.exec(name);
    if (m && m[2] !== 'json' && !named.has(name)) orphans.push(path.join(dir, name));
    if (/^\.?fairleads-.*\.tmp$/.test(name)) leftovers.push(path.join(dir, name));
  }
  return { backups, orphans, leftovers };
}

/** The newest good backup in a directory, or null. */
export async function newestGoodBackup(dir) {
  return (await listBackups(dir)).backups.find((b) => b.good) ?? null;
}

/**
 * Removes backups older than keepDays (manifest and file), dumps without a manifest older than
 * that, and temporary files of runs that died more than a day ago. The newest good backup stays
 * whatever its age. Returns the names removed.
 */
export async function pruneBackups(dir, keepDays, now = new Date()) {
  const { backups, orphans, leftovers } = await listBackups(dir);
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const newestGood = backups.find((b) => b.good);
  const removed = [];
  const remove = async (file) => {
    await fsp.rm(file, { force: true });
    removed.push(path.basename(file));
  };
  for (const b of backups) {
    if (b === newestGood || !(b.createdAt.getTime() < cutoff)) continue;
    await remove(b.filePath);
    await remove(b.manifestPath);
  }
  for (const file of orphans) {
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) await remove(file);
  }
  for (const file of leftovers) {
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < now.getTime() - DAY_MS) await remove(file);
  }
  return removed.filter((name, i) => removed.indexOf(name) === i);
}

// ------------------------------------------------------------------------------------------ the schedule's clock

// The wall-clock arithmetic of backend/src/common/time/business-time.ts (wallTimeMs, zonedTime),
// which a script cannot import from the TypeScript sources.
const formatters = new Map();
function wallTimeMs(instant, timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** The instant the wall clock in timeZone shows hour:minute on the calendar day of wallDayMs; in a DST gap the first instant after it. */
function zonedTime(wallDayMs, hour, minute, timeZone) {
  const d = new Date(wallDayMs);
  const wall = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
  const first = wall - (wallTimeMs(wall, timeZone) - wall);
  const second = wall - (wallTimeMs(first, timeZone) - first);
  return wallTimeMs(second, timeZone) >= wall ? second : first;
}

/**
 * The next run after `now`: hour:minute on the wall clock of timeZone, today if the clock there
 * has not reached it yet, else tomorrow. Once per calendar day, also in the night 02:30 comes
 * twice (autumn); where it does not exist (spring), the same time after the gap.
 */
export function nextRunAt(now, { hour, minute, timeZone }) {
  const wallNow = wallTimeMs(now.getTime(), timeZone);
  const d = new Date(wallNow);
  const todayAt = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
  return new Date(zonedTime(wallNow < todayAt ? wallNow : wallNow + DAY_MS, hour, minute, timeZone));
}

// ------------------------------------------------------------------------------------------ small things

export function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} kB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

export function formatAge(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 2 * 86_400) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} days`;
}

export { withClient };
