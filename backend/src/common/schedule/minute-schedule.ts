import { Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import type { Metrics, SchedulerTickResult } from '../metrics/metrics';
import { Clock } from '../time/clock';
import { TickGuard } from './tick-guard';
import { TickTurns, type MinuteTick } from './tick-turns.repository';

/** What a minute's schedule runs: a scheduler whose tick claims and enqueues the due work. */
export interface MinuteScheduler {
  tick(): Promise<unknown>;
}

/**
 * The clock of a scheduler: at second 0 of every minute in every scheduling process, and the first
 * process to claim the minute runs the scheduler's tick (TickTurns.claimMinute); a tick still
 * running here (a slow database) is not overtaken by the next one (TickGuard). A subclass names
 * its tick and scheduler, and is registered only where the scheduler runs (runsScheduler). Each
 * firing is counted in fairleads_scheduler_ticks_total: ran here, elsewhere (another process
 * claimed the minute), busy (the last run here still going) or failed.
 */
export abstract class MinuteSchedule {
  private readonly guard: TickGuard;

  protected constructor(
    private readonly minuteTick: MinuteTick,
    private readonly scheduler: MinuteScheduler,
    private readonly turns: TickTurns,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {
    this.guard = new TickGuard(new Logger(new.target.name), `${minuteTick} tick`);
  }

  @Cron('0 * * * * *')
  async tick(): Promise<void> {
    let result: SchedulerTickResult = this.guard.busy ? 'busy' : 'failed';
    await this.guard.run(async () => {
      const claimed = await this.turns.claimMinute(this.minuteTick, this.clock.now());
      if (claimed) await this.scheduler.tick();
      result = claimed ? 'ran' : 'elsewhere';
    });
    this.metrics.schedulerTick(this.minuteTick, result);
  }
}
