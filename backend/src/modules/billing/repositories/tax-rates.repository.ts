import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** stripe_tax_rates: the Stripe tax rate created for a country and rate, per live or test mode. */
@Injectable()
export class TaxRatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(country: string, rate: number, livemode: boolean): Promise<string | null> {
    const rows: { stripe_id: string }[] = await this.dataSource.query(
      'SELECT stripe_id FROM stripe_tax_rates WHERE country = $1 AND rate = $2 AND livemode = $3',
      [country, rate, livemode],
    );
    return rows[0]?.stripe_id ?? null;
  }

  /** Remembers a created rate; when a concurrent request stored one first, that one stays. */
  async remember(country: string, rate: number, livemode: boolean, stripeId: string): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO stripe_tax_rates (country, rate, livemode, stripe_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [country, rate, livemode, stripeId],
    );
  }

  async forget(stripeId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM stripe_tax_rates WHERE stripe_id = $1', [stripeId]);
  }
}
