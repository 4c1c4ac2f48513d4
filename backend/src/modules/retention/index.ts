// The retention module's public entry.
export { RetentionModule } from './retention.module';
export { retentionSchedule } from './domain/retention-schedule';
