import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { can, type AccountActor, type AccountRole } from '../../../common/auth/access-policy';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { keepsAnOwner, type TeamMember } from '../domain/membership';
import type { AccountMember } from '../entities/account-member.entity';
import { IdentityErrors } from '../identity.errors';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository } from '../repositories/users.repository';
import { AccountAudit } from './account-audit.service';

export interface CurrentAccountView {
  id: string;
  name: string;
  companySlug: string;
  role: AccountRole;
  requireSecondFactor: boolean;
}

/**
 * The account and its team: its name, switching between one's accounts, members and their roles,
 * leaving. The route's permission is checked by the access guard; what is finer than a
 * permission is checked here: only an owner changes an owner or makes one, and the account always
 * keeps an owner (team changes of one account take turns on its row).
 */
@Injectable()
export class AccountTeamService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsRepository,
    private readonly members: AccountMembersRepository,
    private readonly users: UsersRepository,
    private readonly audit: AccountAudit,
  ) {}

  /** The account as a member sees it; 404 when the user is not a member (another account answers the same). */
  async accountOf(userId: string, accountId: string): Promise<CurrentAccountView> {
    const member = isUUID(accountId) ? await this.members.find(accountId, userId) : null;
    const account = member && (await this.accounts.findById(accountId));
    if (!member || !account) throw IdentityErrors.accountNotFound();
    return { id: account.id, name: account.name, companySlug: account.companySlug, role: member.role, requireSecondFactor: account.requireSecondFactor };
  }

  /**
   * The owner's setting that every member needs a second factor. Turning it on takes a session
   * signed in with one (`ownSessionStrong`), so the owner knows what they ask of the others.
   */
  async setRequireSecondFactor(actor: AccountActor, required: boolean, ownSessionStrong: boolean): Promise<boolean> {
    if (required && !ownSessionStrong) throw IdentityErrors.secondFactorOwnerFirst();
    await this.uow.run(async ({ manager }) => {
      if (!(await this.accounts.lockForTeamChange(manager, actor.accountId))) throw IdentityErrors.accountNotFound();
      const account = await this.accounts.findById(actor.accountId, manager);
      if (!account || account.requireSecondFactor === required) return;
      await this.accounts.setRequireSecondFactor(manager, actor.accountId, required);
      await this.audit.record(actor, required ? 'account.second_factor_required' : 'account.second_factor_optional', account.name, {}, manager);
    });
    return required;
  }

  async rename(actor: AccountActor, name: string): Promise<CurrentAccountView> {
    const before = await this.accountOf(actor.userId, actor.accountId);
    if (before.name !== name) {
      await this.accounts.rename(actor.accountId, name);
      await this.audit.record(actor, 'account.renamed', name, { from: before.name });
    }
    return { ...before, name };
  }

  listMembers(actor: AccountActor): Promise<TeamMember[]> {
    return this.members.listMembers(actor.accountId);
  }

  async changeRole(actor: AccountActor, userId: string, role: AccountRole): Promise<TeamMember> {
    return this.uow.run(async ({ manager }) => {
      const target = await this.lockedMember(manager, actor, userId);
      if ((target.role === 'owner' || role === 'owner') && !can(actor, 'account.own')) throw IdentityErrors.forbiddenRole();
      if (target.role !== role) {
        if (!keepsAnOwner({ owners: await this.members.countOwners(manager, actor.accountId) }, { fromRole: target.role, toRole: role })) throw IdentityErrors.lastOwner();
        await this.members.setRole(manager, actor.accountId, userId, role);
        await this.audit.record(actor, 'member.role_changed', await this.nameOf(manager, userId), { from: target.role, to: role }, manager);
      }
      const member = (await this.members.listMembers(actor.accountId, manager)).find((one) => one.userId === userId);
      if (!member) throw IdentityErrors.memberNotFound();
      return member;
    });
  }

  async remove(actor: AccountActor, userId: string): Promise<void> {
    await this.uow.run(async ({ manager }) => {
      const target = await this.lockedMember(manager, actor, userId);
      if (target.role === 'owner' && !can(actor, 'account.own')) throw IdentityErrors.forbiddenRole();
      if (!keepsAnOwner({ owners: await this.members.countOwners(manager, actor.accountId) }, { fromRole: target.role, toRole: null })) throw IdentityErrors.lastOwner();
      const name = await this.nameOf(manager, userId);
      await this.members.remove(manager, actor.accountId, userId);
      await this.audit.record(actor, userId === actor.userId ? 'member.left' : 'member.removed', name, { role: target.role }, manager);
    });
  }

  /** The member leaves the account; its last owner cannot (409). */
  async leave(actor: AccountActor): Promise<void> {
    await this.uow.run(async ({ manager }) => {
      const me = await this.lockedMember(manager, actor, actor.userId);
      if (!keepsAnOwner({ owners: await this.members.countOwners(manager, actor.accountId) }, { fromRole: me.role, toRole: null })) throw IdentityErrors.lastOwner();
      await this.members.remove(manager, actor.accountId, actor.userId);
      await this.audit.record(actor, 'member.left', await this.nameOf(manager, actor.userId), { role: me.role }, manager);
    });
  }

  /** A member of the actor's account, with the account locked for the change; 404 for anyone else. */
  private async lockedMember(manager: EntityManager, actor: AccountActor, userId: string): Promise<AccountMember> {
    if (!isUUID(userId) || !(await this.accounts.lockForTeamChange(manager, actor.accountId))) throw IdentityErrors.memberNotFound();
    const member = await this.members.find(actor.accountId, userId, manager);
    if (!member) throw IdentityErrors.memberNotFound();
    return member;
  }

  private async nameOf(manager: EntityManager, userId: string): Promise<string> {
    return (await this.users.findById(userId, manager))?.name ?? userId;
  }
}
