import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlState } from '../../../common/errors/sql-state';
import { Passkey } from '../entities/passkey.entity';

export type NewPasskey = Pick<Passkey, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'deviceType' | 'backedUp' | 'name'>;

@Injectable()
export class PasskeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(Passkey);
  }

  /** The user's passkeys, the newest first. */
  listOf(userId: string): Promise<Passkey[]> {
    return this.repo().find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** How many passkeys the user has (0: none, so a passkey is no second factor of theirs). */
  countOf(userId: string, manager?: EntityManager): Promise<number> {
    return this.repo(manager).countBy({ userId });
  }

  findByCredentialId(credentialId: string): Promise<Passkey | null> {
    return this.repo().findOneBy({ credentialId });
  }

  /** The new passkey, or null when this credential is registered already (the caller's transaction is then spent). */
  async insert(manager: EntityManager, fields: NewPasskey): Promise<Passkey | null> {
    try {
      return await this.repo(manager).save(this.repo(manager).create(fields));
    } catch (error) {
      if (sqlState(error) === '23505') return null;
      throw error;
    }
  }

  /** After a sign-in: the authenticator's new counter and backup state, and when it was used. */
  async recordUse(id: string, counter: number, backedUp: boolean, at: Date): Promise<void> {
    await this.repo().update({ id }, { counter, backedUp, lastUsedAt: at });
  }

  /** Whether the user had a passkey with this id (another user's id answers false). */
  async deleteOf(userId: string, id: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.repo(manager).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
