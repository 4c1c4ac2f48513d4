import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../../common/auth/session-user';
import { EventsService } from '../../events';
import { AdminUserRecord, UserAdministrationService } from '../../identity';
import { AdminErrors } from '../admin.errors';
import { CreateAdminUserDto, DEFAULT_EVENT_CREDITS, UpdateAdminUserDto } from '../dto/admin-user.dto';
import { AdminAuditService } from './admin-audit.service';

/** A user as GET /api/admin/users lists it. */
export interface AdminUserView {
  id: string;
  name: string;
  email: string;
  role: AdminUserRecord['role'];
  isActive: boolean;
  eventCredits: number;
  companySlug: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  eventCount: number;
}

function toView(user: AdminUserRecord, eventCount: number): AdminUserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    eventCredits: user.eventCredits,
    companySlug: user.companySlug,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    eventCount,
  };
}

/** User management of the admin panel; every change is written to the audit log right after it. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly accounts: UserAdministrationService,
    private readonly events: EventsService,
    private readonly audit: AdminAuditService,
  ) {}

  async list(): Promise<AdminUserView[]> {
    const [users, events] = await Promise.all([this.accounts.list(), this.events.listAllForAdmin()]);
    const counts = new Map<string, number>();
    // a user's events are those of the account they own
    for (const event of events) counts.set(event.accountId, (counts.get(event.accountId) ?? 0) + 1);
    return users.map((user) => toView(user, user.ownAccountId ? (counts.get(user.ownAccountId) ?? 0) : 0));
  }

  async create(admin: SessionUser, dto: CreateAdminUserDto): Promise<AdminUserView> {
    const user = await this.accounts.create({
      name: dto.name,
      email: dto.email,
      password: dto.password,
      companySlug: dto.companySlug,
      role: dto.role ?? 'user',
      eventCredits: dto.eventCredits ?? DEFAULT_EVENT_CREDITS,
    });
    await this.audit.record({
      adminUserId: admin.id,
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      details: { role: user.role, eventCredits: user.eventCredits },
    });
    return toView(user, 0);
  }

  async update(admin: SessionUser, id: string, dto: UpdateAdminUserDto): Promise<AdminUserView> {
    const target = await this.accounts.find(id);
    if (!target) throw AdminErrors.userNotFound();
    if (target.id === admin.id) {
      if (dto.isActive === false) throw AdminErrors.selfDeactivation();
      if (dto.role !== undefined && dto.role !== target.role) throw AdminErrors.selfDemotion();
    }
    if (target.role === 'superadmin' && admin.role !== 'superadmin') throw AdminErrors.superadminProtected();

    const patch = {
      name: dto.name,
      email: dto.email,
      role: dto.role,
      eventCredits: dto.eventCredits,
      isActive: dto.isActive,
    };
    const updated = await this.accounts.update(id, patch);
    if (!updated) throw AdminErrors.userNotFound();
    const changed = (Object.keys(patch) as (keyof typeof patch)[]).filter((key) => patch[key] !== undefined && patch[key] !== target[key]);
    // the names of changed fields; new values only where they are no personal data
    const values = Object.fromEntries(changed.filter((key) => key === 'role' || key === 'eventCredits' || key === 'isActive').map((key) => [key, updated[key]]));
    await this.audit.record({ adminUserId: admin.id, action: 'user.update', targetType: 'user', targetId: id, details: { changed, ...values } });
    return toView(updated, (await this.events.listOwnedIdsAndNames(id)).length);
  }

  async delete(admin: SessionUser, id: string): Promise<void> {
    const target = await this.accounts.find(id);
    if (!target) throw AdminErrors.userNotFound();
    if (target.id === admin.id) throw AdminErrors.selfDeletion();
    if (target.role === 'superadmin' && admin.role !== 'superadmin') throw AdminErrors.superadminProtected();
    const eventCount = target.ownAccountId ? (await this.events.listOwnedIdsAndNames(target.ownAccountId)).length : 0;
    if (!(await this.accounts.delete(id))) throw AdminErrors.userNotFound();
    await this.audit.record({ adminUserId: admin.id, action: 'user.delete', targetType: 'user', targetId: id, details: { role: target.role, eventCount } });
  }
}
