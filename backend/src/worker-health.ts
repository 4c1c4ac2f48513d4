import { statSync } from 'node:fs';
import { HEARTBEAT_STALE_MS } from './common/health/worker-heartbeat';
import { loadQueueConfig } from './config/queue.config';

/**
 * The worker's health check (Docker HEALTHCHECK, docker-compose.yml): exit 0 when the worker's
 * heartbeat file is fresh, 1 otherwise. Reads the same WORKER_HEARTBEAT_FILE setting as the worker.
 */
const file = loadQueueConfig().workerHeartbeatFile;
let ageMs: number;
try {
  ageMs = Date.now() - statSync(file).mtimeMs;
} catch {
  console.error(`unhealthy: no heartbeat at ${file} (worker not started, stopped, or its queue or database never answered)`);
  process.exit(1);
}
if (ageMs > HEARTBEAT_STALE_MS) {
  console.error(`unhealthy: the last heartbeat is ${Math.round(ageMs / 1000)} s old (queue or database not answering, or the worker hangs)`);
  process.exit(1);
}
console.log(`healthy: heartbeat ${Math.round(ageMs / 1000)} s old`);
