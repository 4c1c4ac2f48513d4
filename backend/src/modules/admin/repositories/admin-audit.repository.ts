import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AdminAuditEntry } from '../entities/admin-audit-entry.entity';

/** The only writer and reader of admin_audit_log. */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction when `manager` is given. */
  async insert(row: Omit<AdminAuditEntry, 'id' | 'createdAt'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AdminAuditEntry, row as QueryDeepPartialEntity<AdminAuditEntry>);
  }

  /** One page, newest first, and how many entries there are in all. */
  async page(offset: number, limit: number): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    const [entries, total] = await this.dataSource.manager.findAndCount(AdminAuditEntry, {
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { entries, total };
  }
}
