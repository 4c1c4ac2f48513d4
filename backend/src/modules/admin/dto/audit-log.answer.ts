/** An account as the audit log names it (as it is now). */
export class AuditPersonAnswer {
  id!: string;
  name!: string;
  email!: string;
}

/** The user or event acted on, with its name as it is now (null once it is deleted). */
export class AuditTargetAnswer {
  type!: 'user' | 'event';
  id!: string | null;
  name!: string | null;
  email!: string | null;
  /** An event's owner; null for a user, or once the owner is deleted. */
  owner!: AuditPersonAnswer | null;
}

/** One entry: who did what to which user or event, when. */
export class AuditEntryAnswer {
  id!: string;
  createdAt!: Date;
  action!: string;
  /** The admin who acted; null once their account is deleted. */
  admin!: AuditPersonAnswer | null;
  target!: AuditTargetAnswer;
  /** Roles, credits, changed fields' names, lead counts: never a secret or a visitor's data. */
  details!: Record<string, unknown>;
}

/** GET /api/admin/audit-log: one page, newest first. */
export class AuditLogPageAnswer {
  items!: AuditEntryAnswer[];
  total!: number;
  page!: number;
  pageSize!: number;
}
