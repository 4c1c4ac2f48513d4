import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { User } from '../entities/user.entity';
import type { OrganiserContact } from '../domain/organiser-contact';

/** The users table as the notifications read it: addresses and the organiser's mail settings. */
@Injectable()
export class OrganiserDirectoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(User);
  }

  async find(userId: string, manager?: EntityManager): Promise<OrganiserContact | null> {
    const user = await this.repo(manager).findOne({
      select: { id: true, email: true, name: true, leadNotificationsEnabled: true, weeklyReportsEnabled: true },
      where: { id: userId },
    });
    if (!user) return null;
    const { id, email, name, leadNotificationsEnabled, weeklyReportsEnabled } = user;
    return { id, email, name, leadNotificationsEnabled, weeklyReportsEnabled };
  }

  async idsWantingNewLeadMails(manager?: EntityManager): Promise<string[]> {
    const users = await this.repo(manager).find({ select: { id: true }, where: { isActive: true, leadNotificationsEnabled: true } });
    return users.map((user) => user.id);
  }

  async idsWantingWeeklyReport(manager?: EntityManager): Promise<string[]> {
    const users = await this.repo(manager).find({ select: { id: true }, where: { isActive: true, weeklyReportsEnabled: true, emailVerifiedAt: Not(IsNull()) } });
    return users.map((user) => user.id);
  }
}
