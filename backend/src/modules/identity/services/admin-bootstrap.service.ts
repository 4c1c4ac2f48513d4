import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { companySlugFrom } from '@fairleads/shared/slug-rules';
import { adminConfig } from '../../../config';
import { UnitOfWork } from '../../../common/outbox/unit-of-work';
import { AccountMembersRepository } from '../repositories/account-members.repository';
import { AccountsRepository } from '../repositories/accounts.repository';
import { UsersRepository } from '../repositories/users.repository';
import { PasswordHasher } from './password-hasher.service';

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, that admin user exists (created or updated) after
 * start, with an account of their own (owner) like an organiser's, its slug after the address.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    @Inject(adminConfig.KEY) private readonly config: ConfigType<typeof adminConfig>,
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly members: AccountMembersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.bootstrap;
    if (!admin) return;
    await this.uow.run(async ({ manager }) => {
      // several API replicas starting at once take turns
      await this.users.awaitAdminBootstrapTurn(manager);
      const existing = await this.users.findByEmail(admin.email, manager);
      const user = existing ?? this.users.create({ email: admin.email, name: 'Administrator' }, manager);
      if (!existing || !(await this.passwords.verify(existing.passwordHash, admin.password))) {
        user.passwordHash = await this.passwords.hash(admin.password);
      }
      user.role = user.role === 'superadmin' ? 'superadmin' : 'admin';
      user.isActive = true;
      user.emailVerifiedAt ??= new Date();
      const saved = await this.users.save(user, manager);
      if ((await this.members.membershipsOf(saved.id, manager)).length === 0) {
        const account = await this.accounts.insert(manager, { name: saved.name, companySlug: await this.freeSlug(admin.email, manager) });
        await this.members.add(manager, { accountId: account.id, userId: saved.id, role: 'owner' });
      }
    });
    this.logger.log({ email: admin.email }, 'admin account ready');
  }

  private async freeSlug(email: string, manager: EntityManager): Promise<string> {
    // the address's local part as a name: its dots, underscores and plus signs part words ('jörg.müller' → joerg-mueller)
    const base = (companySlugFrom(email.split('@')[0].replace(/[._+]+/g, ' '), 40) || 'admin').padEnd(3, '0');
    for (let suffix = 0; ; suffix += 1) {
      const candidate = suffix ? `${base}-${suffix}` : base;
      if (!(await this.accounts.findByCompanySlug(candidate, manager))) return candidate;
    }
  }
}
