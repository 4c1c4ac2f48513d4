import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { AccessErrors } from '../../../common/auth/access.errors';
import { AppError } from '../../../common/errors/app-error';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { SessionsRepository } from '../../../common/security/sessions.repository';
import { Clock } from '../../../common/time/clock';
import { appConfig, mailConfig } from '../../../config';
import { MailService } from '../../mailing';
import { EMAIL_CHANGE_VALID_HOURS, emailChangedMail, emailChangeMail, linkState, noticeTime, passwordChangedMail } from '../domain/credential-links';
import { hashToken, newVerificationToken } from '../domain/verification-token';
import type { User } from '../entities/user.entity';
import { CredentialErrors, CredentialMessages } from '../identity.errors';
import { EmailChangeTokensRepository, PasswordResetTokensRepository } from '../repositories/credential-links.repository';
import { UsersRepository } from '../repositories/users.repository';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';

/** Longer than any token we make: refused before it is hashed and looked up. */
const MAX_TOKEN_LENGTH = 200;

/** Who asks: the signed-in user and the session they ask from. */
export interface CredentialsRequester {
  userId: string;
  email: string;
  sessionId: string;
}

/**
 * The signed-in user's password and address. Both changes first check the current password
 * through the login throttle, so these routes guess no better than the sign-in does. A new
 * password ends every other session; a new address changes only when the link mailed to it is
 * opened, and the old address is told.
 */
@Injectable()
export class CredentialsService {
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

  async changePassword(requester: CredentialsRequester, currentPassword: string, newPassword: string): Promise<{ message: string }> {
    await this.checkCurrentPassword(requester, currentPassword);
    const passwordHash = await this.passwords.hash(newPassword);
    await this.uow.run(async (tx) => {
      const user = await this.lockUser(tx.manager, requester.userId);
      const now = this.clock.now();
      user.passwordHash = passwordHash;
      await this.users.save(user, tx.manager);
      await this.sessions.endAllOfExcept(tx.manager, user.id, requester.sessionId);
      // links sent for the old password (a reset, an address change) go with it
      await this.resetLinks.supersedeOpenOf(tx.manager, user.id, now);
      await this.emailChangeLinks.supersedeOpenOf(tx.manager, user.id, now);
      await this.mail.sendTemplateMail(tx, {
        userId: user.id,
        to: user.email,
        content: passwordChangedMail({ name: user.name, changedAt: noticeTime(now, this.app.businessTimeZone, user.locale), supportEmail: this.mailSettings.supportEmail, byReset: false, locale: user.locale }),
      });
    });
    return { message: CredentialMessages.passwordChanged };
  }

  /**
   * Mails a link to the new address and changes nothing else. A taken address is named as
   * taken: the user proved their password, and the link would fail anyway.
   */
  async requestEmailChange(requester: CredentialsRequester, currentPassword: string, newEmail: string): Promise<{ message: string }> {
    await this.checkCurrentPassword(requester, currentPassword);
    if (newEmail === requester.email) throw CredentialErrors.emailUnchanged();
    await this.uow.run(async (tx) => {
      const user = await this.lockUser(tx.manager, requester.userId);
      const holder = await this.users.findByEmail(newEmail, tx.manager);
      if (holder && holder.id !== user.id) throw CredentialErrors.newEmailTaken();
      const now = this.clock.now();
      await this.emailChangeLinks.supersedeOpenOf(tx.manager, user.id, now);
      const { token, tokenHash } = newVerificationToken();
      await this.emailChangeLinks.add(tx.manager, {
        userId: user.id,
        tokenHash,
        newEmail,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
        createdAt: now,
      });
      await this.mail.sendTemplateMail(tx, { userId: user.id, to: newEmail, content: emailChangeMail({ appUrl: this.app.appUrl, name: user.name, token, locale: user.locale }) });
    });
    return { message: CredentialMessages.emailChangeRequested };
  }

  /** Follows the link from the new address's mailbox, in any browser: the address changes, the old one is told. */
  async confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
    return this.uow.run(async (tx) => {
      const link = token.length <= MAX_TOKEN_LENGTH ? await this.emailChangeLinks.findByHash(tx.manager, hashToken(token), true) : null;
      const now = this.clock.now();
      const state = linkState(link, now);
      if (state === 'expired') throw CredentialErrors.emailChangeLinkExpired();
      const user = link && state === 'usable' ? await this.users.lockById(link.userId, tx.manager) : null;
      if (!link || !user || !user.isActive || !user.emailVerifiedAt) throw CredentialErrors.emailChangeLinkInvalid();
      const holder = await this.users.findByEmail(link.newEmail, tx.manager);
      if (holder && holder.id !== user.id) throw CredentialErrors.newEmailTaken();
      const oldEmail = user.email;
      user.email = link.newEmail;
      await this.users.save(user, tx.manager);
      await this.emailChangeLinks.markUsed(tx.manager, link.id, now);
      // reset links went to the old mailbox
      await this.resetLinks.supersedeOpenOf(tx.manager, user.id, now);
      await this.mail.sendTemplateMail(tx, {
        userId: user.id,
        to: oldEmail,
        content: emailChangedMail({ name: user.name, newEmail: user.email, changedAt: noticeTime(now, this.app.businessTimeZone, user.locale), supportEmail: this.mailSettings.supportEmail, locale: user.locale }),
      });
      return { message: CredentialMessages.emailChanged, email: user.email };
    });
  }

  /**
   * The current password, behind the sign-in's throttle of the user's address (a lock answers
   * its 429). A wrong one is a 403 here, not the sign-in's 401: the session stays signed in.
   */
  private async checkCurrentPassword(requester: CredentialsRequester, password: string): Promise<void> {
    try {
      const user = await this.throttle.verifyPassword(requester.email, password);
      if (user.id !== requester.userId) throw CredentialErrors.currentPasswordWrong();
    } catch (error) {
      if (error instanceof AppError && error.code === 'IDENTITY_WRONG_CREDENTIALS') throw CredentialErrors.currentPasswordWrong();
      throw error;
    }
  }

  private async lockUser(manager: EntityManager, id: string): Promise<User> {
    const user = await this.users.lockById(id, manager);
    // deleted since the request's session was read: signed out, as its next request would be
    if (!user) throw AccessErrors.notSignedIn();
    return user;
  }
}
