// The billing module's public entry: other modules reach billing only through what is exported here.
export { BillingModule } from './billing.module';
export { CreditsService } from './services/credits.service';
