import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { User } from '../entities/user.entity';
import { IdentityErrors } from '../identity.errors';

/** Serialises the admin bootstrap of several API replicas starting at once. */
const ADMIN_BOOTSTRAP_LOCK = 0x0f_a1_ad_01;

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(User);
  }

  findById(id: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOneBy({ id });
  }

  /** The account, which must exist (an EntityNotFoundError otherwise). */
  getById(id: string): Promise<User> {
    return this.repo().findOneByOrFail({ id });
  }

  findByEmail(email: string, manager?: EntityManager, lock = false): Promise<User | null> {
    return this.repo(manager).findOne({ where: { email }, lock: lock ? { mode: 'pessimistic_write' } : undefined });
  }

  /** Inserts or updates; a race on a unique address or slug answers the same 409 as the pre-check. */
  async save(user: User, manager?: EntityManager): Promise<User> {
    try {
      return await this.repo(manager).save(user);
    } catch (error) {
      throw translateUniqueViolation(error);
    }
  }

  create(fields: Partial<User>, manager?: EntityManager): User {
    return this.repo(manager).create(fields);
  }

  /** Organiser accounts with a confirmed address (admins do not count). */
  countVerifiedOrganisers(): Promise<number> {
    return this.repo()
      .createQueryBuilder('user')
      .where("user.role = 'user' AND user.emailVerifiedAt IS NOT NULL")
      .getCount();
  }

  /** Sets plain fields of the account (e.g. its notification settings). */
  async update(id: string, fields: Partial<Pick<User, 'leadNotificationsEnabled' | 'weeklyReportsEnabled' | 'locale'>>): Promise<void> {
    await this.repo().update({ id }, fields);
  }

  /** Waits for the admin bootstrap's turn, held until the caller's transaction ends. */
  async awaitAdminBootstrapTurn(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_BOOTSTRAP_LOCK]);
  }

  /** A sign-in: the last one becomes the previous one (in the same statement, so two at once keep both). */
  async touchLastLogin(id: string): Promise<void> {
    await this.repo().update(id, { previousLoginAt: () => 'last_login_at', lastLoginAt: new Date() });
  }

  // ---- for the admin panel

  /** Every account, newest first. */
  listAll(): Promise<User[]> {
    return this.repo().find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Name and address of these accounts; ids without an account are left out. */
  findContacts(ids: string[]): Promise<Pick<User, 'id' | 'name' | 'email'>[]> {
    return this.repo().find({ where: { id: In(ids) }, select: { id: true, name: true, email: true } });
  }

  lockById(id: string, manager: EntityManager): Promise<User | null> {
    return this.repo(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Organisers (role user) in total, active with a confirmed address, created since `since`; and the admins. */
  async adminTotals(since: Date): Promise<{ totalUsers: number; activeUsers: number; newUsersThisWeek: number; admins: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE role = 'user')::int AS "totalUsers",
              count(*) FILTER (WHERE role = 'user' AND is_active AND email_verified_at IS NOT NULL)::int AS "activeUsers",
              count(*) FILTER (WHERE role = 'user' AND created_at >= $1)::int AS "newUsersThisWeek",
              count(*) FILTER (WHERE role IN ('admin', 'superadmin'))::int AS admins
         FROM users`,
      [since],
    );
    return row;
  }

  /** Their memberships, tokens, sessions and pending mails go with them (ON DELETE CASCADE); accounts stay. */
  async delete(id: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).delete(id);
  }

  /** The user's name as it is now; null for a deleted user. */
  async nameOf(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const rows: { name: string }[] = await manager.query('SELECT name FROM users WHERE id = $1', [id]);
    return rows[0]?.name ?? null;
  }
}

export function translateUniqueViolation(error: unknown): unknown {
  if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
    const constraint = (error.driverError as { constraint?: string }).constraint ?? '';
    if (constraint.includes('company_slug')) return IdentityErrors.companySlugTaken();
    if (constraint.includes('email')) return IdentityErrors.emailTaken();
  }
  return error;
}
