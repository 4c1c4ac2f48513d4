import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { SessionsRepository } from '../../../common/security/sessions.repository';
import { User, UserRole } from '../entities/user.entity';
import { IdentityErrors } from '../identity.errors';
import { isPlatformAdmin } from '../../../common/auth/session-user';
import { toPublicUser } from '../domain/public-user';
import { UsersRepository, translateUniqueViolation } from '../repositories/users.repository';
import type { SignedInUser } from './authentication.service';
import { requireCredentials } from './authentication.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';

/** A user as the admin panel lists it (never the password hash). */
export interface AdminUserRecord {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  isActive: boolean;
  emailVerified: boolean;
  eventCredits: number;
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
  | { kind: 'admin'; user: SignedInUser }
  /** The password was right, but the account is no admin: no session may be started. */
  | { kind: 'not-admin' };


function toRecord(user: User): AdminUserRecord {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    emailVerified: user.emailVerifiedAt !== null,
    eventCredits: user.eventCredits,
    companySlug: user.companySlug,
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
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * Checks e-mail and password like the normal sign-in (same 401 for an unknown address and a
   * wrong password, the same per-account throttle) without starting a session; an organiser
   * with the right password gets 'not-admin' and their last-login time stays untouched.
   */
  async checkAdminCredentials(rawEmail: unknown, rawPassword: unknown): Promise<AdminCredentialsCheck> {
    const { email, password } = requireCredentials(rawEmail, rawPassword);
    const user = await this.throttle.verifyPassword(email, password);
    if (!isPlatformAdmin(user)) return { kind: 'not-admin' };
    if (!user.emailVerifiedAt) throw IdentityErrors.emailNotVerified();
    if (!user.isActive) throw IdentityErrors.accountDeactivated();
    await this.users.touchLastLogin(user.id);
    return { kind: 'admin', user: { ...toPublicUser(user), signedInBefore: user.lastLoginAt !== null, firstLogin: false } };
  }

  async list(): Promise<AdminUserRecord[]> {
    const rows = await this.users.listAll();
    return rows.map(toRecord);
  }

  async find(id: string): Promise<AdminUserRecord | null> {
    if (!isUUID(id)) return null;
    const user = await this.users.findById(id);
    return user ? toRecord(user) : null;
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

  /** A confirmed, active account (no activation mail); the registration's 409s for a taken address or slug. */
  async create(input: AdminUserCreate): Promise<AdminUserRecord> {
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.uow.run(async ({ manager }) => {
        if (await this.users.findByEmail(input.email, manager)) throw IdentityErrors.emailTaken();
        if (await this.users.findByCompanySlug(input.companySlug, manager)) throw IdentityErrors.companySlugTaken();
        const user = await this.users.save(
          this.users.create(
            {
              email: input.email,
              name: input.name,
              companySlug: input.companySlug,
              passwordHash,
              role: input.role,
              eventCredits: input.eventCredits,
              isActive: true,
              emailVerifiedAt: new Date(),
            },
            manager,
          ),
          manager,
        );
        return toRecord(user);
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
        if (patch.eventCredits !== undefined) user.eventCredits = patch.eventCredits;
        if (patch.isActive !== undefined) user.isActive = patch.isActive;
        const saved = await this.users.save(user, manager);
        if (!saved.isActive) await this.sessions.endAllOf(manager, saved.id);
        return toRecord(saved);
      });
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  /** false for an unknown id; otherwise everything of the account goes (FK cascade), sessions included. */
  async delete(id: string): Promise<boolean> {
    if (!isUUID(id) || !(await this.users.findById(id))) return false;
    await this.users.delete(id);
    return true;
  }
}
