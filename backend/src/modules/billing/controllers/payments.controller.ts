import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentActor } from '../../../common/auth/current-user.decorator';
import type { AccountActor } from '../../../common/auth/access-policy';
import { RATE_LIMITS } from '../../../common/security/rate-limits';
import { CheckoutSessionDto, PaymentIntentDto, PaymentSuccessDto, ProcessSuccessDto } from '../dto/billing-data.dto';
import { PaymentsService } from '../services/payments.service';
import { CheckoutSuccessAnswer, PaymentIntentAnswer, PaymentsConfigAnswer, PrivatePaymentAnswer, StripeRedirectAnswer } from '../dto/billing.answer';
import { Allow } from '../../../common/auth/access.decorators';

/** Buying event credits. Without Stripe keys every call but the config answers 503. */
@ApiTags('billing')
@Allow('billing.manage')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/config')
  @ApiOperation({ summary: 'Whether payments are set up: {enabled, publishableKey, pricePerCreditCents}' })
  @ApiOkResponse({ type: PaymentsConfigAnswer })
  config(): PaymentsConfigAnswer {
    return this.payments.config();
  }

  @Post('create-b2b-checkout-session')
  @HttpCode(200)
  @Throttle({ default: RATE_LIMITS.payment })
  @ApiOperation({ summary: 'Saves the billing data and opens a Stripe Checkout Session: {url}' })
  @ApiOkResponse({ type: StripeRedirectAnswer })
  createCheckoutSession(@CurrentActor() actor: AccountActor, @Body() body: CheckoutSessionDto): Promise<StripeRedirectAnswer> {
    return this.payments.createCheckoutSession(actor, body.billingData);
  }

  @Post('create-payment-intent')
  @HttpCode(200)
  @Throttle({ default: RATE_LIMITS.payment })
  @ApiOperation({ summary: 'The private purchase: {clientSecret, amountCents (gross), vatRate, vatLabel}' })
  @ApiOkResponse({ type: PaymentIntentAnswer })
  createPaymentIntent(@CurrentActor() actor: AccountActor, @Body() _body: PaymentIntentDto): Promise<PaymentIntentAnswer> {
    return this.payments.createPaymentIntent(actor);
  }

  @Post('payments/success')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grants the credit of a succeeded private payment: {success, user: {eventCredits}}' })
  @ApiOkResponse({ type: PrivatePaymentAnswer })
  privateSuccess(@CurrentActor() actor: AccountActor, @Body() body: PaymentSuccessDto): Promise<PrivatePaymentAnswer> {
    return this.payments.confirmPrivatePayment(actor.accountId, body.paymentIntentId);
  }

  @Post('payments/process-success')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grants the credit of a paid checkout session: {success, eventCredits, alreadyProcessed}' })
  @ApiOkResponse({ type: CheckoutSuccessAnswer })
  processSuccess(@CurrentActor() actor: AccountActor, @Body() body: ProcessSuccessDto): Promise<CheckoutSuccessAnswer> {
    return this.payments.processCheckoutSuccess(actor.accountId, body.sessionId);
  }

  @Post('billing-portal')
  @HttpCode(200)
  @Throttle({ default: RATE_LIMITS.payment })
  @ApiOperation({ summary: 'A Stripe billing portal session for the invoices: {url}' })
  @ApiOkResponse({ type: StripeRedirectAnswer })
  billingPortal(@CurrentActor() actor: AccountActor): Promise<StripeRedirectAnswer> {
    return this.payments.billingPortal(actor.accountId);
  }
}
