import { Injectable } from '@nestjs/common';
import { isPlatformAdmin, type SecondFactorState } from '../../../common/auth/session-user';
import { IdentityErrors } from '../identity.errors';
import { pickCurrentAccount, toPublicUser, type UserWithAccounts } from '../domain/public-user';
import type { User } from '../entities/user.entity';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { UsersRepository } from '../repositories/users.repository';
import { LoginThrottleService } from './login-throttle.service';
import { SecondFactorService } from './second-factor.service';

/**
 * The signed-in user as GET /api/auth/me answers it: `signedInBefore` is false during an
 * organiser's first session (the dashboard greets 'Willkommen', later 'Willkommen zurück').
 */
export type AccountUser = UserWithAccounts & { signedInBefore: boolean; secondFactor: SecondFactorState };

/** The user of a successful sign-in; firstLogin lives only in the login answer, never in the session. */
export type SignedInUser = AccountUser & { firstLogin: boolean };

@Injectable()
export class AuthenticationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly members: AccountMembersRepository,
    private readonly throttle: LoginThrottleService,
    private readonly secondFactor: SecondFactorService,
  ) {}

  /**
   * The user with their accounts; the current one is the wanted account while they are a member
   * there, else their first. `strong`: the session proved a second factor.
   */
  private async withAccounts(user: User, wantedAccountId: string | null | undefined, strong: boolean): Promise<UserWithAccounts & { secondFactor: SecondFactorState }> {
    const memberships = await this.members.membershipsOf(user.id);
    const current = pickCurrentAccount(memberships, wantedAccountId);
    const secondFactor: SecondFactorState = {
      enabled: await this.secondFactor.hasSecondFactor(user.id),
      required: isPlatformAdmin(user) || (current?.requireSecondFactor ?? false),
      satisfied: strong,
    };
    return { ...toPublicUser(user, current, memberships), secondFactor };
  }

  /**
   * Checks the password first (behind the per-account throttle) and only then says why a known
   * account may not sign in, so an unknown address and a wrong password look alike (same
   * message, same time). What follows (a second step, the session) is the sign-in's.
   */
  async checkPassword(rawEmail: unknown, rawPassword: unknown): Promise<User> {
    const { email, password } = requireCredentials(rawEmail, rawPassword);
    const user = await this.passwordOwner(email, password);
    requireMaySignIn(user);
    return user;
  }

  /** The account whose password this is (401, 429 otherwise); with TOTP on, the failures stay counted until its code. */
  passwordOwner(email: string, password: string): Promise<User> {
    return this.throttle.verifyPassword(email, password, { secondStepFollows: (user) => this.secondFactor.needsTotpAtSignIn(user.id) });
  }

  /** The user of a sign-in that is complete now: their last sign-in moves on. */
  async signedIn(user: User, strong: boolean): Promise<SignedInUser> {
    await this.users.touchLastLogin(user.id);
    // `user` is the row before this sign-in: its last sign-in is now the previous one.
    const signedInBefore = user.lastLoginAt !== null;
    // An organiser's very first sign-in opens the welcome dialog on the dashboard.
    return { ...(await this.withAccounts(user, null, strong)), signedInBefore, firstLogin: !signedInBefore && user.role === 'user' };
  }

  /**
   * The session's user as it is now, with their memberships read fresh: a member removed from
   * the session's account falls back to their first other account, or none. null ends the
   * session (deleted, deactivated).
   */
  async sessionUser(id: string, wantedAccountId: string | null | undefined, strong: boolean): Promise<AccountUser | null> {
    const user = await this.users.findById(id);
    if (!user || !user.isActive || !user.emailVerifiedAt) return null;
    return { ...(await this.withAccounts(user, wantedAccountId, strong)), signedInBefore: user.previousLoginAt !== null };
  }
}

/** A right password does not sign in an unconfirmed or deactivated account. */
export function requireMaySignIn(user: User): void {
  if (!user.emailVerifiedAt) throw IdentityErrors.emailNotVerified();
  if (!user.isActive) throw IdentityErrors.accountDeactivated();
}

/** Both fields present, else the 400 the login form shows; trimmed like at registration. */
export function requireCredentials(email: unknown, password: unknown): { email: string; password: string } {
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password.trim()) {
    throw IdentityErrors.credentialsMissing();
  }
  return { email: email.trim().toLowerCase(), password: password.trim() };
}
