import { Injectable } from '@nestjs/common';
import { Transaction, UnitOfWork } from '../outbox/unit-of-work';
import { Clock } from '../time/clock';
import { TickTurns, type TickLock } from './tick-turns.repository';

/**
 * Where a scheduler's tick runs: one unit of work that takes the tick's turn in the installation
 * (TickTurns.take) and, only when it got it, claims and enqueues the work due at the tick's time
 * (ClaimTable.enqueueOnce) in that transaction, so two schedulers ticking at once enqueue every
 * job once.
 */
@Injectable()
export class ScheduledTicks {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly turns: TickTurns,
    private readonly clock: Clock,
  ) {}

  /** What `work` answered; null when another process's tick holds the turn (nothing ran). */
  async inTurn<R>(lock: TickLock, work: (tx: Transaction, now: Date) => Promise<R>): Promise<R | null> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => ((await this.turns.take(tx.manager, lock)) ? work(tx, now) : null));
  }
}
