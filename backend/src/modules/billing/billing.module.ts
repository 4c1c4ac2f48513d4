import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { CreditsService } from './services/credits.service';

/** Event credits (the Stripe checkout, payment intents, webhooks and billing data follow). Uses identity. */
@Module({
  imports: [IdentityModule],
  providers: [CreditsService],
  exports: [CreditsService],
})
export class BillingModule {}
