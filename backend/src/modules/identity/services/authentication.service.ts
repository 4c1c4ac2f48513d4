import { Injectable } from '@nestjs/common';
import { IdentityErrors } from '../identity.errors';
import { pickCurrentAccount, toPublicUser, type UserWithAccounts } from '../domain/public-user';
import type { User } from '../entities/user.entity';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { UsersRepository } from '../repositories/users.repository';
import { LoginThrottleService } from './login-throttle.service';

/**
 * The signed-in user as GET /api/auth/me answers it: `signedInBefore` is false during an
 * organiser's first session (the dashboard greets 'Willkommen', later 'Willkommen zurück').
 */
export type AccountUser = UserWithAccounts & { signedInBefore: boolean };

/** The user of a successful sign-in; firstLogin lives only in the login answer, never in the session. */
export type SignedInUser = AccountUser & { firstLogin: boolean };

@Injectable()
export class AuthenticationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly members: AccountMembersRepository,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** The user with their accounts; the current one is the wanted account while they are a member there, else their first. */
  async withAccounts(user: User, wantedAccountId?: string | null): Promise<UserWithAccounts> {
    const memberships = await this.members.membershipsOf(user.id);
    return toPublicUser(user, pickCurrentAccount(memberships, wantedAccountId), memberships);
  }

  /**
   * Checks the password first (behind the per-account throttle) and only then says why a known
   * account may not sign in, so an unknown address and a wrong password look alike (same
   * message, same time).
   */
  async authenticate(rawEmail: unknown, rawPassword: unknown): Promise<SignedInUser> {
    const { email, password } = requireCredentials(rawEmail, rawPassword);
    const user = await this.throttle.verifyPassword(email, password);
    if (!user.emailVerifiedAt) throw IdentityErrors.emailNotVerified();
    if (!user.isActive) throw IdentityErrors.accountDeactivated();
    await this.users.touchLastLogin(user.id);
    // `user` is the row before this sign-in: its last sign-in is now the previous one.
    const signedInBefore = user.lastLoginAt !== null;
    // An organiser's very first sign-in opens the welcome dialog on the dashboard.
    return { ...(await this.withAccounts(user)), signedInBefore, firstLogin: !signedInBefore && user.role === 'user' };
  }

  /**
   * The session's user as it is now, with their memberships read fresh: a member removed from
   * the session's account falls back to their first other account, or none. null ends the
   * session (deleted, deactivated).
   */
  async sessionUser(id: string, wantedAccountId?: string | null): Promise<AccountUser | null> {
    const user = await this.users.findById(id);
    if (!user || !user.isActive || !user.emailVerifiedAt) return null;
    return { ...(await this.withAccounts(user, wantedAccountId)), signedInBefore: user.previousLoginAt !== null };
  }

  /**
   * A sign-in proven without the password (a passkey): the same refusals and the same answer as
   * after a right one. The refusals come after the proof, as with the password.
   */
  async admitWithoutPassword(user: User): Promise<SignedInUser> {
    if (!user.emailVerifiedAt) throw IdentityErrors.emailNotVerified();
    if (!user.isActive) throw IdentityErrors.accountDeactivated();
    await this.users.touchLastLogin(user.id);
    const signedInBefore = user.lastLoginAt !== null;
    return { ...(await this.withAccounts(user)), signedInBefore, firstLogin: !signedInBefore && user.role === 'user' };
  }
}

/** Both fields present, else the 400 the login form shows; trimmed like at registration. */
export function requireCredentials(email: unknown, password: unknown): { email: string; password: string } {
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password.trim()) {
    throw IdentityErrors.credentialsMissing();
  }
  return { email: email.trim().toLowerCase(), password: password.trim() };
}
