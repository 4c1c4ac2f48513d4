// Small process helpers shared by start.mjs, e2e-server.mjs, test.mjs and the operator checks.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export const say = (msg) => process.stdout.write(`[fairleads] ${msg}\n`);
export const warn = (msg) => process.stderr.write(`[fairleads] ${msg}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Starts a long-running child with inherited stdout/stderr.
 * detached: own process group, so a terminal Ctrl-C reaches only the runner, which then stops
 * the child in order; stop() signals the whole group.
 * stopSignal: what stop() sends first. SIGINT for an API nobody balances: it then stops without
 * the notice period a load balancer needs (backend/src/main.ts).
 */
export function startChild(name, command, args, { env = process.env, detached = false, capture = false, stopSignal = 'SIGTERM' } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached,
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  if (capture) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  const exited = new Promise((resolve) => {
    child.once('error', (err) => resolve({ code: null, signal: null, error: err }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const handle = {
    name,
    child,
    detached,
    exited,
    get output() {
      return output;
    },
    get running() {
      return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
    },
    signal(sig) {
      if (!handle.running) return;
      try {
        if (detached) process.kill(-child.pid, sig);
        else child.kill(sig);
      } catch {}
    },
    /** stopSignal (SIGTERM), then SIGKILL after timeoutMs. */
    async stop(timeoutMs = 10_000) {
      if (!handle.running) return exited;
      handle.signal(stopSignal);
      let timer;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise((r) => (timer = setTimeout(r, timeoutMs, true))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        warn(`${name} did not stop within ${seconds(timeoutMs)}: killing it`);
        handle.signal('SIGKILL');
      }
      return exited;
    },
  };
  return handle;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** How a child ended, for a log line. */
export function describeExit({ code, signal, error }) {
  return error ? error.message : signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * A long-running child that comes back: once keepAlive() is called, an unexpected exit is logged
 * and the child started again after 1 s, then 2, 4 … up to maxDelayMs while it keeps failing (a
 * run of stableMs counts as healthy again). stop() ends it for good. Same handle shape as
 * startChild, so callers treat both alike.
 */
export function supervise(name, command, args, { firstDelayMs = 1_000, maxDelayMs = 30_000, stableMs = 60_000, ...options } = {}) {
  let current = startChild(name, command, args, options);
  let stopped = false;
  let restartTimer = null;
  let failures = 0;

  const watch = (handle, startedAt) => {
    handle.exited.then((how) => {
      if (stopped || handle !== current) return;
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - 1));
      warn(`the ${name} process exited unexpectedly (${describeExit(how)}); restarting it in ${seconds(delay)} (restart ${failures})`);
      restartTimer = setTimeout(() => {
        if (stopped) return;
        current = startChild(name, command, args, options);
        say(`${name} restarted (pid ${current.child.pid})`);
        watch(current, Date.now());
      }, delay);
    });
  };

  return {
    name,
    get child() {
      return current.child;
    },
    /** The first child's exit: while starting up, an exit is a failure to report, not to retry. */
    get exited() {
      return current.exited;
    },
    get running() {
      return current.running;
    },
    keepAlive() {
      watch(current, Date.now());
    },
    signal(sig) {
      current.signal(sig);
    },
    async stop(timeoutMs) {
      stopped = true;
      clearTimeout(restartTimer);
      return current.stop(timeoutMs);
    },
  };
}

/** Runs a command to completion; resolves { ok, code, ms, output }. */
export async function run(name, command, args, options = {}) {
  const t0 = Date.now();
  const handle = startChild(name, command, args, options);
  run.current.add(handle);
  const { code, signal, error } = await handle.exited;
  run.current.delete(handle);
  return { ok: code === 0, code, signal, error, ms: Date.now() - t0, output: handle.output };
}
/** Commands running right now (so a signal handler can stop them). */
run.current = new Set();

/** Polls GET url until it answers 200; gives up when a watched child exits or after timeoutMs. */
export async function waitForHealth(url, { timeoutMs = 120_000, children = [] } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    for (const c of children) {
      if (!c.running) throw new Error(`${c.name} exited before it became healthy`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      const body = await res.text();
      if (res.status === 200) {
        try {
          return JSON.parse(body);
        } catch {
          return {};
        }
      }
      last = `HTTP ${res.status} ${body.slice(0, 200)}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer 200 within ${seconds(timeoutMs)} (last: ${last})`);
}

/** postgres://user:secret@host/db -> postgres://user:***@host/db */
export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Newest modification time (ms) of the files under the given paths (skipping node_modules, dist). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist') return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) walk(path.resolve(ROOT, p));
  return newest;
}

export function mtime(file) {
  try {
    return fs.statSync(path.resolve(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
}

export function box(lines) {
  const width = Math.max(...lines.map((l) => l.length));
  const out = [`┌${'─'.repeat(width + 2)}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${'─'.repeat(width + 2)}┘`];
  return out.join('\n');
}

/**
 * Builds the backend and the SPA (with its server renderers) when an output is missing or older
 * than its sources: what the Dockerfile builds, for the runners that start the built product
 * (e2e-server.mjs, prod-check.mjs). mode: 'auto', 'always' or 'never' (the runner's setting,
 * named modeName in the log).
 */
export async function buildIfStale({ mode = 'auto', modeName = 'mode', isStopping = () => false } = {}) {
  if (mode === 'never') return;
  const targets = [
    ['backend', ['backend/dist/main.js'], ['backend/src', 'shared/src', 'backend/tsconfig.build.json', 'backend/package.json']],
    // the SPA and the server renderers (visitor pages, public SPA pages; the backend tests build
    // only these): either missing or older, build again
    [
      'frontend',
      ['frontend/dist/index.html', 'frontend/dist-ssr/visitor-server.cjs'],
      ['frontend/src', 'frontend/index.html', 'frontend/visitor.html', 'frontend/public', 'frontend/vite.config.ts', 'frontend/vite.ssr.config.ts', 'frontend/package.json', 'shared/src'],
    ],
  ];
  for (const [ws, outputs, sources] of targets) {
    const missing = outputs.find((output) => !mtime(output));
    const built = missing ? null : Math.min(...outputs.map(mtime));
    const why = mode === 'always' ? `${modeName}=always` : missing ? `${missing} is missing` : newestMtime(sources) > built ? 'sources changed since the last build' : null;
    if (!why) continue;
    say(`building ${ws} (${why}) …`);
    const r = await run(`${ws} build`, NPM, ['run', 'build', '-w', ws, '--silent'], { capture: true, detached: true });
    if (isStopping()) return;
    if (!r.ok) {
      process.stderr.write(r.output);
      throw new Error(`the ${ws} build failed (exit code ${r.code})`);
    }
    say(`✓ ${ws} built (${seconds(r.ms)})`);
  }
}

/** true for a file this process may execute. */
export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
