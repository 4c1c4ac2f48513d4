import type { Server, ServerResponse } from 'node:http';
import { STOP_BOUNDS } from '../lifecycle/stop-bounds';

export interface DrainTimings {
  /** How long the process keeps accepting connections after readiness turned 503 (STOP_BOUNDS.apiNoticeMs). */
  noticeMs: number;
  /** The longest wait for requests in flight (STOP_BOUNDS.apiInFlightMs). */
  timeoutMs: number;
}

export const DRAIN_TIMINGS: DrainTimings = { noticeMs: STOP_BOUNDS.apiNoticeMs, timeoutMs: STOP_BOUNDS.apiInFlightMs };

export interface DrainResult {
  /** Requests still running when the listener closed. */
  inFlightAtClose: number;
  /** Requests cut off at the timeout (0 when all finished). */
  cutOff: number;
  ms: number;
}

/**
 * The requests this server is answering, for the drain. Attach at start: a request that began
 * before would be missed.
 */
export class InFlightRequests {
  private readonly answers = new Set<ServerResponse>();
  private readonly idleWaiters: (() => void)[] = [];

  constructor(server: Server) {
    server.on('request', (_req, res: ServerResponse) => {
      this.answers.add(res);
      res.once('close', () => {
        this.answers.delete(res);
        if (this.answers.size === 0) this.idleWaiters.splice(0).forEach((wake) => wake());
      });
    });
  }

  get size(): number {
    return this.answers.size;
  }

  /** Answers not yet begun close their connection after them (the balancer must not reuse it). */
  closeConnectionsAfterwards(): void {
    for (const res of this.answers) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Resolves when no request runs any more. */
  idle(): Promise<void> {
    return this.answers.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/**
 * The HTTP half of a graceful stop: readiness already answers 503; every answer from now on
 * closes its connection (so the balancer does not reuse it); after the notice period the
 * listener closes and idle keep-alive connections go; then it waits, bounded, for the requests
 * in flight.
 */
export async function drainHttpServer(server: Server, inFlight: InFlightRequests, timings: DrainTimings = DRAIN_TIMINGS): Promise<DrainResult> {
  const started = Date.now();
  inFlight.closeConnectionsAfterwards();
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  await sleep(timings.noticeMs);
  const inFlightAtClose = inFlight.size;
  server.close();
  server.closeIdleConnections();
  const finished = await Promise.race([inFlight.idle().then(() => true), sleep(timings.timeoutMs).then(() => false)]);
  const cutOff = finished ? 0 : inFlight.size;
  server.closeAllConnections();
  return { inFlightAtClose, cutOff, ms: Date.now() - started };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
