import { Injectable, Logger } from '@nestjs/common';
import { EventsService } from '../../events';
import { UserStatisticsService } from '../../identity';
import { LeadStatsService } from '../../lead-log';

/** Totals for the landing page's counters: numbers only, nothing about anyone. */
export interface PublicStats {
  totalEvents: number;
  totalLeads: number;
  totalUsers: number;
}

/** How long one count serves every visitor (the landing page polls every 30 s). */
export const PUBLIC_STATS_TTL_MS = 60_000;

/**
 * Counts at most once per PUBLIC_STATS_TTL_MS however many visitors poll: the result (or the
 * count still running) is shared by every caller; a failed count is not kept.
 */
@Injectable()
export class PublicStatsService {
  private readonly logger = new Logger(PublicStatsService.name);
  /** The cache's clock in milliseconds; a test can move it. */
  clock: () => number = Date.now;
  private cached?: { at: number; stats: Promise<PublicStats> };

  constructor(
    private readonly events: EventsService,
    private readonly leads: LeadStatsService,
    private readonly users: UserStatisticsService,
  ) {}

  get(): Promise<PublicStats> {
    const now = this.clock();
    if (this.cached && now - this.cached.at < PUBLIC_STATS_TTL_MS) return this.cached.stats;
    const entry = { at: now, stats: this.count() };
    this.cached = entry;
    entry.stats.catch((err: Error) => {
      if (this.cached === entry) this.cached = undefined;
      this.logger.warn({ err: err.message }, 'public stats count failed');
    });
    return entry.stats;
  }

  private async count(): Promise<PublicStats> {
    const [liveEvents, deletedEvents, totalLeads, totalUsers] = await Promise.all([
      this.events.countAll(),
      this.leads.countDeletedEvents(),
      this.leads.countAllCaptured(),
      this.users.countVerifiedOrganisers(),
    ]);
    return { totalEvents: liveEvents + deletedEvents, totalLeads, totalUsers };
  }
}
