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

/**
 * The worker has no HTTP port: its health is a file it rewrites every 10 s while its queue
 * (Redis) and database answer. A hung event loop or a lost connection lets it grow old, and the
 * health check (`node backend/dist/worker-health.js`, Dockerfile and docker-compose.yml) fails.
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
    await writeFile(this.file, `${JSON.stringify({ pid: process.pid, at: new Date().toISOString() })}\n`).catch((err: Error) =>
      this.logger.warn({ err: err.message, file: this.file }, 'worker heartbeat not written'),
    );
  }

  /** A stopped worker is not healthy, whatever the file's age. */
  async onApplicationShutdown(): Promise<void> {
    await rm(this.file, { force: true });
  }
}
