import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { validateSettings } from './config-validation';

class QueueSettings {
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'must be a Redis URL such as redis://host:6379' })
  REDIS_URL?: string;
}

export interface QueueConfig {
  /** Bull on Redis when set; the inline driver inside the API process otherwise. */
  redisUrl: string | null;
  driver: 'bull' | 'inline';
}

export function loadQueueConfig(env: NodeJS.ProcessEnv = process.env): QueueConfig {
  const redisUrl = validateSettings(QueueSettings, env).REDIS_URL ?? null;
  return { redisUrl, driver: redisUrl ? 'bull' : 'inline' };
}

export const queueConfig = registerAs('queue', () => loadQueueConfig());
