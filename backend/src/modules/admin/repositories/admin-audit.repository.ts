import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AdminAuditEntry } from '../entities/admin-audit-entry.entity';

/** The only writer of admin_audit_log. */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction when `manager` is given. */
  async insert(row: Omit<AdminAuditEntry, 'id' | 'createdAt'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AdminAuditEntry, row as QueryDeepPartialEntity<AdminAuditEntry>);
  }
}
