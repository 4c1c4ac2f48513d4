import { Injectable } from '@nestjs/common';
import { TaxRatesRepository } from '../repositories/tax-rates.repository';
import { StripeGateway } from './stripe-gateway.service';
import { COUNTRY_NAMES } from '@fairleads/shared/vat-rules';

/**
 * Stripe tax rates (exclusive VAT) created once per country and rate and remembered in
 * stripe_tax_rates; live and test mode keep their own. A remembered id is checked with Stripe
 * once per process: after a change of Stripe account (or an archived rate) it would make every
 * checkout with that VAT rate fail, so it is replaced instead.
 */
@Injectable()
export class TaxRatesService {
  /** Remembered ids that Stripe confirmed as active since this process started. */
  private readonly confirmed = new Set<string>();

  constructor(
    private readonly rates: TaxRatesRepository,
    private readonly stripe: StripeGateway,
  ) {}

  async idFor(country: string, rate: number): Promise<string> {
    const livemode = this.stripe.livemode;
    const known = await this.rates.find(country, rate, livemode);
    if (known && (await this.stillActive(known))) return known;
    if (known) await this.rates.forget(known);
    const created = await this.stripe.call('taxRates.create', (s) =>
      s.taxRates.create(
        {
          display_name: 'USt.',
          description: `${rate}% USt. (${COUNTRY_NAMES[country] ?? country})`,
          percentage: rate,
          inclusive: false,
          country,
          jurisdiction: country,
          tax_type: 'vat',
        },
        // a replacement gets a key of its own, or Stripe would answer with the rate it replaces
        { idempotencyKey: `tax-rate-${country}-${rate}-${livemode ? 'live' : 'test'}${known ? `-replacing-${known}` : ''}` },
      ),
    );
    // a concurrent request may have stored one first: the stored one wins
    await this.rates.remember(country, rate, livemode, created.id);
    return (await this.rates.find(country, rate, livemode)) ?? created.id;
  }

  private async stillActive(id: string): Promise<boolean> {
    if (this.confirmed.has(id)) return true;
    const found = await this.stripe.find('taxRates.retrieve', (s) => s.taxRates.retrieve(id));
    if (found?.active) this.confirmed.add(id);
    return Boolean(found?.active);
  }
}
