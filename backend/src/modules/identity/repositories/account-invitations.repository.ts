import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AccountInvitation } from '../entities/account-invitation.entity';

@Injectable()
export class AccountInvitationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AccountInvitation);
  }

  insert(manager: EntityManager, fields: Pick<AccountInvitation, 'accountId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>): Promise<AccountInvitation> {
    return this.repo(manager).save(this.repo(manager).create(fields));
  }

  findByHash(tokenHash: string, manager?: EntityManager, lock = false): Promise<AccountInvitation | null> {
    return this.repo(manager).findOne({ where: { tokenHash }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
  }

  findById(id: string, manager?: EntityManager, lock = false): Promise<AccountInvitation | null> {
    return this.repo(manager).findOne({ where: { id }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
  }

  /** The account's invitation of this address that is neither accepted nor withdrawn (it may have expired). */
  findOpenFor(manager: EntityManager, accountId: string, email: string): Promise<AccountInvitation | null> {
    return this.repo(manager).findOne({ where: { accountId, email, acceptedAt: IsNull(), withdrawnAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** Neither accepted nor withdrawn (expired ones too: they can be sent again), newest first. */
  listOpen(accountId: string): Promise<AccountInvitation[]> {
    return this.repo().find({ where: { accountId, acceptedAt: IsNull(), withdrawnAt: IsNull() }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async withdraw(manager: EntityManager, id: string): Promise<void> {
    await this.repo(manager).update({ id }, { withdrawnAt: () => 'now()' });
  }

  async markAccepted(manager: EntityManager, id: string, userId: string): Promise<void> {
    await this.repo(manager).update({ id }, { acceptedAt: () => 'now()', acceptedBy: userId });
  }

  /** A new link: the old token stops working. */
  async renew(manager: EntityManager, id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.repo(manager).update({ id }, { tokenHash, expiresAt });
  }
}
