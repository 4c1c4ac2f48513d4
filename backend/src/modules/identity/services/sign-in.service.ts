import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isPlatformAdmin } from '../../../common/auth/session-user';
import { Clock } from '../../../common/time/clock';
import { PENDING_SECOND_FACTOR_MS } from '../domain/second-factor';
import { beginSignedInSession, isStrongSignIn, sessionStep, type SignInMethod } from '../domain/sign-in';
import type { User } from '../entities/user.entity';
import { IdentityErrors } from '../identity.errors';
import { UsersRepository } from '../repositories/users.repository';
import { AuthenticationService, type SignedInUser } from './authentication.service';
import { LoginThrottleService } from './login-throttle.service';
import { SecondFactorService } from './second-factor.service';
import { SignInNotices } from './sign-in-notices.service';

/** Which sign-in form: the admin's completes only at the admin's second step (and records the admin's audit entry there). */
export type SignInAudience = 'organiser' | 'admin';

export type PasswordSignIn = { kind: 'signed-in'; user: SignedInUser } | { kind: 'second-factor-pending' };

/**
 * What follows a right password: with TOTP on, a fresh session that holds only the pending user
 * for 5 minutes (signed in is no one), completed by `completeSecondFactor`; else the session.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly authentication: AuthenticationService,
    private readonly secondFactor: SecondFactorService,
    private readonly throttle: LoginThrottleService,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly notices: SignInNotices,
  ) {}

  /** `user` passed AuthenticationService.passwordOwner, which already dropped a TOTP secret the key cannot read. */
  async afterPassword(req: Request, res: Response, user: User, audience: SignInAudience): Promise<PasswordSignIn> {
    if (!(await this.secondFactor.isTotpEnabled(user.id))) return { kind: 'signed-in', user: await this.begin(req, res, user, 'password') };
    // a new session id, and whoever was signed in in this browser is no longer
    await sessionStep(req, 'regenerate');
    req.session.pendingSecondFactor = {
      userId: user.id,
      email: user.email,
      admin: audience === 'admin',
      until: this.clock.now().getTime() + PENDING_SECOND_FACTOR_MS,
    };
    // the pending session's row expires with it; the signed-in session gets the full lifetime
    req.session.cookie.maxAge = PENDING_SECOND_FACTOR_MS;
    await sessionStep(req, 'save');
    return { kind: 'second-factor-pending' };
  }

  /**
   * The second step: a TOTP code or a recovery code of the pending user. A wrong one is a failed
   * sign-in of that address (the login throttle locks after 5); without a pending sign-in of this
   * form, or after 5 minutes, 401 'Bitte melde dich erneut an.'
   */
  async completeSecondFactor(req: Request, res: Response, code: string, audience: SignInAudience): Promise<SignedInUser> {
    const pending = req.session.pendingSecondFactor;
    if (!pending || pending.admin !== (audience === 'admin') || pending.until <= this.clock.now().getTime()) throw IdentityErrors.secondFactorExpired();
    const method = await this.throttle.verifySecondStep(pending.email, () => this.secondFactor.verifyCode(pending.userId, code));
    if (!method) throw IdentityErrors.wrongSecondFactor();
    const user = await this.users.findById(pending.userId);
    // deactivated, deleted or demoted within the 5 minutes
    if (!user || !user.isActive || !user.emailVerifiedAt || (pending.admin && !isPlatformAdmin(user))) {
      delete req.session.pendingSecondFactor;
      throw IdentityErrors.secondFactorExpired();
    }
    return this.begin(req, res, user, method);
  }

  /** A passkey proved the user (PasskeySignInService.verify): no password, no code. */
  withPasskey(req: Request, res: Response, user: User): Promise<SignedInUser> {
    return this.begin(req, res, user, 'passkey');
  }

  /** The session, and the notice when the browser is new to the user. */
  private async begin(req: Request, res: Response, user: User, method: SignInMethod): Promise<SignedInUser> {
    const signedIn = await this.authentication.signedIn(user, isStrongSignIn(method));
    await beginSignedInSession(req, signedIn, method);
    await this.notices.noteSignIn(req, res, signedIn);
    return signedIn;
  }
}
