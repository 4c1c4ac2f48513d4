import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { appConfig } from '../../../config';
import { can, type AccountActor, type AccountRole } from '../../../common/auth/access-policy';
import { UnitOfWork, type Transaction } from '../../../common/outbox/unit-of-work';
import { MailService } from '../../mailing';
import { DEFAULT_LOCALE } from '../../../common/i18n/locale';
import { invitationExpiry, invitationMail, invitationState, SOMEONE } from '../domain/invitation';
import { hashToken, newVerificationToken } from '../domain/verification-token';
import type { AccountInvitation } from '../entities/account-invitation.entity';
import { IdentityErrors } from '../identity.errors';
import { AccountInvitationsRepository } from '../repositories/account-invitations.repository';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository } from '../repositories/users.repository';
import { AccountAudit } from './account-audit.service';

export interface InvitationView {
  id: string;
  email: string;
  role: AccountRole;
  expiresAt: Date;
}

function view(invitation: AccountInvitation): InvitationView {
  return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt };
}

/**
 * Invitations into an account: sent by a member who may manage the team (an owner invitation
 * only by an owner), accepted by whoever holds the link (the token is the proof), once.
 */
@Injectable()
export class AccountInvitationsService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly invitations: AccountInvitationsRepository,
    private readonly members: AccountMembersRepository,
    private readonly accounts: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailService,
    private readonly audit: AccountAudit,
  ) {}

  async invite(actor: AccountActor, email: string, role: AccountRole): Promise<InvitationView> {
    if (role === 'owner' && !can(actor, 'account.own')) throw IdentityErrors.forbiddenRole();
    return this.uow.run(async (tx) => {
      if (await this.members.hasMemberWithEmail(tx.manager, actor.accountId, email)) throw IdentityErrors.alreadyMember();
      const open = await this.invitations.findOpenFor(tx.manager, actor.accountId, email);
      if (open && invitationState(open) === 'open') throw IdentityErrors.invitationPending();
      // an expired one makes room for the new one (one open invitation per address)
      if (open) await this.invitations.withdraw(tx.manager, open.id);
      const { token, tokenHash } = newVerificationToken();
      const invitation = await this.invitations.insert(tx.manager, { accountId: actor.accountId, email, role, tokenHash, invitedBy: actor.userId, expiresAt: invitationExpiry() });
      await this.sendMail(tx, actor, invitation, token);
      await this.audit.record(actor, 'member.invited', email, { role }, tx.manager);
      return view(invitation);
    });
  }

  async listOpen(actor: AccountActor): Promise<(InvitationView & { invitedAt: Date })[]> {
    const rows = await this.invitations.listOpen(actor.accountId);
    return rows.map((invitation) => ({ ...view(invitation), invitedAt: invitation.createdAt }));
  }

  async withdraw(actor: AccountActor, id: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const invitation = await this.openOfAccount(tx.manager, actor, id);
      await this.invitations.withdraw(tx.manager, invitation.id);
      await this.audit.record(actor, 'invitation.withdrawn', invitation.email, { role: invitation.role }, tx.manager);
    });
  }

  /** A new link valid for another 7 days, in a new mail; the old link stops working. */
  async resend(actor: AccountActor, id: string): Promise<InvitationView> {
    return this.uow.run(async (tx) => {
      const invitation = await this.openOfAccount(tx.manager, actor, id);
      const { token, tokenHash } = newVerificationToken();
      invitation.tokenHash = tokenHash;
      invitation.expiresAt = invitationExpiry();
      await this.invitations.renew(tx.manager, invitation.id, tokenHash, invitation.expiresAt);
      await this.sendMail(tx, actor, invitation, token);
      await this.audit.record(actor, 'invitation.resent', invitation.email, { role: invitation.role }, tx.manager);
      return view(invitation);
    });
  }

  /** What the link's page shows; 404 when unknown, used or withdrawn, 410 when expired. */
  async preview(token: string): Promise<{ accountName: string; role: AccountRole; email: string; expiresAt: Date }> {
    const invitation = await this.usable(token);
    const account = await this.accounts.findById(invitation.accountId);
    if (!account) throw IdentityErrors.invitationNotFound();
    return { accountName: account.name, role: invitation.role, email: invitation.email, expiresAt: invitation.expiresAt };
  }

  /** The usable invitation of a link (for the registration from it); 404 or 410 otherwise. */
  async usable(token: string, manager?: EntityManager, lock = false): Promise<AccountInvitation> {
    if (typeof token !== 'string' || !token || token.length > 200) throw IdentityErrors.invitationNotFound();
    const invitation = await this.invitations.findByHash(hashToken(token), manager, lock);
    if (!invitation) throw IdentityErrors.invitationNotFound();
    const state = invitationState(invitation);
    if (state === 'gone') throw IdentityErrors.invitationNotFound();
    if (state === 'expired') throw IdentityErrors.invitationExpired();
    return invitation;
  }

  /** Makes the signed-in user a member with the invited role; the link works once. */
  async accept(userId: string, token: string): Promise<{ accountId: string; name: string; role: AccountRole }> {
    return this.uow.run(async ({ manager }) => {
      const invitation = await this.usable(token, manager, true);
      const account = await this.accounts.findById(invitation.accountId, manager);
      if (!account) throw IdentityErrors.invitationNotFound();
      await this.join(manager, invitation, userId);
      return { accountId: account.id, name: account.name, role: invitation.role };
    });
  }

  /** Adds the membership and uses the invitation up (also on activation of a registration from it). */
  async join(manager: EntityManager, invitation: AccountInvitation, userId: string): Promise<void> {
    if (!(await this.members.add(manager, { accountId: invitation.accountId, userId, role: invitation.role }))) throw IdentityErrors.youAreAlreadyMember();
    await this.invitations.markAccepted(manager, invitation.id, userId);
    const user = await this.users.findById(userId, manager);
    await this.audit.record({ accountId: invitation.accountId, userId }, 'member.joined', user?.name ?? invitation.email, { role: invitation.role, email: invitation.email }, manager);
  }

  /** An open (not accepted, not withdrawn) invitation of the actor's account; an owner's only for an owner. */
  private async openOfAccount(manager: EntityManager, actor: AccountActor, id: string): Promise<AccountInvitation> {
    const invitation = isUUID(id) ? await this.invitations.findById(id, manager, true) : null;
    if (!invitation || invitation.accountId !== actor.accountId || invitationState(invitation) === 'gone') throw IdentityErrors.invitationNotFound();
    if (invitation.role === 'owner' && !can(actor, 'account.own')) throw IdentityErrors.forbiddenRole();
    return invitation;
  }

  private async sendMail(tx: Transaction, actor: AccountActor, invitation: AccountInvitation, token: string): Promise<void> {
    const account = await this.accounts.findById(actor.accountId, tx.manager);
    const inviter = await this.users.findById(actor.userId, tx.manager);
    const locale = inviter?.locale ?? DEFAULT_LOCALE;
    await this.mail.sendTemplateMail(tx, {
      userId: null,
      to: invitation.email,
      // the inviter's language: the invited person has none with us yet
      content: invitationMail({ appUrl: this.app.appUrl, accountName: account?.name ?? '', inviterName: inviter?.name ?? SOMEONE[locale], role: invitation.role, token, locale }),
    });
  }
}
