import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * How long one count may wait for Redis. The count runs before every /api request, so a Redis
 * that hangs costs each request at most this much before it is counted in memory instead.
 */
const COMMAND_TIMEOUT_MS = 300;
/** After a failed count, the next attempt on Redis waits this long (counts go to memory meanwhile). */
const RETRY_AFTER_FAILURE_MS = 1_000;

/** Same short reconnect ceiling as Bull's connections (outbox.module.ts): back within a second. */
function reconnectDelayMs(attempt: number): number {
  return Math.min(attempt * 100, 1_000);
}

/**
 * Rate-limit counts in Redis, so every API replica counts against the same limits. A Redis
 * outage must not fail or slow down requests: while Redis does not answer, each process counts
 * in its own memory (the limits then hold per process), and returns to Redis once it answers.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(SharedThrottlerStorage.name);
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private unreachableSince: number | null = null;
  private retryAt = 0;

  /** Its keys and its connection's name (CLIENT LIST) start with `<prefix>:throttle`. */
  constructor(redisUrl: string, prefix: string) {
    this.redis = new Redis(redisUrl, {
      keyPrefix: `${prefix}:throttle:`,
      connectionName: `${prefix}:throttle`,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // fail at once instead of queueing while disconnected, and drop what was in flight on a close
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: reconnectDelayMs,
    });
    this.redis.on('error', (error: Error) => this.failed(error));
    this.redis.on('ready', () => (this.retryAt = 0));
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status === 'ready' && Date.now() >= this.retryAt) {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        this.answered();
        return record;
      } catch (error) {
        this.failed(error as Error);
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.onApplicationShutdown();
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Warns once per outage, not once per request. */
  private failed(error: Error): void {
    this.retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (this.unreachableSince !== null) return;
    this.unreachableSince = Date.now();
    this.logger.warn(`Redis does not answer (${error.message}): rate limits are counted per process until it does.`);
  }

  private answered(): void {
    if (this.unreachableSince === null) return;
    const seconds = Math.round((Date.now() - this.unreachableSince) / 1000);
    this.unreachableSince = null;
    this.logger.log(`Redis answers again after ${seconds} s: rate limits are shared again.`);
  }
}

/**
 * The storage for ThrottlerModule: Redis under `<prefix>:throttle:` when REDIS_URL is set,
 * else undefined (the throttler's own in-memory storage; the embedded default is one process).
 */
export function throttlerStorage(redisUrl: string | null, prefix: string): ThrottlerStorage | undefined {
  return redisUrl ? new SharedThrottlerStorage(redisUrl, prefix) : undefined;
}
