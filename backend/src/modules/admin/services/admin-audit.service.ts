import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditTargetType } from '../entities/admin-audit-entry.entity';
import { AdminAuditRepository } from '../repositories/admin-audit.repository';

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
  constructor(private readonly entries: AdminAuditRepository) {}

  record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    return this.entries.insert(
      {
        adminUserId: entry.adminUserId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: withoutSecrets(entry.details ?? {}),
      },
      manager,
    );
  }
}
