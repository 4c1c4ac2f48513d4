import { Injectable } from '@nestjs/common';
import { BillingErrors } from '../billing.errors';
import type { BillingDataDto } from '../dto/billing-data.dto';
import type { BillingProfile } from '../entities/billing-profile.entity';
import { BillingFields, BillingProfilesRepository } from '../repositories/billing-profiles.repository';
import { checkVatId } from '@fairleads/shared/vat-rules';

/** The billing fields as the SPA reads them (the billing* fields of the account). */
export interface BillingDataView {
  billingFirstName: string | null;
  billingLastName: string | null;
  billingCompanyName: string | null;
  billingEmail: string | null;
  billingStreet: string | null;
  billingZip: string | null;
  billingCity: string | null;
  /** null when never saved (the SPA then preselects its default). */
  billingCountry: string | null;
  billingVatId: string | null;
}

export function toBillingDataView(profile: BillingProfile | null): BillingDataView {
  return {
    billingFirstName: profile?.firstName ?? null,
    billingLastName: profile?.lastName ?? null,
    billingCompanyName: profile?.companyName ?? null,
    billingEmail: profile?.email ?? null,
    billingStreet: profile?.street ?? null,
    billingZip: profile?.zip ?? null,
    billingCity: profile?.city ?? null,
    billingCountry: profile?.country ?? null,
    billingVatId: profile?.vatId ?? null,
  };
}

/** The organiser's billing data (one row per account in billing_profiles). */
@Injectable()
export class BillingDataService {
  constructor(private readonly profiles: BillingProfilesRepository) {}

  find(accountId: string): Promise<BillingProfile | null> {
    return this.profiles.find(accountId);
  }

  async view(accountId: string): Promise<BillingDataView> {
    return toBillingDataView(await this.find(accountId));
  }

  /** Checks the VAT id's format for the country and saves; the Stripe ids stay. */
  async save(accountId: string, data: BillingDataDto): Promise<BillingProfile> {
    const vat = checkVatId(data.country, data.vatId);
    if (vat.status === 'invalid') throw BillingErrors.invalidVatId(vat.message, data.country);
    const fields: BillingFields = {
      firstName: data.firstName,
      lastName: data.lastName,
      companyName: data.companyName,
      email: data.email,
      street: data.street,
      zip: data.postalCode,
      city: data.city,
      country: data.country,
      vatId: vat.status === 'empty' ? null : vat.normalized,
    };
    await this.profiles.save(accountId, fields);
    return (await this.find(accountId))!;
  }

  /**
   * Remembers the Stripe customer; when a concurrent request stored one first, that one wins
   * and is returned.
   */
  async attachCustomer(accountId: string, customerId: string): Promise<string> {
    await this.profiles.attachCustomerIfNone(accountId, customerId);
    return (await this.find(accountId))?.stripeCustomerId ?? customerId;
  }

  /** The Stripe tax id that carries the VAT id on the customer (null: none). */
  rememberTaxId(accountId: string, taxId: string | null, value: string | null): Promise<void> {
    return this.profiles.rememberTaxId(accountId, taxId, value);
  }
}
