// The events module's public entry: other modules reach events only through what is exported here.
export { EventsModule } from './events.module';
export { EventsCoreModule } from './events-core.module';
export { EventsService } from './services/events.service';
export { EventsErrors } from './events.errors';
export type { EventRecord } from './domain/event-record';
export { EventId } from './controllers/event-id.param';
export { LeadStatsPort, type LeadCounts } from './domain/lead-stats.port';
export { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from './domain/event-defaults';
export { eventText, textLocale, visitorTexts, type EventTextSource } from './domain/event-texts';
export { EventFactsService } from './services/event-facts.service';
export type { EventFacts } from './domain/event-facts';
export { DataLifecyclePort, type DataLifecycleDates } from './domain/data-lifecycle.port';
