// The follow-ups' public entry: other modules reach follow-ups only through what is exported here.
export { FollowUpsModule } from './follow-ups.module';
export { FollowUpsCoreModule } from './follow-ups-core.module';
export { FollowUpPublisher } from './services/follow-up-publisher.service';
export { FollowUpOptOuts, type FirstBookingClick, type UnsubscribeOutcome } from './services/follow-up-opt-outs.service';
