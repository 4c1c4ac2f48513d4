import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The advisory locks under which a scheduled tick runs: one tick of a kind at a time in the whole
 * installation (every API and worker process), held until the caller's transaction ends.
 */
export const TICK_LOCKS = {
  outboxSweep: 0x0f_a1_e4_d5,
  retention: 0x0f_a1_e7_01,
  leadNotices: 0x0f_a1_e7_02,
  followUps: 0x0f_a1_e7_03,
} as const;

export type TickLock = (typeof TICK_LOCKS)[keyof typeof TICK_LOCKS];

/** The ticks that run once per minute in the installation, whichever process claims the minute. */
export type MinuteTick = 'retention' | 'lead-notices' | 'follow-ups';

/** Who claimed a minute, for the operator reading scheduler_tick_claims. */
const CLAIMANT = `${hostname()}:${process.pid}`;
/** Claims are kept this long (a record of which process ran which minute), then purged. */
const KEEP_CLAIMS = '1 day';

@Injectable()
export class TickTurns {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** true when this transaction got the turn; another process's tick holds it otherwise. */
  async take(manager: EntityManager, lock: TickLock): Promise<boolean> {
    const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [lock])) as { locked: boolean }[];
    return locked;
  }

  /**
   * Claims the minute that `at` falls in for `tick`: true for the first process that asks, false
   * for every later one. Every worker's scheduler fires each minute; this makes it one run.
   */
  async claimMinute(tick: MinuteTick, at: Date): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `WITH purged AS (DELETE FROM scheduler_tick_claims WHERE tick = $1 AND minute < date_trunc('minute', $2::timestamptz) - $4::interval)
       INSERT INTO scheduler_tick_claims (tick, minute, claimed_by) VALUES ($1, date_trunc('minute', $2::timestamptz), $3)
       ON CONFLICT DO NOTHING RETURNING tick`,
      [tick, at, CLAIMANT, KEEP_CLAIMS],
    )) as unknown[];
    return rows.length === 1;
  }
}
