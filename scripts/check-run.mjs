// The harness of the operator checks (make backup-check, upgrade-check, prod-check): checks with
// figures, timed phases, processes in their own process groups with log files, throw-away
// databases, a deadline, Ctrl-C, and var/<name>/report.md + report.json. What a check proves,
// and how it stops its processes when they need an order, stays in its script.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, redactUrl, say, seconds, sleep, warn, withClient, withDatabase } from './lib.mjs';

/** An error the operator can act on: the run ends with its message alone, without a stack. */
export class Refusal extends Error {}

export async function createDatabase(adminUrl, name) {
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
}

/**
 * Databases a killed run left behind: named <prefix><Date.now()>[_…] and older than maxAgeMs
 * (a younger one may belong to a run going on now).
 */
export async function dropLeftovers(adminUrl, prefix, maxAgeMs) {
  await withClient(adminUrl, async (c) => {
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
    for (const { datname } of rows) {
      const ts = Number(datname.slice(prefix.length).split('_')[0]);
      if (Number.isFinite(ts) && Date.now() - ts > maxAgeMs) {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(datname)} WITH (FORCE)`).catch(() => {});
        say(`dropped leftover database ${datname}`);
      }
    }
  });
}

function tryKill(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {}
}

/**
 * finish's default way to stop what still runs: each long-running process SIGTERM, SIGKILL after
 * 15 s; a command (a build, npm ci or migration in progress) SIGTERM only.
 */
function stopEverything({ processes, stopProcess }) {
  return Promise.all(
    [...processes].map((h) => {
      if (!h.command) return stopProcess(h, { timeoutMs: 15_000 });
      h.signal('SIGTERM');
      return null;
    }),
  );
}

/**
 * One run of an operator check.
 *   name        'backup-check': log lines, the report's title (make <name>), var/<name>
 *   deadlineMs  the run gives up after it (a failed run)
 *   report      the report's own fields, in report.json after startedAt, durationMs and machine
 *               (checks and notes are added when missing, phases when a phase runs)
 *   markdown    (report) => { run, intro, sections, footer }: report.md is the title, the run line
 *               (+ run), intro lines, the table of checks, sections, the notes, the footer line
 *   keepInOutDir  entries of var/<name> kept from the last run (the rest is cleared at start)
 *   stop        ({ processes, stopProcess }) => how finish stops what still runs (stopEverything)
 * main(fn) runs fn and finishes: exit 0 when every check passed, else 1 (also after an error, the
 * deadline, SIGINT or SIGTERM: each adds a failed check 'run' unless a check failed already).
 */
export function createCheckRun({ name, deadlineMs, report: fields = {}, markdown, keepInOutDir = [], outDir = path.join(ROOT, 'var', name), stop = stopEverything }) {
  const logDir = path.join(outDir, 'logs');
  const started = Date.now();
  const report = { startedAt: new Date().toISOString(), durationMs: 0, machine: { cpus: os.cpus().length, node: process.version }, ...fields };
  report.checks ??= [];
  report.notes ??= [];
  /** What runs now: long-running processes and commands, each in its own process group. */
  const processes = new Set();
  /** name -> { adminUrl, keepOnFailure } of the databases finish drops. */
  const databases = new Map();
  const cleanups = [];
  let finishing = false;

  function check(checkName, ok, figure, details = {}) {
    report.checks.push({ name: checkName, ok, figure, details });
    (ok ? say : warn)(`${ok ? '✓' : '✗'} ${checkName}: ${figure}`);
  }

  /** Runs fn as a named phase; its time goes to the report. */
  async function phase(phaseName, fn) {
    const t0 = Date.now();
    say(`${phaseName} …`);
    try {
      return await fn();
    } finally {
      (report.phases ??= {})[phaseName] = Date.now() - t0;
    }
  }

  // nothing may outlive the clean-up
  function refuseWhenStopping(what) {
    if (finishing) throw new Error(`not starting ${what}: ${name} is stopping`);
  }

  /** A command to its end, output also to logs/<name>.log; answers { code, signal, output, ms }. */
  function runLogged(what, command, args, { cwd = ROOT, env = process.env } = {}) {
    refuseWhenStopping(what);
    const t0 = Date.now();
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const handle = { name: what, command: true, signal: (sig) => child.exitCode === null && tryKill(-child.pid, sig) };
    processes.add(handle);
    let output = '';
    const collect = (d) => {
      output += d;
      fs.appendFileSync(path.join(logDir, `${what}.log`), d);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    return new Promise((resolve) => {
      child.once('error', (err) => resolve({ code: null, output: err.message, ms: Date.now() - t0 }));
      child.once('close', (code, signal) => {
        processes.delete(handle);
        resolve({ code, signal, output, ms: Date.now() - t0 });
      });
    });
  }

  /** A long-running process (an API, a worker, Redis …), output to logs/<name>.log. */
  function startProcess(what, command, args, { cwd = ROOT, env = process.env } = {}) {
    refuseWhenStopping(what);
    const log = fs.openSync(path.join(logDir, `${what}.log`), 'a');
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const handle = {
      name: what,
      pid: child.pid,
      exited,
      get running() {
        return child.exitCode === null && child.signalCode === null;
      },
      signal(sig) {
        if (handle.running) tryKill(-child.pid, sig);
      },
    };
    processes.add(handle);
    exited.then(() => processes.delete(handle));
    return handle;
  }

  /** signal (SIGTERM), SIGKILL after timeoutMs; answers how it exited. */
  async function stopProcess(handle, { signal = 'SIGTERM', timeoutMs = 15_000 } = {}) {
    if (!handle?.running) return handle?.exited;
    handle.signal(signal);
    const result = await Promise.race([handle.exited, sleep(timeoutMs).then(() => null)]);
    if (result) return result;
    warn(`${handle.name} did not stop within ${seconds(timeoutMs)}: SIGKILL`);
    handle.signal('SIGKILL');
    return handle.exited;
  }

  /** A database finish drops; keepOnFailure: kept (and named in the report) when a check failed. */
  async function createRunDatabase(adminUrl, database, { keepOnFailure = false } = {}) {
    const url = await createDatabase(adminUrl, database);
    databases.set(database, { adminUrl, keepOnFailure });
    return url;
  }

  async function dropRunDatabase(database) {
    await dropDatabase(databases.get(database).adminUrl, database);
    databases.delete(database);
  }

  function writeJson(file, value) {
    fs.writeFileSync(path.join(outDir, file), `${JSON.stringify(value, null, 2)}\n`);
  }

  function writeReport() {
    report.durationMs = Date.now() - started;
    fs.mkdirSync(outDir, { recursive: true });
    writeJson('report.json', report);
    const { run = '', intro = [], sections = [], footer } = markdown(report);
    const lines = [
      `# make ${name}`,
      '',
      `Run ${report.startedAt} · ${seconds(report.durationMs)} · ${report.machine.cpus} cores · Node ${report.machine.node}${run}`,
      '',
      ...intro,
      '| Check | Result | Figure |',
      '| --- | --- | --- |',
      ...report.checks.map((c) => `| ${c.name} | ${c.ok ? 'passed' : '**FAILED**'} | ${c.figure.replaceAll('|', '\\|')} |`),
      '',
      ...sections,
    ];
    if (report.notes.length) lines.push('Notes:', '', ...report.notes.map((n) => `- ${n}`), '');
    lines.push(footer, '');
    fs.writeFileSync(path.join(outDir, 'report.md'), lines.join('\n'));
  }

  /** Stops everything, drops the databases, writes the report and exits (once). */
  async function finish(code, reason) {
    if (finishing) return;
    finishing = true;
    if (reason) {
      warn(reason);
      report.notes.push(reason);
      if (code !== 0 && !report.checks.some((c) => !c.ok)) report.checks.push({ name: 'run', ok: false, figure: reason });
    }
    await stop({ processes, stopProcess });
    for (const fn of cleanups) await Promise.resolve().then(fn).catch((err) => warn(`clean-up: ${err.message}`));
    const failed = report.checks.filter((c) => !c.ok);
    for (const [database, { adminUrl, keepOnFailure }] of databases) {
      if (keepOnFailure && failed.length) {
        report.notes.push(`The database ${database} is kept for a look (${redactUrl(withDatabase(adminUrl, database))}); drop it with: psql '${redactUrl(adminUrl)}' -c 'DROP DATABASE "${database}"'`);
        warn(`kept database ${database} for a look`);
      } else {
        await dropRunDatabase(database).catch((err) => warn(`could not drop ${database}: ${err.message}`));
      }
    }
    writeReport();
    say(`${name} ${failed.length ? `FAILED (${failed.map((c) => c.name).join(', ')})` : 'passed'}: ${report.checks.length - failed.length}/${report.checks.length} checks in ${seconds(report.durationMs)}; report: ${path.relative(ROOT, outDir)}/report.md`);
    process.exit(failed.length ? 1 : code);
  }

  /** Clears var/<name>, arms the deadline and Ctrl-C, runs fn and finishes. */
  function main(fn) {
    process.on('SIGINT', () => finish(130, 'interrupted (SIGINT): stopping everything'));
    process.on('SIGTERM', () => finish(143, 'terminated (SIGTERM): stopping everything'));
    const body = async () => {
      fs.mkdirSync(outDir, { recursive: true });
      for (const f of fs.readdirSync(outDir)) if (!keepInOutDir.includes(f)) fs.rmSync(path.join(outDir, f), { recursive: true, force: true });
      fs.mkdirSync(logDir, { recursive: true });
      setTimeout(() => finish(1, `deadline of ${seconds(deadlineMs)} reached`), deadlineMs).unref();
      await fn();
      await finish(report.checks.every((c) => c.ok) ? 0 : 1);
    };
    body().catch((err) => finish(1, err instanceof Refusal ? err.message : `${name} stopped: ${err.stack ?? err.message}`));
  }

  return {
    report,
    outDir,
    logDir,
    /** True once finish has begun (long work checks it to stop early). */
    get stopping() {
      return finishing;
    },
    check,
    phase,
    runLogged,
    startProcess,
    stopProcess,
    createDatabase: createRunDatabase,
    dropDatabase: dropRunDatabase,
    /** fn runs in finish after the processes stopped, before the databases are dropped. */
    onCleanup: (fn) => cleanups.push(fn),
    writeJson,
    finish,
    main,
  };
}
