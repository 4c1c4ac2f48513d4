import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { BillingDataController } from './controllers/billing-data.controller';
import { PaymentsController } from './controllers/payments.controller';
import { StripeWebhookController } from './controllers/stripe-webhook.controller';
import { BillingProfile } from './entities/billing-profile.entity';
import { Payment } from './entities/payment.entity';
import { BillingProfilesRepository } from './repositories/billing-profiles.repository';
import { PaymentsRepository } from './repositories/payments.repository';
import { StripeEventsRepository } from './repositories/stripe-events.repository';
import { TaxRatesRepository } from './repositories/tax-rates.repository';
import { BillingDataService } from './services/billing-data.service';
import { CreditsService } from './services/credits.service';
import { FulfilmentService } from './services/fulfilment.service';
import { PaymentsService } from './services/payments.service';
import { StripeCustomersService } from './services/stripe-customers.service';
import { StripeWebhookService } from './services/stripe-webhook.service';
import { TaxRatesService } from './services/tax-rates.service';
import { StripeGateway } from './services/stripe-gateway.service';

/**
 * Event credits, billing data, EU VAT, Stripe Checkout (B2B), payment intents (private),
 * the Stripe webhook and the one idempotent fulfilment. Uses identity (the users' credits).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BillingProfile, Payment]), IdentityModule],
  controllers: [BillingDataController, PaymentsController, StripeWebhookController],
  providers: [
    BillingProfilesRepository,
    PaymentsRepository,
    StripeEventsRepository,
    TaxRatesRepository,
    StripeGateway,
    BillingDataService,
    StripeCustomersService,
    TaxRatesService,
    FulfilmentService,
    PaymentsService,
    StripeWebhookService,
    CreditsService,
  ],
  exports: [CreditsService],
})
export class BillingModule {}
