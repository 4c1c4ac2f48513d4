// The webhooks module's public entry: other modules reach webhooks only through what is exported here.
export { WebhooksModule } from './webhooks.module';
export { WebhooksCoreModule } from './webhooks-core.module';
export { WebhookPublisher, type AnnouncedLeadFact } from './services/webhook-publisher.service';
