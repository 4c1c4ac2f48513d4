import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LoginThrottle } from '../entities/login-throttle.entity';

export type LoginThrottleState = Omit<LoginThrottle, 'keyHash'>;

@Injectable()
export class LoginThrottlesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The key's state, row-locked until `manager`'s transaction ends, so that concurrent attempts
   * on one account are counted one after the other (also across API replicas). One atomic
   * upsert creates a fresh row for a new key or locks the existing one; a concurrent delete
   * (a success, the purge) cannot slip in between.
   */
  async lockForAttempt(manager: EntityManager, keyHash: string, now: Date): Promise<LoginThrottleState> {
    await manager.query(
      `INSERT INTO login_throttles (key_hash, failures, window_started_at, lockouts, locked_until, last_attempt_at)
       VALUES ($1, 0, $2, 0, NULL, $2)
       ON CONFLICT (key_hash) DO UPDATE SET key_hash = EXCLUDED.key_hash`,
      [keyHash, now],
    );
    const { keyHash: _key, ...state } = await manager.getRepository(LoginThrottle).findOneByOrFail({ keyHash });
    return state;
  }

  async update(manager: EntityManager, keyHash: string, state: LoginThrottleState): Promise<void> {
    await manager.getRepository(LoginThrottle).update({ keyHash }, state);
  }

  /**
   * Takes one counted attempt back (a right password whose sign-in goes on to a second step),
   * the lock too when that attempt set it.
   */
  async takeBack(keyHash: string, undoLock: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE login_throttles SET failures = GREATEST(failures - 1, 0),
              locked_until = CASE WHEN $2 THEN NULL ELSE locked_until END,
              lockouts = CASE WHEN $2 THEN GREATEST(lockouts - 1, 0) ELSE lockouts END
        WHERE key_hash = $1`,
      [keyHash, undoLock],
    );
  }

  async delete(keyHash: string): Promise<void> {
    await this.dataSource.getRepository(LoginThrottle).delete({ keyHash });
  }

  /**
   * Deletes up to `limit` rows whose last attempt is at or before `idleSince`, oldest first.
   * Rows that a running attempt holds are skipped, so the purge never waits on a sign-in.
   */
  async purgeIdle(idleSince: Date, limit: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_throttles WHERE key_hash IN (
         SELECT key_hash FROM login_throttles WHERE last_attempt_at <= $1
          ORDER BY last_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [idleSince, limit],
    );
  }
}
