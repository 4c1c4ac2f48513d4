import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The advisory locks under which a scheduled tick runs: one tick of a kind at a time in the whole
 * installation (every API and worker process), held until the caller's transaction ends.
 */
export const TICK_LOCKS = {
  outboxSweep: 0x0f_a1_e4_d5,
  retention: 0x0f_a1_e7_01,
  leadNotices: 0x0f_a1_e7_02,
} as const;

@Injectable()
export class TickTurns {
  /** true when this transaction got the turn; another process's tick holds it otherwise. */
  async take(manager: EntityManager, lock: (typeof TICK_LOCKS)[keyof typeof TICK_LOCKS]): Promise<boolean> {
    const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [lock])) as { locked: boolean }[];
    return locked;
  }
}
