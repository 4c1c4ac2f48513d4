import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { SessionsRepository } from '../../../common/security/sessions.repository';
import { Clock } from '../../../common/time/clock';
import { appConfig, mailConfig } from '../../../config';
import { MailService } from '../../mailing';
import { linkState, noticeTime, passwordChangedMail } from '../domain/credential-links';
import { hashToken } from '../domain/verification-token';
import type { PasswordResetToken } from '../entities/password-reset-token.entity';
import type { User } from '../entities/user.entity';
import { CredentialErrors, CredentialMessages } from '../identity.errors';
import { EmailChangeTokensRepository, PasswordResetTokensRepository } from '../repositories/credential-links.repository';
import { UsersRepository } from '../repositories/users.repository';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import { PASSWORD_RESET_JOB, type PasswordResetJob } from './password-reset-mails.service';

/** Longer than any token we make: refused before it is hashed and looked up. */
const MAX_TOKEN_LENGTH = 200;

/**
 * 'Passwort vergessen': the request (PasswordResetMails decides about the mail), the link's
 * check, and the new password. The reset ends every session of the user, voids their other
 * reset links and any pending address change, mails a notice and lifts the address's sign-in
 * lock. It signs nobody in and changes nothing else: an unconfirmed or deactivated user gets
 * no link, and one deactivated meanwhile finds the link void.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(mailConfig.KEY) private readonly mailSettings: ConfigType<typeof mailConfig>,
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly resetLinks: PasswordResetTokensRepository,
    private readonly emailChangeLinks: EmailChangeTokensRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The same work and the same answer for every address: one job row, whose handler decides. */
  async request(email: string): Promise<{ message: string }> {
    const job: PasswordResetJob = { email };
    await this.uow.run((tx) => tx.enqueue({ queue: 'mail', type: PASSWORD_RESET_JOB, payload: { ...job } }));
    return { message: CredentialMessages.resetRequested };
  }

  /** Whether the link still holds, so the page can say so before the user types. */
  async check(token: string): Promise<{ expiresAt: string }> {
    return this.uow.run(async ({ manager }) => {
      const { link } = await this.usable(manager, token, false);
      return { expiresAt: link.expiresAt.toISOString() };
    });
  }

  async reset(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await this.passwords.hash(password);
    const email = await this.uow.run(async (tx) => {
      const { link, user } = await this.usable(tx.manager, token, true);
      const now = this.clock.now();
      user.passwordHash = passwordHash;
      await this.users.save(user, tx.manager);
      await this.resetLinks.markUsed(tx.manager, link.id, now);
      await this.resetLinks.supersedeOpenOf(tx.manager, user.id, now);
      // an address change begun with the old password must not outlive it
      await this.emailChangeLinks.supersedeOpenOf(tx.manager, user.id, now);
      await this.sessions.endAllOf(tx.manager, user.id);
      await this.mail.sendTemplateMail(tx, {
        userId: user.id,
        to: user.email,
        content: passwordChangedMail({ name: user.name, changedAt: noticeTime(now, this.app.businessTimeZone, user.locale), supportEmail: this.mailSettings.supportEmail, byReset: true, locale: user.locale }),
      });
      return user.email;
    });
    // the link proved the mailbox and the new password is unknown to any guesser
    await this.throttle.forget(email);
    return { message: CredentialMessages.passwordReset };
  }

  /** The link and its user when the link holds (404 spent or unknown, 410 expired); locked for a reset. */
  private async usable(manager: EntityManager, token: string, lock: boolean): Promise<{ link: PasswordResetToken; user: User }> {
    const link = token.length <= MAX_TOKEN_LENGTH ? await this.resetLinks.findByHash(manager, hashToken(token), lock) : null;
    const state = linkState(link, this.clock.now());
    if (state === 'expired') throw CredentialErrors.resetLinkExpired();
    const user = link && state === 'usable' ? await this.users.findById(link.userId, manager) : null;
    if (!link || !user || !user.isActive || !user.emailVerifiedAt) throw CredentialErrors.resetLinkInvalid();
    return { link, user };
  }
}
