import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import Stripe from 'stripe';
import { AppError } from '../../../common/errors/app-error';
import { billingConfig } from '../../../config';
import { BillingErrors } from '../billing.errors';

/**
 * The one door to Stripe. Without STRIPE_SECRET_KEY there is no client and every call answers
 * 503; STRIPE_API_URL points the SDK elsewhere (the tests' local fake). Stripe's own errors
 * become German sentences here, and "no such object" becomes null for the caller to judge.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger(StripeGateway.name);
  private readonly client: Stripe | null;

  constructor(@Inject(billingConfig.KEY) private readonly config: ConfigType<typeof billingConfig>) {
    this.client = config.stripeSecretKey
      ? new Stripe(config.stripeSecretKey, {
          ...(config.stripeApi ?? {}),
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'FairLeads' },
        })
      : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  get publishableKey(): string | null {
    return this.config.stripePublishableKey;
  }

  get livemode(): boolean {
    return this.config.livemode;
  }

  /** Throws the 503 when payments are not set up. */
  assertEnabled(): void {
    if (!this.client) throw BillingErrors.paymentsNotConfigured();
  }

  /** Runs a Stripe call; provider trouble becomes a 502 with a German sentence (and a log line). */
  async call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.client) throw BillingErrors.paymentsNotConfigured();
    try {
      return await run(this.client);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error({ err: describeStripeError(error), call: what }, 'Stripe call failed');
      throw BillingErrors.providerUnavailable();
    }
  }

  /** A retrieve that answers null for an id Stripe does not know (or that is malformed). */
  async find<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T | null> {
    if (!this.client) throw BillingErrors.paymentsNotConfigured();
    try {
      return await run(this.client);
    } catch (error) {
      if (isMissing(error)) return null;
      this.logger.error({ err: describeStripeError(error), call: what }, 'Stripe call failed');
      throw BillingErrors.providerUnavailable();
    }
  }

  /** Verifies the Stripe-Signature header against the raw body; 400 when missing or wrong. */
  constructWebhookEvent(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    if (!this.client || !this.config.stripeWebhookSecret) throw BillingErrors.paymentsNotConfigured();
    if (typeof signature !== 'string' || signature.trim() === '') throw BillingErrors.webhookSignatureMissing();
    if (!rawBody || rawBody.length === 0) throw BillingErrors.webhookSignatureInvalid();
    try {
      return this.client.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret);
    } catch {
      throw BillingErrors.webhookSignatureInvalid();
    }
  }
}

export function isMissing(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string; type?: string };
  return e?.type === 'StripeInvalidRequestError' && (e.statusCode === 404 || e.code === 'resource_missing');
}

export function isInvalidRequest(error: unknown): boolean {
  return (error as { type?: string })?.type === 'StripeInvalidRequestError';
}

/** What is safe to log of a Stripe error (never card data, which we do not see anyway). */
function describeStripeError(error: unknown): Record<string, unknown> {
  const e = error as { type?: string; message?: string; statusCode?: number; code?: string; requestId?: string };
  return { type: e?.type, message: e?.message, statusCode: e?.statusCode, code: e?.code, requestId: e?.requestId };
}
