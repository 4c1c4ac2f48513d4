import { workerHealth } from './common/health/worker-heartbeat';
import { loadQueueConfig } from './config/queue.config';

/**
 * The worker's health check (Docker HEALTHCHECK, docker-compose.yml): exit 0 when the worker's
 * heartbeat file is fresh, 1 otherwise. Reads the same WORKER_HEARTBEAT_FILE setting as the worker.
 * The line also names the age of the last good database backup, but the exit code does not
 * depend on it: a missing backup is an alert for the operator, and restarting the worker (what
 * an unhealthy container invites) would not make one.
 */
const { healthy, line } = workerHealth(loadQueueConfig().workerHeartbeatFile);
if (healthy) {
  console.log(line);
} else {
  console.error(line);
  process.exit(1);
}
