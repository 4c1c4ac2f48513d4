// Tests of the process helpers behind `make start` (node --test; part of `make test`).

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { sleep, supervise } from './lib.mjs';

const LONG_RUNNING = ['-e', 'setInterval(() => {}, 1000)'];
const CRASHING = ['-e', 'process.exit(3)'];

/** What the helpers print to stderr while a test runs. */
let logged;
let originalWrite;
beforeEach(() => {
  logged = [];
  originalWrite = process.stderr.write;
  process.stderr.write = (chunk, ...rest) => {
    logged.push(String(chunk));
    return originalWrite.call(process.stderr, chunk, ...rest);
  };
});
afterEach(() => {
  process.stderr.write = originalWrite;
});

async function until(check, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await sleep(20);
  }
  throw new Error('timed out');
}

describe('supervise', () => {
  it('starts a killed process again and says so', async () => {
    const worker = supervise('worker', process.execPath, LONG_RUNNING, { firstDelayMs: 100 });
    worker.keepAlive();
    try {
      await until(() => worker.running);
      const firstPid = worker.child.pid;
      process.kill(firstPid, 'SIGKILL');
      await until(() => worker.running && worker.child.pid !== firstPid);
      assert.match(logged.join(''), /the worker process exited unexpectedly \(signal SIGKILL\); restarting it in 0\.1 s \(restart 1\)/);
    } finally {
      await worker.stop(2_000);
    }
    assert.equal(worker.running, false);
  });

  it('waits longer after each failure in a row, up to the limit', async () => {
    const crashing = supervise('worker', process.execPath, CRASHING, { firstDelayMs: 100, maxDelayMs: 400 });
    crashing.keepAlive();
    try {
      await until(() => (logged.join('').match(/restarting it in/g) ?? []).length >= 4, 10_000);
    } finally {
      await crashing.stop(2_000);
    }
    const delays = [...logged.join('').matchAll(/exit code 3\); restarting it in ([\d.]+) s/g)].map((m) => m[1]);
    assert.deepEqual(delays.slice(0, 4), ['0.1', '0.2', '0.4', '0.4']);
  });

  it('does not come back after stop()', async () => {
    const worker = supervise('worker', process.execPath, LONG_RUNNING, { firstDelayMs: 50 });
    worker.keepAlive();
    await until(() => worker.running);
    await worker.stop(2_000);
    await sleep(300);
    assert.equal(worker.running, false);
    assert.doesNotMatch(logged.join(''), /restarting/);
  });

  it('leaves an exit before keepAlive() to the caller (a start-up failure is reported, not retried)', async () => {
    const api = supervise('API', process.execPath, CRASHING, { firstDelayMs: 50 });
    const how = await api.exited;
    assert.equal(how.code, 3);
    await sleep(200);
    assert.equal(api.running, false);
    assert.doesNotMatch(logged.join(''), /restarting/);
  });
});
