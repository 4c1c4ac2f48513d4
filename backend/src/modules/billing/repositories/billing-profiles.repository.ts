import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BillingProfile } from '../entities/billing-profile.entity';

/** The billing data an account's member enters; the Stripe ids are billing's own. */
export type BillingFields = Pick<BillingProfile, 'firstName' | 'lastName' | 'companyName' | 'email' | 'street' | 'zip' | 'city' | 'country' | 'vatId'>;

/** billing_profiles: one row per account. */
@Injectable()
export class BillingProfilesRepository {
  constructor(@InjectRepository(BillingProfile) private readonly profiles: Repository<BillingProfile>) {}

  find(accountId: string): Promise<BillingProfile | null> {
    return this.profiles.findOneBy({ accountId });
  }

  /** Inserts or updates the entered fields; the Stripe ids stay. */
  async save(accountId: string, fields: BillingFields): Promise<void> {
    await this.profiles
      .createQueryBuilder()
      .insert()
      .into(BillingProfile)
      .values({ accountId, ...fields })
      .orUpdate([...Object.keys(fields).map(toColumn), 'updated_at'], ['account_id'])
      .execute();
  }

  /** Stores the Stripe customer unless one is stored already (a concurrent request's). */
  async attachCustomerIfNone(accountId: string, customerId: string): Promise<void> {
    await this.profiles.query('UPDATE billing_profiles SET stripe_customer_id = $2 WHERE account_id = $1 AND stripe_customer_id IS NULL', [
      accountId,
      customerId,
    ]);
  }

  async rememberTaxId(accountId: string, taxId: string | null, value: string | null): Promise<void> {
    await this.profiles.query('UPDATE billing_profiles SET stripe_tax_id = $2, stripe_tax_id_value = $3 WHERE account_id = $1', [accountId, taxId, value]);
  }
}

function toColumn(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
