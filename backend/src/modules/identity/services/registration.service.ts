import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { appConfig } from '../../../config';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import type { SessionUser } from '../../../common/auth/session-user';
import { MailService } from '../../mailing';
import { DEFAULT_LOCALE } from '../../../common/i18n/locale';
import type { RegisterDto } from '../dto/register.dto';
import { IdentityErrors, IdentityMessages } from '../identity.errors';
import { verificationMail } from '../domain/verification-mail';
import { toPublicUser } from '../domain/public-user';
import { invitationState } from '../domain/invitation';
import type { EmailVerificationToken } from '../entities/email-verification-token.entity';
import type { User } from '../entities/user.entity';
import { AccountInvitationsRepository } from '../repositories/account-invitations.repository';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository, translateUniqueViolation } from '../repositories/users.repository';
import { VerificationTokensRepository } from '../repositories/verification-tokens.repository';
import { AccountAudit } from './account-audit.service';
import { AccountInvitationsService } from './account-invitations.service';
import { PasswordHasher } from './password-hasher.service';
import { VERIFICATION_VALID_HOURS, hashToken, newVerificationToken } from '../domain/verification-token';

export interface RegistrationResult {
  /** true when the address was registered before but never confirmed: a new mail went out. */
  repeated: boolean;
  requiresVerification: true;
  email: string;
  message: string;
  /** Not signed in: no second factor yet. */
  user: Omit<SessionUser, 'secondFactor'>;
}

export interface ActivationResult {
  user: { email: string };
  message: string;
}

@Injectable()
export class RegistrationService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly members: AccountMembersRepository,
    private readonly invitations: AccountInvitationsRepository,
    private readonly invitationLinks: AccountInvitationsService,
    private readonly audit: AccountAudit,
    private readonly tokens: VerificationTokensRepository,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
  ) {}

  /**
   * Creates an unconfirmed user and sends the activation mail; the activation makes their account
   * (with the company slug, held for them meanwhile) or, from an invitation, joins the inviting
   * one. Registering an address that is registered but unconfirmed sends a fresh mail; the user
   * takes the details of the attempt whose link is followed.
   */
  async register(dto: RegisterDto): Promise<RegistrationResult> {
    const invitation = dto.invitationToken !== undefined && dto.invitationToken !== null ? await this.invitationLinks.usable(dto.invitationToken) : null;
    const companySlug = invitation ? null : (dto.companySlug ?? '');
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      return await this.uow.run(async (tx) => {
        const existing = await this.users.findByEmail(dto.email, tx.manager, true);
        if (existing?.emailVerifiedAt) throw IdentityErrors.emailTaken();
        if (companySlug !== null) await this.requireFreeSlug(tx.manager, companySlug, existing?.id ?? null);

        const user =
          existing ?? (await this.users.save(this.users.create({ email: dto.email, name: dto.name, passwordHash, role: 'user', locale: dto.locale ?? DEFAULT_LOCALE }, tx.manager), tx.manager));

        const { token, tokenHash } = newVerificationToken();
        await this.tokens.add(tx.manager, {
          userId: user.id,
          tokenHash,
          name: dto.name,
          companySlug,
          invitationId: invitation?.id ?? null,
          passwordHash,
          expiresAt: new Date(Date.now() + VERIFICATION_VALID_HOURS * 3_600_000),
        });
        await this.mail.sendTemplateMail(tx, {
          userId: user.id,
          to: user.email,
          // in the language of this attempt (the browser's, when sign-up names none)
          content: verificationMail({ appUrl: this.app.appUrl, name: dto.name, token, validHours: VERIFICATION_VALID_HOURS, locale: dto.locale ?? user.locale }),
        });
        const pending = toPublicUser({ ...user, name: dto.name }, null);
        return {
          repeated: Boolean(existing),
          requiresVerification: true as const,
          email: user.email,
          message: existing ? IdentityMessages.registeredAgainUnconfirmed : IdentityMessages.registered,
          // the account comes with the activation: its slug is the one held for it
          user: { ...pending, companySlug: companySlug ?? '', freeEventAvailable: companySlug !== null },
        };
      });
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  /** Activates once; following a used link again (a second click, a mail scanner) still answers success. */
  async activate(token: string): Promise<ActivationResult> {
    if (!token || token.length > 200) throw IdentityErrors.invalidActivationLink();
    return this.uow.run(async (tx) => {
      const row = await this.tokens.findByHashForUpdate(tx.manager, hashToken(token));
      if (!row || row.expiresAt.getTime() < Date.now()) throw IdentityErrors.invalidActivationLink();
      const user = await this.users.findById(row.userId, tx.manager);
      if (!user) throw IdentityErrors.invalidActivationLink();
      if (row.usedAt || user.emailVerifiedAt) {
        return { user: { email: user.email }, message: IdentityMessages.alreadyActivated };
      }

      user.name = row.name;
      user.passwordHash = row.passwordHash;
      user.emailVerifiedAt = new Date();
      await this.users.save(user, tx.manager);
      await this.tokens.markUsed(tx.manager, row.id);
      await this.tokens.deleteOthers(tx.manager, user.id, row.id);
      await this.giveAccount(tx.manager, user, row);
      return { user: { email: user.email }, message: IdentityMessages.activated };
    });
  }

  /**
   * From an invitation still open: membership in its account with the invited role (a withdrawn
   * or expired one leaves the user without an account, to be invited again). Otherwise a new
   * account with the user as its owner, unless they are in one already (an organiser from
   * before teams who had not confirmed yet).
   */
  private async giveAccount(manager: EntityManager, user: User, row: EmailVerificationToken): Promise<void> {
    if (row.invitationId) {
      const invitation = await this.invitations.findById(row.invitationId, manager, true);
      if (invitation && invitationState(invitation) === 'open') await this.invitationLinks.join(manager, invitation, user.id);
      return;
    }
    if (!row.companySlug || (await this.members.membershipsOf(user.id, manager)).length > 0) return;
    await this.accounts.awaitCompanySlugTurn(manager, row.companySlug);
    // the slug was held for this registration; should an account have taken it anyway (the admin
    // made one), the account gets a free variant rather than the activation failing for good
    const companySlug = (await this.accounts.findByCompanySlug(row.companySlug, manager))
      ? `${row.companySlug.slice(0, 45)}-${randomBytes(2).toString('hex')}`
      : row.companySlug;
    const account = await this.accounts.insert(manager, { name: row.name, companySlug });
    await this.members.add(manager, { accountId: account.id, userId: user.id, role: 'owner' });
    await this.audit.record({ accountId: account.id, userId: user.id }, 'member.joined', user.name, { role: 'owner' }, manager);
  }

  /** 409 when an account or another user's pending registration holds the slug; the caller's transaction holds the slug's turn. */
  async requireFreeSlug(manager: EntityManager, companySlug: string, userId: string | null): Promise<void> {
    await this.accounts.awaitCompanySlugTurn(manager, companySlug);
    if ((await this.accounts.findByCompanySlug(companySlug, manager)) || (await this.tokens.slugPendingForOther(manager, companySlug, userId))) {
      throw IdentityErrors.companySlugTaken();
    }
  }
}
