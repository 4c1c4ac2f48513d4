/** GET /api/public/stats: the platform's totals, no personal data. */
export class PublicStatsAnswer {
  totalEvents!: number;
  totalLeads!: number;
  totalUsers!: number;
}
