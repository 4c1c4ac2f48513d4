import type { ApiSchema } from '@/lib/api/schemas';

/** GET /api/admin/users: one row. */
export type AdminUser = ApiSchema<'AdminUserAnswer'>;

export type UserStats = ApiSchema<'UserStatsAnswer'>;

export type EventStats = ApiSchema<'EventStatsAnswer'>;

export type AdminAlert = ApiSchema<'AdminAlertAnswer'>;

/** GET /api/admin/events: one row. */
export type AdminEvent = ApiSchema<'AdminEventAnswer'>;

/** GET /api/admin/accounts: one account with its members. */
export type AdminAccount = ApiSchema<'AdminAccountAnswer'>;

/** Roles an admin can assign in the forms (superadmin is never given there). */
export type AssignableRole = 'user' | 'admin';

/** POST /api/admin/users */
export type CreateUserInput = ApiSchema<'CreateAdminUserDto'>;

/** PATCH /api/admin/users/{id}: the fields that change. */
export type UpdateUserInput = ApiSchema<'UpdateAdminUserDto'>;

/** An account as the audit log names it; null once it is deleted. */
export type AuditPerson = ApiSchema<'AuditPersonAnswer'> | null;

/** GET /api/admin/audit-log: one entry (names as they are now; null once deleted). */
export type AuditEntry = ApiSchema<'AuditEntryAnswer'>;

export type AuditLogPage = ApiSchema<'AuditLogPageAnswer'>;
