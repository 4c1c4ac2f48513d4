// Capture's public entry: other modules reach the visitor's path only through what is exported here.
export { CaptureModule } from './capture.module';
export { LeadConfirmationService } from './services/lead-confirmation.service';
export { LeadErasure } from './services/lead-erasure.service';
export { LeadWebhooks } from './services/lead-webhooks.service';
export { visitorContext } from './controllers/request-context';
