import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { ApiKey } from '../entities/api-key.entity';

export type NewApiKey = Pick<ApiKey, 'accountId' | 'name' | 'scopes' | 'keyHash' | 'prefix' | 'createdByUserId' | 'createdByName'>;

/** The statements on api_keys; a member's statements are scoped to the account. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ApiKey);
  }

  /** The account's active keys, newest first. */
  listActive(accountId: string): Promise<ApiKey[]> {
    return this.repo().find({ where: { accountId, revokedAt: IsNull() }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** How many active keys the account has, counted under a lock per account so two creations cannot both pass the limit. */
  async countActiveLocked(manager: EntityManager, accountId: string): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('api_keys:' || $1))`, [accountId]);
    return this.repo(manager).countBy({ accountId, revokedAt: IsNull() });
  }

  insert(manager: EntityManager, fields: NewApiKey): Promise<ApiKey> {
    return this.repo(manager).save(this.repo(manager).create(fields));
  }

  /** Revokes an active key of the account; null when it has none with this id. */
  async revoke(manager: EntityManager, accountId: string, id: string, at: Date): Promise<ApiKey | null> {
    const key = await this.repo(manager).findOne({ where: { id, accountId, revokedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    if (!key) return null;
    await this.repo(manager).update({ id }, { revokedAt: at });
    return key;
  }

  /** The active key with this hash, if any. */
  findActiveByHash(keyHash: string): Promise<ApiKey | null> {
    return this.repo().findOneBy({ keyHash, revokedAt: IsNull() });
  }

  /** Notes a use, unless one was noted within the last minute (by any process). */
  async touch(id: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
      [id, at],
    );
  }
}
