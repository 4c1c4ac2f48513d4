import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AccountRole } from '../../../common/auth/access-policy';
import { AccountMember } from '../entities/account-member.entity';
import type { Membership, OwnAccount, TeamMember, UserMembershipFacts } from '../domain/membership';

@Injectable()
export class AccountMembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AccountMember);
  }

  /** The user's accounts with their role there, the one joined first first. */
  membershipsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Membership[]> {
    return manager.query(
      `SELECT a.id AS "accountId", a.name, a.company_slug AS "companySlug", a.event_credits AS "eventCredits",
              a.free_event_used_at AS "freeEventUsedAt", a.require_second_factor AS "requireSecondFactor", m.role, m.joined_at AS "joinedAt"
         FROM account_members m JOIN accounts a ON a.id = m.account_id
        WHERE m.user_id = $1
        ORDER BY m.joined_at, a.created_at, a.id`,
      [userId],
    );
  }

  find(accountId: string, userId: string, manager?: EntityManager): Promise<AccountMember | null> {
    return this.repo(manager).findOneBy({ accountId, userId });
  }

  /** false when the user is a member already. */
  async add(manager: EntityManager, member: Pick<AccountMember, 'accountId' | 'userId' | 'role'>): Promise<boolean> {
    const result = await this.repo(manager)
      .createQueryBuilder()
      .insert()
      .values({ ...member, joinedAt: () => 'now()' })
      .orIgnore()
      .returning('user_id')
      .execute();
    return result.raw.length > 0;
  }

  /** The account's members with name and address, the first to join first, and whether each has a second factor (TOTP or a passkey). */
  listMembers(accountId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamMember[]> {
    return manager.query(
      `SELECT u.id AS "userId", u.email, u.name, m.role, m.joined_at AS "joinedAt",
              (EXISTS (SELECT 1 FROM totp_factors t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL)
                OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS "secondFactorEnabled"
         FROM account_members m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1
        ORDER BY m.joined_at, u.id`,
      [accountId],
    );
  }

  /** true when an account member has this address. */
  async hasMemberWithEmail(manager: EntityManager, accountId: string, email: string): Promise<boolean> {
    const rows = (await manager.query(
      'SELECT 1 FROM account_members m JOIN users u ON u.id = m.user_id WHERE m.account_id = $1 AND u.email = $2',
      [accountId, email],
    )) as unknown[];
    return rows.length > 0;
  }

  /** true when one of the user's accounts requires a second factor of its members. */
  async anyAccountRequiresSecondFactor(userId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM account_members m JOIN accounts a ON a.id = m.account_id WHERE m.user_id = $1 AND a.require_second_factor LIMIT 1',
      [userId],
    )) as unknown[];
    return rows.length > 0;
  }

  async countOwners(manager: EntityManager, accountId: string): Promise<number> {
    return this.repo(manager).countBy({ accountId, role: 'owner' });
  }

  async setRole(manager: EntityManager, accountId: string, userId: string, role: AccountRole): Promise<void> {
    await this.repo(manager).update({ accountId, userId }, { role });
  }

  async remove(manager: EntityManager, accountId: string, userId: string): Promise<void> {
    await this.repo(manager).delete({ accountId, userId });
  }

  /** Each account of the user with their role there and how many members and owners it has. */
  factsOfUser(manager: EntityManager, userId: string): Promise<UserMembershipFacts[]> {
    return manager.query(
      `SELECT m.account_id AS "accountId", m.role,
              (SELECT count(*)::int FROM account_members o WHERE o.account_id = m.account_id) AS members,
              (SELECT count(*)::int FROM account_members o WHERE o.account_id = m.account_id AND o.role = 'owner') AS owners
         FROM account_members m
        WHERE m.user_id = $1
        ORDER BY m.joined_at`,
      [userId],
    );
  }

  /** Per user, the account they own that they joined first (their own, as the admin panel shows it). */
  async ownAccountsOf(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, OwnAccount>> {
    if (!userIds.length) return new Map();
    const rows = (await manager.query(
      `SELECT DISTINCT ON (m.user_id) m.user_id AS "userId", a.id AS "accountId", a.company_slug AS "companySlug", a.event_credits AS "eventCredits"
         FROM account_members m JOIN accounts a ON a.id = m.account_id
        WHERE m.role = 'owner' AND m.user_id = ANY($1::uuid[])
        ORDER BY m.user_id, m.joined_at, a.id`,
      [userIds],
    )) as (OwnAccount & { userId: string })[];
    return new Map(rows.map(({ userId, ...own }) => [userId, own]));
  }
}
