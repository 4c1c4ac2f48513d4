import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventsService } from '../../events';
import { OrganiserDirectory, UserAdministrationService } from '../../identity';
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

/** An account as the log names it; null once it is deleted. */
export type AuditPerson = { id: string; name: string; email: string } | null;

/** One entry as GET /api/admin/audit-log shows it: who did what to which user or event, when. */
export interface AuditEntryView {
  id: string;
  createdAt: Date;
  action: string;
  /** The admin who acted; null once their account is deleted. */
  admin: AuditPerson;
  /**
   * The user or event acted on, with its name as it is now: null `name` once it is deleted (the
   * log keeps no names). An event's owner is named too (from the entry's details once it is gone).
   */
  target: { type: AuditTargetType; id: string | null; name: string | null; email: string | null; owner: AuditPerson };
  /** Roles, credits, changed fields' names, lead counts: never a secret or a visitor's data. */
  details: Record<string, unknown>;
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The admin audit log (table admin_audit_log), written in the action's transaction or right after it. */
@Injectable()
export class AdminAuditService {
  constructor(
    private readonly entries: AdminAuditRepository,
    private readonly accounts: UserAdministrationService,
    private readonly events: EventsService,
    private readonly organisers: OrganiserDirectory,
  ) {}

  /** A page of the log, newest first, with the names of the admins, users and events as they are now. */
  async page(page: number, pageSize: number): Promise<AuditPage> {
    const { entries, total } = await this.entries.page((page - 1) * pageSize, pageSize);
    const events = await this.events.namesOf(entries.filter((e) => e.targetType === 'event' && e.targetId).map((e) => e.targetId!));
    // an event's owner as it is now (its account's first owner), else as the entry recorded it (the event is gone)
    const accountIds = [...new Set([...events.values()].map((event) => event.accountId))];
    const firstOwners = new Map<string, string | null>();
    for (const accountId of accountIds) firstOwners.set(accountId, (await this.organisers.find(accountId))?.id ?? null);
    const ownerIdOf = (entry: (typeof entries)[number]) => {
      if (entry.targetType !== 'event') return null;
      const recorded = typeof entry.details.ownerId === 'string' ? entry.details.ownerId : null;
      const live = events.get(entry.targetId ?? '');
      return live ? (firstOwners.get(live.accountId) ?? recorded) : recorded;
    };
    const userIds = entries.flatMap((e) => [e.adminUserId, e.targetType === 'user' ? e.targetId : null, ownerIdOf(e)]);
    const people = await this.accounts.contactsOf(userIds.filter((id): id is string => id !== null));
    const person = (id: string | null | undefined): AuditPerson => {
      const found = id ? people.get(id) : undefined;
      return found && id ? { id, ...found } : null;
    };
    const items = entries.map((entry): AuditEntryView => {
      const event = entry.targetType === 'event' ? events.get(entry.targetId ?? '') : undefined;
      const user = entry.targetType === 'user' ? person(entry.targetId) : null;
      return {
        id: entry.id,
        createdAt: entry.createdAt,
        action: entry.action,
        admin: person(entry.adminUserId),
        target: {
          type: entry.targetType,
          id: entry.targetId,
          name: event?.name ?? user?.name ?? null,
          email: user?.email ?? null,
          owner: person(ownerIdOf(entry)),
        },
        details: entry.details,
      };
    });
    return { items, total, page, pageSize };
  }

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
