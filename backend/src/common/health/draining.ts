import { Injectable } from '@nestjs/common';

/**
 * Whether this API process is shutting down. From the SIGTERM on, the readiness check answers
 * 503 'draining' so the load balancer takes the replica out of rotation while the requests it
 * still has finish (main.ts, graceful-shutdown.ts).
 */
@Injectable()
export class Draining {
  private since: Date | null = null;

  get active(): boolean {
    return this.since !== null;
  }

  start(): void {
    this.since ??= new Date();
  }
}
