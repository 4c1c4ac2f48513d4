/**
 * How long each process may take to stop. docker-compose.yml's stop_grace_period must be longer
 * (prod-check compares them): an orchestrator that kills earlier cuts requests and jobs off.
 */
export const STOP_BOUNDS = {
  /**
   * After SIGTERM an API keeps accepting connections this long while its readiness answers 503,
   * so the balancer (checking every second, docker/haproxy.cfg) takes it out of rotation first.
   */
  apiNoticeMs: 3_000,
  /** The longest wait for an API's requests in flight; what still runs then is cut off. */
  apiInFlightMs: 10_000,
  /** Closing the pools after the drain; a process that takes longer exits 1. */
  closeMs: 5_000,
  /**
   * How long a stopping worker lets its running jobs finish. A job still running then (an SMTP
   * server that hangs) is left: its Bull lock runs out and another worker takes it, and its
   * outbox row was never completed, so nothing is lost.
   */
  workerJobsMs: 20_000,
} as const;

/** The longest an API takes from SIGTERM to its exit. */
export const API_STOP_MS = STOP_BOUNDS.apiNoticeMs + STOP_BOUNDS.apiInFlightMs + STOP_BOUNDS.closeMs;
/** The longest a worker takes from SIGTERM to its exit. */
export const WORKER_STOP_MS = STOP_BOUNDS.workerJobsMs;
