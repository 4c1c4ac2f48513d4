import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OrganiserContact } from '../domain/organiser-contact';

/**
 * The accounts as the notifications read them: the address and mail settings of each account's
 * first owner (the owner who joined first), to whom the mails about the account's events go.
 */
const FIRST_OWNERS = `
  SELECT DISTINCT ON (m.account_id) m.account_id, u.id, u.email, u.name, u.is_active, u.email_verified_at,
         u.lead_notifications_enabled, u.weekly_reports_enabled
    FROM account_members m JOIN users u ON u.id = m.user_id
   WHERE m.role = 'owner'
   ORDER BY m.account_id, m.joined_at, m.user_id`;

@Injectable()
export class OrganiserDirectoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(accountId: string, manager: EntityManager = this.dataSource.manager): Promise<OrganiserContact | null> {
    const rows = (await manager.query(
      `SELECT u.id, u.email, u.name, u.locale, u.lead_notifications_enabled AS "leadNotificationsEnabled", u.weekly_reports_enabled AS "weeklyReportsEnabled"
         FROM account_members m JOIN users u ON u.id = m.user_id
        WHERE m.account_id = $1 AND m.role = 'owner'
        ORDER BY m.joined_at, m.user_id
        LIMIT 1`,
      [accountId],
    )) as OrganiserContact[];
    return rows[0] ?? null;
  }

  async idsWantingNewLeadMails(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = (await manager.query(`SELECT account_id FROM (${FIRST_OWNERS}) o WHERE o.is_active AND o.lead_notifications_enabled`)) as { account_id: string }[];
    return rows.map((row) => row.account_id);
  }

  async idsWantingWeeklyReport(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT account_id FROM (${FIRST_OWNERS}) o WHERE o.is_active AND o.weekly_reports_enabled AND o.email_verified_at IS NOT NULL`,
    )) as { account_id: string }[];
    return rows.map((row) => row.account_id);
  }
}
