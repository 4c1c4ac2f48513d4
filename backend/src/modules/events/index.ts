// The events module's public entry: other modules reach events only through what is exported here.
export { EventsModule } from './events.module';
export { EventsCoreModule } from './events-core.module';
export { EventsService } from './services/events.service';
export type { EventRecord } from './event-record';
export { EventId } from './controllers/event-id.param';
export { LeadStatsPort, type LeadCounts } from './lead-stats.port';
export { EVENT_DEFAULTS, EVENT_DEFAULTS_EN } from './event-defaults';
export { eventText, textLocale, visitorTexts, type EventTextSource } from './event-texts';
export { EventFactsService, type EventFacts } from './services/event-facts.service';
export { DataLifecyclePort, type DataLifecycleDates } from './data-lifecycle.port';
export { StandDevicesService, type AuthenticatedStandDevice } from './services/stand-devices.service';
export { StandDeviceGuard, StandDeviceRoute, CurrentStandDevice } from './controllers/stand-device.guard';
