// Follow-ups' public entry: other modules reach the follow-up mails only through what is exported here.
export { FollowUpLinksModule } from './follow-up-links.module';
