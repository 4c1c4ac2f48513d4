import type { UserRole } from '@/lib/auth';

/** GET /api/admin/users: one row (a user as the admin sees it). */
export interface AdminUser {
  id: number | string;
  name: string;
  email: string;
  role: UserRole;
  isActive: boolean;
  eventCredits: number;
  companySlug: string;
  createdAt: string;
  lastLoginAt: string | null;
  eventCount: number;
}

export interface UserStats {
  totalUsers: number;
  activeUsers: number;
  newUsersThisWeek: number;
  admins: number;
}

export interface EventStats {
  totalEvents: number;
  activeEvents: number;
  eventsThisMonth: number;
  totalLeads: number;
  leadsThisWeek: number;
  pendingDeletions: number;
}

export interface AdminAlert {
  id: number | string;
  kind: string;
  message: string;
  createdAt: string;
}

/** GET /api/admin/events: one row. */
export interface AdminEvent {
  id: number | string;
  name: string;
  slug: string;
  status?: string | null;
  startDate: string;
  endDate: string;
  leadCount: number;
  confirmedLeadCount: number;
  createdAt: string;
  userId: number | string | null;
  user: { id: number | string; name: string; email: string } | null;
}

/** Roles an admin can assign in the forms (superadmin is never given there). */
export type AssignableRole = 'user' | 'admin';

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  companySlug: string;
  role: AssignableRole;
  eventCredits: number;
}

export type UpdateUserInput = Partial<{
  name: string;
  email: string;
  role: UserRole;
  eventCredits: number;
  isActive: boolean;
}>;

/** An account as the audit log names it; null once it is deleted. */
export type AuditPerson = { id: string; name: string; email: string } | null;

/** GET /api/admin/audit-log: one entry (names as they are now; null once deleted). */
export interface AuditEntry {
  id: string;
  createdAt: string;
  action: string;
  admin: AuditPerson;
  target: { type: 'user' | 'event'; id: string | null; name: string | null; email: string | null; owner: AuditPerson };
  details: Record<string, unknown>;
}

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
