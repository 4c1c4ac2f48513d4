import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AdminAuditEntry, AuditTargetType } from '../entities/admin-audit-entry.entity';

export type AuditAction =
  | 'admin.login'
  | 'user.create'
  | 'user.update'
  | 'user.delete'
  | 'event.delete'
  | 'event.export';

export interface AuditRecord {
  adminUserId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/** Keys that must never reach the log, however a caller builds its details. */
const SECRET_KEYS = /pass|hash|secret|token/i;

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEYS.test(key)));
}

/** The admin audit log (table admin_audit_log), written in the action's transaction or right after it. */
@Injectable()
export class AdminAuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const row: Partial<AdminAuditEntry> = {
      adminUserId: entry.adminUserId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: withoutSecrets(entry.details ?? {}),
    };
    await manager.insert(AdminAuditEntry, row as QueryDeepPartialEntity<AdminAuditEntry>);
  }
}
