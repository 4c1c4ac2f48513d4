import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { keepsAnOwner } from '../domain/membership';
import { IdentityErrors } from '../identity.errors';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository } from '../repositories/users.repository';
import { AccountAudit } from './account-audit.service';

@Injectable()
export class AccountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly members: AccountMembersRepository,
    private readonly audit: AccountAudit,
  ) {}

  /**
   * Deletes the user. An account they are the only member of goes with them (its events, leads,
   * devices and pending mails by FK cascade); from the others they leave, which the last owner of
   * an account with other members cannot (409: hand ownership over first). false for an unknown user.
   */
  async deleteUser(userId: string): Promise<boolean> {
    return this.uow.run(async ({ manager }) => {
      const user = await this.users.lockById(userId, manager);
      if (!user) return false;
      const accountIds = (await this.members.membershipsOf(userId, manager)).map((membership) => membership.accountId).sort();
      for (const accountId of accountIds) await this.accounts.lockForTeamChange(manager, accountId);
      const facts = await this.members.factsOfUser(manager, userId);
      const alone = facts.filter((fact) => fact.members === 1).map((fact) => fact.accountId);
      const shared = facts.filter((fact) => fact.members > 1);
      if (shared.some((fact) => !keepsAnOwner(fact, { fromRole: fact.role, toRole: null }))) throw IdentityErrors.lastOwner();
      for (const fact of shared) await this.audit.record({ accountId: fact.accountId, userId }, 'member.left', user.name, { role: fact.role, userDeleted: true }, manager);
      await this.accounts.delete(manager, alone);
      await this.users.delete(userId, manager);
      return true;
    });
  }
}
