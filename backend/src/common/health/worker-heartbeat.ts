import { readFileSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { queueConfig } from '../../config';
import { JobQueue } from '../queue/job-queue.port';
import { HealthRepository } from './health.repository';

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** The worker's health check fails when the heartbeat is older than this: three beats missed. */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_INTERVAL_MS;

/** What the heartbeat file holds. lastGoodBackupAt: null when there is none, absent when unknown (backup_runs did not answer). */
export interface Heartbeat {
  pid: number;
  at: string;
  lastGoodBackupAt?: string | null;
  lastGoodBackupFile?: string | null;
}

/**
 * The worker's health is a file (its one HTTP port serves metrics only) that it rewrites every
 * 10 s while its queue (Redis) and database answer. A hung event loop or a lost connection lets it grow old, and the
 * health check (`node backend/dist/worker-health.js`, Dockerfile and docker-compose.yml) fails.
 * The file also carries the newest good database backup (backup_runs), which the health check
 * shows: an operator who looks at the worker sees whether backups are being made.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly file: string;

  constructor(
    @Inject(queueConfig.KEY) queue: ConfigType<typeof queueConfig>,
    private readonly jobQueue: JobQueue,
    private readonly database: HealthRepository,
  ) {
    this.file = queue.workerHeartbeatFile;
  }

  async onApplicationBootstrap(): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    await this.beat();
  }

  @Interval('worker-heartbeat', HEARTBEAT_INTERVAL_MS)
  async beat(): Promise<void> {
    const [queue, db] = await Promise.all([this.jobQueue.isHealthy(), this.database.answers()]);
    if (!queue || !db) return; // the file ages: the health check reports it
    const heartbeat: Heartbeat = { pid: process.pid, at: new Date().toISOString() };
    // unknown (left out) rather than a missed beat when only this question fails
    const backup = await this.database.lastGoodBackup().catch(() => undefined);
    if (backup !== undefined) {
      heartbeat.lastGoodBackupAt = backup ? backup.finishedAt.toISOString() : null;
      heartbeat.lastGoodBackupFile = backup?.file ?? null;
    }
    await writeFile(this.file, `${JSON.stringify(heartbeat)}\n`).catch((err: Error) =>
      this.logger.warn({ err: err.message, file: this.file }, 'worker heartbeat not written'),
    );
  }

  /** A stopped worker is not healthy, whatever the file's age. */
  async onApplicationShutdown(): Promise<void> {
    await rm(this.file, { force: true });
  }
}

/** An age as people read it: 40 s, 12 min, 5 h, 3 days. */
function age(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 2 * 86_400) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} days`;
}

/**
 * The worker's health as its check reports it (worker-health.ts): healthy while the heartbeat
 * file is fresh; the line also says how old the last good backup is.
 */
export function workerHealth(file: string, now = Date.now()): { healthy: boolean; line: string } {
  let ageMs: number;
  try {
    ageMs = now - statSync(file).mtimeMs;
  } catch {
    return { healthy: false, line: `unhealthy: no heartbeat at ${file} (worker not started, stopped, or its queue or database never answered)` };
  }
  if (ageMs > HEARTBEAT_STALE_MS) {
    return { healthy: false, line: `unhealthy: the last heartbeat is ${Math.round(ageMs / 1000)} s old (queue or database not answering, or the worker hangs)` };
  }
  let heartbeat: Partial<Heartbeat> = {};
  try {
    heartbeat = JSON.parse(readFileSync(file, 'utf8')) as Heartbeat;
  } catch {
    // being rewritten right now: its age is what counts
  }
  const backupAt = heartbeat.lastGoodBackupAt;
  const backup =
    backupAt === undefined
      ? 'last good backup unknown'
      : backupAt === null
        ? 'no good backup yet'
        : `last good backup ${age(now - Date.parse(backupAt))} old${heartbeat.lastGoodBackupFile ? ` (${heartbeat.lastGoodBackupFile})` : ''}`;
  return { healthy: true, line: `healthy: heartbeat ${Math.round(ageMs / 1000)} s old; ${backup}` };
}
