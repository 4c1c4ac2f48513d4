import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { SessionsRepository } from '../../../common/security/sessions.repository';
import { User, UserRole } from '../entities/user.entity';
import { IdentityErrors } from '../identity.errors';
import { isPlatformAdmin } from '../../../common/auth/session-user';
import type { OwnAccount } from '../domain/membership';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository, translateUniqueViolation } from '../repositories/users.repository';
import { AuthenticationService, requireCredentials, requireMaySignIn } from './authentication.service';
import { AccountService } from './account.service';
import { RegistrationService } from './registration.service';
import { PasswordHasher } from './password-hasher.service';

/** A user as the admin panel lists it (never the password hash). */
export interface AdminUserRecord {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  isActive: boolean;
  emailVerified: boolean;
  /** The account the user owns (the first joined); null when they own none. */
  ownAccountId: string | null;
  /** Of the account the user owns (the first joined); 0 without one. */
  eventCredits: number;
  /** Of the account the user owns (the first joined); empty without one (a member of others' accounts only). */
  companySlug: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface AdminUserCreate {
  name: string;
  email: string;
  password: string;
  companySlug: string;
  role: 'user' | 'admin';
  eventCredits: number;
}

export interface AdminUserPatch {
  name?: string;
  email?: string;
  role?: 'user' | 'admin';
  eventCredits?: number;
  isActive?: boolean;
}

export interface UserTotals {
  /** Organisers (role user). */
  totalUsers: number;
  /** Organisers that are active and have a confirmed address. */
  activeUsers: number;
  newUsersThisWeek: number;
  /** Accounts with role admin or superadmin. */
  admins: number;
}

export type AdminCredentialsCheck =
  /** The sign-in (identity's SignInService) goes on with this user: a second step, or the session. */
  | { kind: 'admin'; user: User }
  /** The password was right, but the account is no admin: no session may be started. */
  | { kind: 'not-admin' };


function toRecord(user: User, own: OwnAccount | undefined): AdminUserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    ownAccountId: own?.accountId ?? null,
    eventCredits: own?.eventCredits ?? 0,
    companySlug: own?.companySlug ?? '',
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
}

/**
 * Accounts as the admin module manages them: the admin sign-in check, list, create, change and
 * delete. Deleting goes the account-deletion way (ON DELETE CASCADE); deactivating ends the
 * account's sessions at once.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly members: AccountMembersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionsRepository,
    private readonly authentication: AuthenticationService,
    private readonly registration: RegistrationService,
    private readonly deletion: AccountService,
  ) {}

  private async record(user: User, manager?: EntityManager): Promise<AdminUserRecord> {
    return toRecord(user, (await this.members.ownAccountsOf([user.id], manager)).get(user.id));
  }

  /**
   * Checks e-mail and password like the normal sign-in (same 401 for an unknown address and a
   * wrong password, the same per-account throttle) without starting a session; an organiser
   * with the right password gets 'not-admin' and their last-login time stays untouched.
   */
  async checkAdminCredentials(rawEmail: unknown, rawPassword: unknown): Promise<AdminCredentialsCheck> {
    const { email, password } = requireCredentials(rawEmail, rawPassword);
    const user = await this.authentication.passwordOwner(email, password);
    if (!isPlatformAdmin(user)) return { kind: 'not-admin' };
    requireMaySignIn(user);
    return { kind: 'admin', user };
  }

  async list(): Promise<AdminUserRecord[]> {
    const rows = await this.users.listAll();
    const own = await this.members.ownAccountsOf(rows.map((user) => user.id));
    return rows.map((user) => toRecord(user, own.get(user.id)));
  }

  async find(id: string): Promise<AdminUserRecord | null> {
    if (!isUUID(id)) return null;
    const user = await this.users.findById(id);
    return user ? this.record(user) : null;
  }

  /** Name and address per account id (the admin's audit log); deleted accounts are missing. */
  async contactsOf(ids: string[]): Promise<Map<string, { name: string; email: string }>> {
    const valid = [...new Set(ids)].filter((id) => isUUID(id));
    if (!valid.length) return new Map();
    const rows = await this.users.findContacts(valid);
    return new Map(rows.map((user) => [user.id, { name: user.name, email: user.email }]));
  }

  async totals(since: Date): Promise<UserTotals> {
    return this.users.adminTotals(since);
  }

  /** A confirmed, active user with an account of their own (no activation mail); the registration's 409s for a taken address or slug. */
  async create(input: AdminUserCreate): Promise<AdminUserRecord> {
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.uow.run(async ({ manager }) => {
        if (await this.users.findByEmail(input.email, manager)) throw IdentityErrors.emailTaken();
        await this.registration.requireFreeSlug(manager, input.companySlug, null);
        const user = await this.users.save(
          this.users.create({ email: input.email, name: input.name, passwordHash, role: input.role, isActive: true, emailVerifiedAt: new Date() }, manager),
          manager,
        );
        const account = await this.accounts.insert(manager, { name: input.name, companySlug: input.companySlug, eventCredits: input.eventCredits });
        await this.members.add(manager, { accountId: account.id, userId: user.id, role: 'owner' });
        return this.record(user, manager);
      });
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  /** null for an unknown id. A deactivated account loses every session in the same transaction. */
  async update(id: string, patch: AdminUserPatch): Promise<AdminUserRecord | null> {
    if (!isUUID(id)) return null;
    try {
      return await this.uow.run(async ({ manager }) => {
        const user = await this.users.lockById(id, manager);
        if (!user) return null;
        if (patch.email !== undefined && patch.email !== user.email) {
          const owner = await this.users.findByEmail(patch.email, manager);
          if (owner && owner.id !== user.id) throw IdentityErrors.emailTaken();
          user.email = patch.email;
        }
        if (patch.name !== undefined) user.name = patch.name;
        if (patch.role !== undefined) user.role = patch.role;
        if (patch.isActive !== undefined) user.isActive = patch.isActive;
        const saved = await this.users.save(user, manager);
        const own = (await this.members.ownAccountsOf([saved.id], manager)).get(saved.id);
        // the credits are those of the account the user owns; a user without one has none to set
        if (patch.eventCredits !== undefined && own) await this.accounts.setEventCredits(manager, own.accountId, patch.eventCredits);
        if (!saved.isActive) await this.sessions.endAllOf(manager, saved.id);
        return this.record(saved, manager);
      });
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  /**
   * false for an unknown id; otherwise the user goes as with their own deletion: the accounts
   * they alone are in with everything those own (FK cascade), sessions included; 409 for the last
   * owner of an account with other members.
   */
  async delete(id: string): Promise<boolean> {
    if (!isUUID(id)) return false;
    return this.deletion.deleteUser(id);
  }
}
