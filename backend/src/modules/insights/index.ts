// Insights' public entry: other modules reach the funnel, the statistics and the notices only through what is exported here.
export { InsightsModule } from './insights.module';
export { InsightsCoreModule } from './insights-core.module';
export { FunnelService } from './services/funnel.service';
export { LeadLimitWarnings } from './services/lead-limit-warnings.service';
export { PublicStatsService } from './services/public-stats.service';
