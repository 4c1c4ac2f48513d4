import { Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
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
 * its tick and scheduler, and is registered only where the scheduler runs (runsScheduler).
 */
export abstract class MinuteSchedule {
  private readonly guard: TickGuard;

  protected constructor(
    private readonly minuteTick: MinuteTick,
    private readonly scheduler: MinuteScheduler,
    private readonly turns: TickTurns,
    private readonly clock: Clock,
  ) {
    this.guard = new TickGuard(new Logger(new.target.name), `${minuteTick} tick`);
  }

  @Cron('0 * * * * *')
  async tick(): Promise<void> {
    await this.guard.run(async () => {
      if (await this.turns.claimMinute(this.minuteTick, this.clock.now())) await this.scheduler.tick();
    });
  }
}
