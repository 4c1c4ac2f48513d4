import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AccountRole } from '../../../common/auth/access-policy';
import { Account } from '../entities/account.entity';
import { translateUniqueViolation } from './users.repository';

/** Serialises the registrations and activations that want one company slug (accounts and pending tokens hold it). */
const COMPANY_SLUG_LOCK = 0x0f_a1_5c_01;

@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(Account);
  }

  findById(id: string, manager?: EntityManager): Promise<Account | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByCompanySlug(companySlug: string, manager?: EntityManager): Promise<Account | null> {
    return this.repo(manager).findOneBy({ companySlug });
  }

  /** A new account; a race on its slug answers the registration's 409. */
  async insert(manager: EntityManager, fields: Pick<Account, 'name' | 'companySlug'> & Partial<Pick<Account, 'eventCredits'>>): Promise<Account> {
    try {
      return await this.repo(manager).save(this.repo(manager).create(fields));
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  async rename(id: string, name: string): Promise<void> {
    await this.repo().update({ id }, { name });
  }

  async setRequireSecondFactor(manager: EntityManager, id: string, required: boolean): Promise<void> {
    await this.repo(manager).update({ id }, { requireSecondFactor: required });
  }

  async setEventCredits(manager: EntityManager, id: string, credits: number): Promise<void> {
    await this.repo(manager).update({ id }, { eventCredits: credits });
  }

  /** Waits for the turn of this company slug, held until the caller's transaction ends. */
  async awaitCompanySlugTurn(manager: EntityManager, companySlug: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [COMPANY_SLUG_LOCK, companySlug]);
  }

  /**
   * Locks the account against concurrent team changes (roles, removals, leaving) until the
   * caller's transaction ends, so two owners cannot both step down at once; false when it is gone.
   */
  async lockForTeamChange(manager: EntityManager, id: string): Promise<boolean> {
    const rows = (await manager.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [id])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The account's id, held against deletion until the caller's transaction ends (the lock a
   * foreign key to it takes); null when it no longer exists.
   */
  async holdExisting(manager: EntityManager, id: string): Promise<string | null> {
    const rows = (await manager.query('SELECT id FROM accounts WHERE id = $1 FOR KEY SHARE', [id])) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  /** Marks the free first event as used; false when it was used before (also by a concurrent call). */
  async claimFreeEvent(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Account)
      .set({ freeEventUsedAt: () => 'now()' })
      .where('id = :id AND free_event_used_at IS NULL', { id })
      .returning('id')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Takes one event credit; false when there is none. The row lock serialises concurrent calls. */
  async consumeEventCredit(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Account)
      .set({ eventCredits: () => 'event_credits - 1' })
      .where('id = :id AND event_credits > 0', { id })
      .returning('event_credits')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Adds paid event credits; false when the account no longer exists. */
  async grantEventCredits(manager: EntityManager, id: string, credits: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Account)
      .set({ eventCredits: () => `event_credits + ${Math.trunc(credits)}` })
      .where('id = :id', { id })
      .returning('event_credits')
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Everything the account owns hangs on it through ON DELETE CASCADE (payments keep a NULL). */
  async delete(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await this.repo(manager).delete(ids);
  }

  /** Every account with its members (the admin panel), sorted by name. */
  async listWithMembers(): Promise<AccountWithMembers[]> {
    const accounts: Omit<AccountWithMembers, 'members'>[] = await this.dataSource.query(
      `SELECT id, name, company_slug AS "companySlug", event_credits AS "eventCredits", created_at AS "createdAt"
         FROM accounts ORDER BY lower(name), name, id`,
    );
    const members: (AccountWithMembers['members'][number] & { accountId: string })[] = await this.dataSource.query(
      `SELECT m.account_id AS "accountId", u.id AS "userId", u.email, u.name, m.role
         FROM account_members m JOIN users u ON u.id = m.user_id
        ORDER BY m.joined_at, u.id`,
    );
    const byAccount = new Map<string, AccountWithMembers['members']>();
    for (const { accountId, ...member } of members) byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), member]);
    return accounts.map((account) => ({ ...account, members: byAccount.get(account.id) ?? [] }));
  }
}

/** An account as the admin panel lists it. */
export interface AccountWithMembers {
  id: string;
  name: string;
  companySlug: string;
  eventCredits: number;
  createdAt: Date;
  members: { userId: string; email: string; name: string; role: AccountRole }[];
}
