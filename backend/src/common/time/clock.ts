import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time the server acts on: scheduled jobs, the form's end of day, notification periods.
 * One injectable, so a test can stop time at a chosen instant and walk an event through its
 * data lifecycle without waiting weeks.
 */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date();
  }

  /** For tests: time stands still at `at`; null: the real time again. */
  setNow(at: Date | null): void {
    this.fixed = at ? new Date(at.getTime()) : null;
  }
}

/** Provides the one Clock of a process to every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
