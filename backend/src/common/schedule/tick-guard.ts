import type { Logger } from '@nestjs/common';

/**
 * One run at a time of a scheduled tick in this process: a tick that finds the previous one still
 * running is skipped, and a failure is logged, never thrown into the scheduler (which would stop
 * nothing and only log a stack). Across processes the ticks take an advisory lock besides.
 */
export class TickGuard {
  private running = false;

  constructor(
    private readonly logger: Logger,
    /** What the log says failed, e.g. 'retention tick'. */
    private readonly name: string,
  ) {}

  /** Whether a run is going: a run() now would be skipped. */
  get busy(): boolean {
    return this.running;
  }

  /** Runs `work` unless a run is still going; true when it ran to the end. */
  async run(work: () => Promise<unknown>): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      await work();
      return true;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, `${this.name} failed`);
      return false;
    } finally {
      this.running = false;
    }
  }
}
