import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AccountAuditEntry } from '../entities/account-audit-entry.entity';

@Injectable()
export class AccountAuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AccountAuditEntry);
  }

  /** Writes the entry (timed by the clock, so entries of one transaction keep their order) with the actor's current name (a device's as given; kept if they are renamed or deleted later). */
  async insert(
    manager: EntityManager | undefined,
    entry: { accountId: string; actorUserId: string | null; actorName: string | null; action: string; subject: string; details: Record<string, unknown> },
  ): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `INSERT INTO account_audit_entries (account_id, actor_user_id, actor_name, action, subject, details, created_at)
       SELECT $1, $2::uuid, coalesce($6, (SELECT name FROM users WHERE id = $2::uuid), 'FairLeads'), $3, $4, $5, clock_timestamp()`,
      [entry.accountId, entry.actorUserId, entry.action, entry.subject, JSON.stringify(entry.details), entry.actorName],
    );
  }

  latest(accountId: string, limit: number): Promise<AccountAuditEntry[]> {
    return this.repo().find({ where: { accountId }, order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
  }
}
