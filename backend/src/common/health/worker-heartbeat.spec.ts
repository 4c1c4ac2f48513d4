import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workerHealth } from './worker-heartbeat';

describe("the worker's health check line", () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairleads-worker-health-'));
  const file = join(dir, 'worker.heartbeat');
  const now = Date.parse('2026-11-28T12:00:00Z');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A heartbeat file written `ageS` seconds before `now`. */
  function beat(ageS: number, content: object): void {
    writeFileSync(file, `${JSON.stringify({ pid: 1, at: new Date(now - ageS * 1000).toISOString(), ...content })}\n`);
    const at = new Date(now - ageS * 1000);
    utimesSync(file, at, at);
  }

  it('names the age and file of the last good backup', () => {
    beat(3, { lastGoodBackupAt: new Date(now - 5 * 3600_000).toISOString(), lastGoodBackupFile: 'fairleads-20261128T070000Z.dump.enc' });
    expect(workerHealth(file, now)).toEqual({ healthy: true, line: 'healthy: heartbeat 3 s old; last good backup 5 h old (fairleads-20261128T070000Z.dump.enc)' });
  });

  it('says when there is no good backup yet, and stays healthy: a missing backup is an alert, not a reason to restart the worker', () => {
    beat(12, { lastGoodBackupAt: null, lastGoodBackupFile: null });
    expect(workerHealth(file, now)).toEqual({ healthy: true, line: 'healthy: heartbeat 12 s old; no good backup yet' });
  });

  it('stays healthy with a backup days old, and says how old', () => {
    beat(1, { lastGoodBackupAt: new Date(now - 3 * 86_400_000).toISOString(), lastGoodBackupFile: 'fairleads-20261125T120000Z.dump' });
    expect(workerHealth(file, now).line).toBe('healthy: heartbeat 1 s old; last good backup 3 days old (fairleads-20261125T120000Z.dump)');
  });

  it('says the backup is unknown when the heartbeat does not carry it (backup_runs did not answer)', () => {
    beat(2, {});
    expect(workerHealth(file, now).line).toBe('healthy: heartbeat 2 s old; last good backup unknown');
  });

  it('is unhealthy when the heartbeat is stale, whatever the backup', () => {
    beat(45, { lastGoodBackupAt: new Date(now - 60_000).toISOString(), lastGoodBackupFile: 'x.dump' });
    expect(workerHealth(file, now)).toEqual({ healthy: false, line: 'unhealthy: the last heartbeat is 45 s old (queue or database not answering, or the worker hangs)' });
  });

  it('is unhealthy without a heartbeat file', () => {
    expect(workerHealth(join(dir, 'missing'), now).healthy).toBe(false);
  });
});
