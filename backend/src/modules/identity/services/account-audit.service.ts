import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountActor } from '../../../common/auth/access-policy';
import { AccountAuditRepository } from '../repositories/account-audit.repository';

/** What the account audit keeps of one entry. */
export interface AccountAuditRecord {
  id: string;
  at: Date;
  actorName: string;
  action: string;
  subject: string;
}

/** Who acted: a member of the account, or one of its paired stand devices (no user behind it). */
export type AuditActor = Pick<AccountActor, 'accountId' | 'userId'> | { accountId: string; deviceName: string };

/** The newest entries the audit shows. */
export const AUDIT_PAGE = 200;

/**
 * The account's audit: who did what in it. Identity records the team's changes; other modules
 * record theirs (exports, erasures, settings) through `record`, in their transaction when they
 * pass its manager.
 */
@Injectable()
export class AccountAudit {
  constructor(private readonly entries: AccountAuditRepository) {}

  /** action: a dotted name such as 'member.invited' or 'leads.exported' (at most 40 characters); subject: whom or what it concerned. */
  async record(actor: AuditActor, action: string, subject: string, details: Record<string, unknown> = {}, manager?: EntityManager): Promise<void> {
    const actorUserId = 'userId' in actor ? actor.userId : null;
    const actorName = 'deviceName' in actor ? `Stand-Gerät „${actor.deviceName}“` : null;
    await this.entries.insert(manager, { accountId: actor.accountId, actorUserId, actorName, action, subject, details });
  }

  /** Newest first, at most AUDIT_PAGE. */
  async latest(accountId: string): Promise<AccountAuditRecord[]> {
    const rows = await this.entries.latest(accountId, AUDIT_PAGE);
    return rows.map((row) => ({ id: row.id, at: row.createdAt, actorName: row.actorName, action: row.action, subject: row.subject }));
  }
}
