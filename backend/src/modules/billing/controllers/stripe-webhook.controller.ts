import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { StripeWebhookService } from '../services/stripe-webhook.service';
import { Public } from '../../../common/auth/access.decorators';

/** Stripe's webhook (no session, no CSRF token: the Stripe-Signature header authenticates it). */
// Stripe calls it; the signature of the body is the check
@Public()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('stripe')
  @HttpCode(200)
  @SkipThrottle()
  @ApiExcludeEndpoint()
  receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(req.rawBody, signature);
  }
}
