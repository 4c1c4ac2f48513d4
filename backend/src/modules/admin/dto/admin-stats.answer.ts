/** GET /api/admin/stats/users */
export class UserStatsAnswer {
  /** Organisers (role user). */
  totalUsers!: number;
  activeUsers!: number;
  newUsersThisWeek!: number;
  admins!: number;
}

/** GET /api/admin/stats/events */
export class EventStatsAnswer {
  totalEvents!: number;
  /** Status active and the end date not over (the form takes leads). */
  activeEvents!: number;
  /** Created since the first of this month in TZ_BUSINESS. */
  eventsThisMonth!: number;
  totalLeads!: number;
  leadsThisWeek!: number;
  /** Events whose data deletion falls within the next 30 days. */
  pendingDeletions!: number;
}

/** One of the admin dashboard's system alerts, newest first. */
export class AdminAlertAnswer {
  id!: string;
  kind!: string;
  message!: string;
  createdAt!: Date;
}
