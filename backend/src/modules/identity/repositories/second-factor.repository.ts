import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { RecoveryCode } from '../entities/recovery-code.entity';
import { TotpFactor } from '../entities/totp-factor.entity';

/** A user's TOTP factor and recovery codes. */
@Injectable()
export class SecondFactorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findTotp(userId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<TotpFactor | null> {
    return manager.getRepository(TotpFactor).findOne({ where: { userId }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
  }

  /** TOTP on or a passkey: in one statement, since every signed-in request asks (the lead desk polls every 5 s). */
  async hasAnySecondFactor(userId: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM totp_factors WHERE user_id = $1 AND enabled_at IS NOT NULL)
           OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS "any"`,
      [userId],
    )) as { any: boolean }[];
    return row.any;
  }

  async isTotpEnabled(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows = (await manager.query('SELECT 1 FROM totp_factors WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId])) as unknown[];
    return rows.length > 0;
  }

  /** A new pending setup in place of a pending one; false (nothing written) while TOTP is enabled. */
  async savePendingTotp(userId: string, secretEncrypted: Buffer): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO totp_factors (user_id, secret_encrypted) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted, last_used_step = NULL, created_at = now()
        WHERE totp_factors.enabled_at IS NULL
       RETURNING user_id`,
      [userId, secretEncrypted],
    )) as unknown[];
    return rows.length > 0;
  }

  async enableTotp(manager: EntityManager, userId: string, usedStep: number): Promise<void> {
    await manager.query('UPDATE totp_factors SET enabled_at = now(), last_used_step = $2 WHERE user_id = $1', [userId, usedStep]);
  }

  /**
   * Takes the time step for a sign-in: true once per step and only for a step after the last one
   * taken, so a code cannot be used twice, not even by two requests at once.
   */
  async takeTotpStep(userId: string, step: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE totp_factors SET last_used_step = $2
        WHERE user_id = $1 AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < $2)
       RETURNING user_id`,
      [userId, step],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  /** Removes the TOTP factor and every recovery code. */
  async deleteAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(RecoveryCode).delete({ userId });
    await manager.getRepository(TotpFactor).delete({ userId });
  }

  /** The new set in place of the old one (used or not). */
  async replaceRecoveryCodes(manager: EntityManager, userId: string, hashes: string[]): Promise<void> {
    const repo = manager.getRepository(RecoveryCode);
    await repo.delete({ userId });
    await repo.insert(hashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Uses an unused code up: true once per code, also when two requests race for it. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id',
      [userId, codeHash],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.dataSource.getRepository(RecoveryCode).count({ where: { userId, usedAt: IsNull() } });
  }
}
