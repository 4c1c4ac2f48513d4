import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { appConfig } from '../../../config';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import type { SessionUser } from '../../../common/auth/session-user';
import { MailService } from '../../mailing';
import type { RegisterDto } from '../dto/register.dto';
import { IdentityErrors, IdentityMessages } from '../identity.errors';
import { verificationMail } from '../domain/verification-mail';
import { toPublicUser } from '../domain/public-user';
import { UsersRepository, translateUniqueViolation } from '../repositories/users.repository';
import { VerificationTokensRepository } from '../repositories/verification-tokens.repository';
import { PasswordHasher } from './password-hasher.service';
import { VERIFICATION_VALID_HOURS, hashToken, newVerificationToken } from '../domain/verification-token';

export interface RegistrationResult {
  /** true when the address was registered before but never confirmed: a new mail went out. */
  repeated: boolean;
  requiresVerification: true;
  email: string;
  message: string;
  user: SessionUser;
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
    private readonly tokens: VerificationTokensRepository,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
  ) {}

  /**
   * Creates an unconfirmed account and sends the activation mail. Registering an address that
   * is registered but unconfirmed sends a fresh mail; the account takes the details of the
   * attempt whose link is followed.
   */
  async register(dto: RegisterDto): Promise<RegistrationResult> {
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      return await this.uow.run(async (tx) => {
        const existing = await this.users.findByEmail(dto.email, tx.manager, true);
        if (existing?.emailVerifiedAt) throw IdentityErrors.emailTaken();
        const slugOwner = await this.users.findByCompanySlug(dto.companySlug, tx.manager);
        if (slugOwner && slugOwner.id !== existing?.id) throw IdentityErrors.companySlugTaken();

        const user =
          existing ??
          (await this.users.save(
            this.users.create({ email: dto.email, name: dto.name, companySlug: dto.companySlug, passwordHash, role: 'user' }, tx.manager),
            tx.manager,
          ));
        if (existing && existing.companySlug !== dto.companySlug) {
          // an unconfirmed account owns no events yet, so its slug may still change
          existing.companySlug = dto.companySlug;
          await this.users.save(existing, tx.manager);
        }

        const { token, tokenHash } = newVerificationToken();
        await this.tokens.add(tx.manager, {
          userId: user.id,
          tokenHash,
          name: dto.name,
          companySlug: dto.companySlug,
          passwordHash,
          expiresAt: new Date(Date.now() + VERIFICATION_VALID_HOURS * 3_600_000),
        });
        await this.mail.sendTemplateMail(tx, {
          userId: user.id,
          to: user.email,
          content: verificationMail({ appUrl: this.app.appUrl, name: dto.name, token, validHours: VERIFICATION_VALID_HOURS }),
        });
        return {
          repeated: Boolean(existing),
          requiresVerification: true as const,
          email: user.email,
          message: existing ? IdentityMessages.registeredAgainUnconfirmed : IdentityMessages.registered,
          user: toPublicUser({ ...user, name: dto.name, companySlug: dto.companySlug }),
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
      const slugOwner = await this.users.findByCompanySlug(row.companySlug, tx.manager);
      if (!slugOwner || slugOwner.id === user.id) user.companySlug = row.companySlug;
      user.emailVerifiedAt = new Date();
      await this.users.save(user, tx.manager);
      await this.tokens.markUsed(tx.manager, row.id);
      await this.tokens.deleteOthers(tx.manager, user.id, row.id);
      return { user: { email: user.email }, message: IdentityMessages.activated };
    });
  }
}
