import type { AccountActor } from '../../../common/auth/access-policy';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type Stripe from 'stripe';
import { appConfig } from '../../../config';
import { AccountCreditsService } from '../../identity';
import { BillingErrors } from '../billing.errors';
import type { BillingDataDto } from '../dto/billing-data.dto';
import { PaymentAmounts, PaymentsRepository } from '../repositories/payments.repository';
import { StripeGateway } from './stripe-gateway.service';
import { DEFAULT_BILLING_COUNTRY, PRICE_PER_CREDIT_CENTS, priceFor } from '@fairleads/shared/vat-rules';
import { BillingDataService } from './billing-data.service';
import { FulfilmentService } from './fulfilment.service';
import { StripeCustomersService } from './stripe-customers.service';
import { TaxRatesService } from './tax-rates.service';

export const CREDIT_PRODUCT_NAME = 'FairLeads Event-Credit';
const CURRENCY = 'eur';

export interface PaymentsConfigView {
  enabled: boolean;
  publishableKey: string | null;
  pricePerCreditCents: number;
}

/**
 * Buying event credits: the B2B Stripe Checkout (invoice, VAT per the VAT module), the private
 * card payment (PaymentIntent) and the success calls that verify with Stripe that the payment
 * belongs to the caller and is paid before the fulfilment grants anything.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly payments: PaymentsRepository,
    private readonly stripe: StripeGateway,
    private readonly billingData: BillingDataService,
    private readonly customers: StripeCustomersService,
    private readonly taxRates: TaxRatesService,
    private readonly fulfilment: FulfilmentService,
    private readonly accounts: AccountCreditsService,
  ) {}

  config(): PaymentsConfigView {
    return { enabled: this.stripe.enabled, publishableKey: this.stripe.publishableKey, pricePerCreditCents: PRICE_PER_CREDIT_CENTS };
  }

  /**
   * Saves the billing data, syncs the Stripe customer and opens a Checkout Session. What we create
   * at Stripe names the account the credits go to (accountId) and the member who paid (userId).
   */
  async createCheckoutSession(actor: AccountActor, data: BillingDataDto): Promise<{ url: string }> {
    this.stripe.assertEnabled();
    const { accountId, userId } = actor;
    const profile = await this.billingData.save(accountId, data);
    const customerId = await this.customers.sync(profile, userId);
    const price = priceFor(profile.country, profile.vatId);
    const taxRateId = price.vat.rate > 0 ? await this.taxRates.idFor(profile.country, price.vat.rate) : null;
    const metadata = { accountId, userId, credits: '1', vatRate: String(price.vat.rate), country: profile.country };
    const session = await this.stripe.call('checkout.sessions.create', (s) =>
      s.checkout.sessions.create({
        mode: 'payment',
        customer: customerId,
        client_reference_id: accountId,
        line_items: [
          {
            price_data: { currency: CURRENCY, unit_amount: PRICE_PER_CREDIT_CENTS, product_data: { name: CREDIT_PRODUCT_NAME } },
            quantity: 1,
            ...(taxRateId ? { tax_rates: [taxRateId] } : {}),
          },
        ],
        invoice_creation: { enabled: true, invoice_data: { metadata: { accountId, userId } } },
        payment_intent_data: { metadata: { ...metadata, flow: 'checkout' } },
        metadata,
        success_url: `${this.app.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.app.appUrl}/dashboard?payment=cancelled`,
        locale: 'de',
      }),
    );
    if (!session.url) throw BillingErrors.providerUnavailable();
    await this.payments.recordPending(accountId, 'checkout', { checkoutSessionId: session.id }, amountsOf(price, profile.country));
    return { url: session.url };
  }

  /** The private purchase: VAT by the saved billing country (default AT), no reverse charge. */
  async createPaymentIntent(actor: AccountActor): Promise<{ clientSecret: string; amountCents: number; vatRate: number; vatLabel: string }> {
    this.stripe.assertEnabled();
    const { accountId, userId } = actor;
    const profile = await this.billingData.find(accountId);
    const country = profile?.country ?? DEFAULT_BILLING_COUNTRY;
    const price = priceFor(country, null);
    const intent = await this.stripe.call('paymentIntents.create', (s) =>
      s.paymentIntents.create({
        amount: price.grossCents,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: CREDIT_PRODUCT_NAME,
        ...(profile?.email ? { receipt_email: profile.email } : {}),
        metadata: {
          accountId,
          userId,
          credits: '1',
          flow: 'private',
          vatRate: String(price.vat.rate),
          country,
          netCents: String(price.netCents),
          vatCents: String(price.vatCents),
        },
      }),
    );
    if (!intent.client_secret) throw BillingErrors.providerUnavailable();
    await this.payments.recordPending(accountId, 'private', { paymentIntentId: intent.id }, amountsOf(price, country));
    return { clientSecret: intent.client_secret, amountCents: price.grossCents, vatRate: price.vat.rate, vatLabel: price.vat.label };
  }

  /** After the card form: Stripe must say the intent is this account's and succeeded. */
  async confirmPrivatePayment(accountId: string, paymentIntentId: string): Promise<{ success: true; user: { eventCredits: number } }> {
    this.stripe.assertEnabled();
    const intent = await this.stripe.find('paymentIntents.retrieve', (s) => s.paymentIntents.retrieve(paymentIntentId));
    // a checkout's own PaymentIntent is fulfilled through its session, never here
    if (!intent || !isPrivateIntentOf(intent, accountId)) throw BillingErrors.paymentNotFound();
    if (intent.status !== 'succeeded') throw BillingErrors.paymentNotCompleted();
    await this.fulfilment.fulfil(fulfilmentOfIntent(accountId, intent, 'private-success'));
    return { success: true, user: { eventCredits: await this.credits(accountId) } };
  }

  /** The /payment-success page: Stripe must say the session is this account's and paid. */
  async processCheckoutSuccess(accountId: string, sessionId: string): Promise<{ success: true; eventCredits: number; alreadyProcessed: boolean }> {
    this.stripe.assertEnabled();
    const session = await this.stripe.find('checkout.sessions.retrieve', (s) => s.checkout.sessions.retrieve(sessionId));
    if (!session || sessionOwner(session) !== accountId) throw BillingErrors.paymentNotFound();
    if (session.payment_status !== 'paid') throw BillingErrors.paymentNotCompleted();
    const input = fulfilmentOfSession(accountId, session, 'checkout-success');
    if (!input) throw BillingErrors.paymentNotCompleted();
    const { granted } = await this.fulfilment.fulfil(input);
    return { success: true, eventCredits: await this.credits(accountId), alreadyProcessed: !granted };
  }

  /** Stripe's customer portal (invoices) for the account's customer. */
  async billingPortal(accountId: string): Promise<{ url: string }> {
    this.stripe.assertEnabled();
    const customerId = (await this.billingData.find(accountId))?.stripeCustomerId;
    if (!customerId) throw BillingErrors.noInvoicesYet();
    const portal = await this.stripe.call('billingPortal.sessions.create', (s) =>
      s.billingPortal.sessions.create({ customer: customerId, return_url: `${this.app.appUrl}/settings?tab=billing`, locale: 'de' }),
    );
    return { url: portal.url };
  }

  private async credits(accountId: string): Promise<number> {
    return (await this.accounts.findEventCredits(accountId)) ?? 0;
  }
}

/** What a pending payment records of its price. */
function amountsOf(price: ReturnType<typeof priceFor>, country: string): PaymentAmounts {
  return { netCents: price.netCents, vatCents: price.vatCents, vatRate: price.vat.rate, country, currency: CURRENCY };
}

/**
 * The account a Stripe object of ours pays for: metadata.accountId; one made before accounts
 * carries only userId, the id of the user whose account has the same id.
 */
export function accountOfMetadata(metadata: Stripe.Metadata | null | undefined): string | null {
  return metadata?.accountId || metadata?.userId || null;
}

/** A PaymentIntent of our private purchase (not the one under a checkout session), of this account if one is given. */
export function isPrivateIntentOf(intent: Stripe.PaymentIntent, accountId?: string): boolean {
  const owner = accountOfMetadata(intent.metadata);
  return intent.metadata?.flow === 'private' && !!owner && (accountId === undefined || owner === accountId);
}

/** Whose checkout session it is: our client_reference_id (the account), else our metadata. */
export function sessionOwner(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? accountOfMetadata(session.metadata);
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function metadataNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.round(n) : fallback;
}

/** What a paid checkout session grants; null when Stripe gives no PaymentIntent (not paid). */
export function fulfilmentOfSession(
  accountId: string,
  session: Stripe.Checkout.Session,
  source: 'webhook' | 'checkout-success',
): import('./fulfilment.service').FulfilmentInput | null {
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) return null;
  const net = session.amount_subtotal ?? PRICE_PER_CREDIT_CENTS;
  const vat = session.total_details?.amount_tax ?? Math.max(0, (session.amount_total ?? net) - net);
  return {
    accountId,
    paymentIntentId,
    checkoutSessionId: session.id,
    flow: 'checkout',
    amountNet: net,
    amountVat: vat,
    currency: session.currency ?? CURRENCY,
    country: session.metadata?.country ?? session.customer_details?.address?.country ?? DEFAULT_BILLING_COUNTRY,
    vatRate: metadataNumber(session.metadata?.vatRate, 0),
    credits: 1,
    source,
  };
}

/** What a succeeded private PaymentIntent grants (amounts from our own metadata). */
export function fulfilmentOfIntent(
  accountId: string,
  intent: Stripe.PaymentIntent,
  source: 'webhook' | 'private-success',
): import('./fulfilment.service').FulfilmentInput {
  const net = metadataNumber(intent.metadata?.netCents, PRICE_PER_CREDIT_CENTS);
  return {
    accountId,
    paymentIntentId: intent.id,
    flow: 'private',
    amountNet: net,
    amountVat: metadataNumber(intent.metadata?.vatCents, Math.max(0, (intent.amount_received || intent.amount) - net)),
    currency: intent.currency ?? CURRENCY,
    country: intent.metadata?.country ?? DEFAULT_BILLING_COUNTRY,
    vatRate: metadataNumber(intent.metadata?.vatRate, 0),
    credits: 1,
    source,
  };
}
