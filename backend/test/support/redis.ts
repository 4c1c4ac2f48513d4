import Redis from 'ioredis';
import { TcpProxy, tcpAnswers } from './tcp-proxy';

/** The Redis the Bull tests use: REDIS_URL, else the machine's default. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. With REQUIRE_REDIS=1 (CI) a missing Redis fails the run instead of
 * skipping the Bull tests; without it the skip is printed with its reason.
 */
export async function redisAvailable(): Promise<boolean> {
  const { host, port } = redisAddress();
  const reachable = await tcpAnswers(host, port);
  if (!reachable && process.env.REQUIRE_REDIS === '1') {
    throw new Error(`REQUIRE_REDIS=1 but Redis at ${REDIS_URL} does not answer`);
  }
  if (!reachable) console.warn(`SKIPPED Bull-driver tests: Redis at ${REDIS_URL} does not answer (set REDIS_URL, or REQUIRE_REDIS=1 to fail instead)`);
  return reachable;
}

/**
 * REDIS_URL behind a TCP proxy that a test can take down and bring back (an outage that the
 * shared Redis server never notices); `url` is what the app is given instead of REDIS_URL.
 */
export async function redisBehindProxy(): Promise<{ proxy: TcpProxy; url: string }> {
  const { host, port } = redisAddress();
  const proxy = await new TcpProxy(host, port).up();
  return { proxy, url: `redis://127.0.0.1:${proxy.port}` };
}

function redisAddress(): { host: string; port: number } {
  const { hostname, port } = new URL(REDIS_URL);
  return { host: hostname, port: Number(port || 6379) };
}

async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

async function scan(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: pattern, count: 500 })) keys.push(...(batch as string[]));
  return keys;
}

/** The keys that match a pattern. */
export function findKeys(pattern: string): Promise<string[]> {
  return withRedis((redis) => scan(redis, pattern));
}

/** Removes what a test run left under its own key prefix. */
export function deleteKeys(pattern: string): Promise<void> {
  return withRedis(async (redis) => {
    const keys = await scan(redis, pattern);
    if (keys.length) await redis.del(...keys);
  });
}

/** The names of the connections Redis has open now (CLIENT LIST). */
export function connectionNames(): Promise<string[]> {
  return withRedis(async (redis) => {
    const list = (await redis.client('LIST')) as string;
    return [...list.matchAll(/ name=(\S*)/g)].map(([, name]) => name);
  });
}
