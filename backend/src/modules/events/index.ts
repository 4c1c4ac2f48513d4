// The events module's public entry: other modules reach events only through what is exported here.
export { EventsModule } from './events.module';
export { EventsCoreModule } from './events-core.module';
export { EventsService } from './services/events.service';
export type { EventRecord, EventStatus } from './event-record';
export type { EventLifecycle } from './event-view';
export { LeadStatsPort, type LeadCounts } from './lead-stats.port';
export { FREE_EVENT_LEAD_LIMIT } from './event-defaults';
export { visitorTexts } from './event-texts';
export { composeEventMail } from './event-mail.composer';
