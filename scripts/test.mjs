// `make test`: every suite in turn (all of them, even after a failure), then a summary.
// The very last line is exactly `N passed, M failed` (N, M count suites); exit 1 if any failed.

import { spawnSync } from 'node:child_process';
import { NPM, isExecutable, run, say, seconds } from './lib.mjs';

const suites = [
  { name: 'scripts', command: process.execPath, args: ['--test', 'scripts/lib.test.mjs', 'scripts/lint-walls.test.mjs', 'scripts/lint-deploy.test.mjs', 'scripts/backup.test.mjs', 'scripts/i18n-lint.test.mjs'] },
  { name: 'backend', args: ['test', '-w', 'backend'] },
  { name: 'frontend', args: ['test', '-w', 'frontend'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'e2e', args: ['test', '-w', 'e2e'], before: ensureChromium },
];

const results = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  for (const h of run.current) h.signal('SIGINT');
});
process.on('SIGTERM', () => {
  interrupted = true;
  for (const h of run.current) h.signal('SIGTERM');
});

/** Returns null when Chromium is there (installing it with apt-get when we may), else why not. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (isExecutable(chromium)) return null;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    say(`${chromium} not found: installing Chromium with apt-get …`);
    const r = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'], { stdio: 'inherit' });
    if (r.status === 0 && isExecutable(chromium)) return null;
    if (r.status === 0) return `apt-get installed Chromium, but CHROMIUM_PATH=${chromium} is still not executable (Debian installs /usr/bin/chromium).`;
    return `installing Chromium with apt-get failed (exit code ${r.status}).`;
  }
  return (
    `Chromium not found at ${chromium}. Install it (Debian/Ubuntu: \`sudo apt-get update && sudo apt-get install -y chromium\`) ` +
    `or point CHROMIUM_PATH at a Chromium or Chrome binary.`
  );
}

for (const suite of suites) {
  if (interrupted) {
    results.push({ name: suite.name, ok: false, ms: 0, note: 'not run (interrupted)' });
    continue;
  }
  say(`━━━ ${suite.name} ━━━`);
  const t0 = Date.now();
  const problem = suite.before?.();
  if (problem) {
    process.stderr.write(`[fairleads] ${suite.name}: ${problem}\n`);
    results.push({ name: suite.name, ok: false, ms: Date.now() - t0, note: 'Chromium missing' });
    continue;
  }
  const r = await run(suite.name, suite.command ?? NPM, suite.args);
  const note = r.ok ? '' : r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit code ${r.code}`;
  results.push({ name: suite.name, ok: r.ok, ms: Date.now() - t0, note });
  say(`${suite.name}: ${r.ok ? 'passed' : 'FAILED'} (${seconds(Date.now() - t0)})`);
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const w = Math.max(5, ...results.map((r) => r.name.length));
const lines = [
  '',
  `${'suite'.padEnd(w)}  result  duration  note`,
  `${'-'.repeat(w)}  ------  --------  ----`,
  ...results.map((r) => `${r.name.padEnd(w)}  ${(r.ok ? 'pass' : 'FAIL').padEnd(6)}  ${seconds(r.ms).padStart(8)}  ${r.note}`.trimEnd()),
  '',
  `${passed} passed, ${failed} failed`,
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
