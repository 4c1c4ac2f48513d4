import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { IsOptional, IsString, Matches } from 'class-validator';
import { validateSettings } from './config-validation';

class QueueSettings {
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a Redis URL such as redis://host:6379' })
  REDIS_URL?: string;

  @IsOptional()
  @IsString()
  WORKER_HEARTBEAT_FILE?: string;
}

export interface QueueConfig {
  /** Bull on Redis when set; the inline driver inside the API process otherwise. */
  redisUrl: string | null;
  driver: 'bull' | 'inline';
  /**
   * The file a worker touches while its queue and database answer (every 10 s); the worker's
   * health check (worker-health.js) reads its age. Relative paths start at the working directory.
   */
  workerHeartbeatFile: string;
}

export function loadQueueConfig(env: NodeJS.ProcessEnv = process.env): QueueConfig {
  const settings = validateSettings(QueueSettings, env);
  const redisUrl = settings.REDIS_URL ?? null;
  return { redisUrl, driver: redisUrl ? 'bull' : 'inline', workerHeartbeatFile: resolve(settings.WORKER_HEARTBEAT_FILE || 'var/worker.heartbeat') };
}

export const queueConfig = registerAs('queue', () => loadQueueConfig());
