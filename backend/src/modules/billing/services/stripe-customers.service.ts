import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingErrors } from '../billing.errors';
import type { BillingProfile } from '../entities/billing-profile.entity';
import { StripeGateway, isInvalidRequest } from './stripe-gateway.service';
import { isEuCountry, vatFor, VatDecision } from '@fairleads/shared/vat-rules';
import { BillingDataService } from './billing-data.service';

/** How Stripe is told to tax the customer (for its invoices), from the VAT decision. */
export function taxExemptFor(vat: VatDecision): 'none' | 'exempt' | 'reverse' {
  if (vat.kind === 'reverse-charge') return 'reverse';
  if (vat.kind === 'non-eu') return 'exempt';
  return 'none';
}

/** The organiser's Stripe customer, kept in step with their billing data. */
@Injectable()
export class StripeCustomersService {
  constructor(
    private readonly stripe: StripeGateway,
    private readonly billingData: BillingDataService,
  ) {}

  /**
   * Creates or updates the account's customer (name, e-mail, address, tax status, VAT id);
   * answers its id. Its metadata names the account and the member who last saved the data.
   */
  async sync(profile: BillingProfile, byUserId: string): Promise<string> {
    const vat = vatFor(profile.country, profile.vatId);
    const fields: Stripe.CustomerUpdateParams = {
      name: profile.companyName,
      email: profile.email,
      address: { line1: profile.street, postal_code: profile.zip, city: profile.city, country: profile.country },
      preferred_locales: ['de'],
      tax_exempt: taxExemptFor(vat),
      metadata: { accountId: profile.accountId, userId: byUserId, contactName: `${profile.firstName} ${profile.lastName}` },
    };
    let customerId = profile.stripeCustomerId;
    if (customerId) {
      await this.stripe.call('customers.update', (s) => s.customers.update(customerId!, fields));
    } else {
      const created = await this.stripe.call('customers.create', (s) =>
        s.customers.create(fields as Stripe.CustomerCreateParams),
      );
      customerId = await this.billingData.attachCustomer(profile.accountId, created.id);
      if (customerId !== created.id) {
        await this.stripe.call('customers.update', (s) => s.customers.update(customerId!, fields));
      }
      profile.stripeTaxId = null;
      profile.stripeTaxIdValue = null;
    }
    await this.syncTaxId(profile, customerId);
    return customerId;
  }

  /**
   * The VAT id as the customer's 'eu_vat' tax id (shown on Stripe's invoices). Only EU
   * countries; a changed id replaces the old one. Stripe refusing it is a 400 for the user:
   * the reverse charge would otherwise rest on an id the provider does not accept.
   */
  private async syncTaxId(profile: BillingProfile, customerId: string): Promise<void> {
    const wanted = profile.vatId && isEuCountry(profile.country) ? profile.vatId : null;
    if (wanted === profile.stripeTaxIdValue && (wanted === null || profile.stripeTaxId)) return;
    if (profile.stripeTaxId) {
      const oldId = profile.stripeTaxId;
      await this.stripe.find('customers.deleteTaxId', (s) => s.customers.deleteTaxId(customerId, oldId));
    }
    if (!wanted) {
      await this.billingData.rememberTaxId(profile.accountId, null, null);
      return;
    }
    // Greece's VAT ids start with EL at Stripe (and in VIES)
    const value = wanted.startsWith('GR') ? `EL${wanted.slice(2)}` : wanted;
    const taxId = await this.stripe.call('customers.createTaxId', async (s) => {
      try {
        return await s.customers.createTaxId(customerId, { type: 'eu_vat', value });
      } catch (error) {
        if (isInvalidRequest(error)) throw BillingErrors.vatIdRefused();
        throw error;
      }
    });
    await this.billingData.rememberTaxId(profile.accountId, taxId.id, wanted);
  }
}
