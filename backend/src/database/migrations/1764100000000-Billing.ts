import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing: the organiser's billing data (with their Stripe customer), every payment, the Stripe
 * webhook events already handled (de-duplication by event id) and the Stripe tax rates created
 * once per country and rate. Owned by the billing module; identity's users table is only
 * referenced.
 */
export class Billing1764100000000 implements MigrationInterface {
  name = 'Billing1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing_profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        first_name varchar(200) NOT NULL,
        last_name varchar(200) NOT NULL,
        company_name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        street varchar(200) NOT NULL,
        zip varchar(200) NOT NULL,
        city varchar(200) NOT NULL,
        country char(2) NOT NULL,
        vat_id varchar(20),
        stripe_customer_id varchar(255) UNIQUE,
        -- the VAT id registered as the Stripe customer's tax id (and that tax id's Stripe id)
        stripe_tax_id varchar(255),
        stripe_tax_id_value varchar(20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Payments are bookkeeping records: deleting an account keeps them (user_id becomes NULL),
    // because invoices and their payments must be kept for the statutory retention period.
    // The fulfilment key is the PaymentIntent id: one payment can never grant twice.
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        flow varchar(10) NOT NULL CHECK (flow IN ('checkout', 'private')),
        state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid')),
        stripe_payment_intent_id varchar(255) UNIQUE,
        stripe_checkout_session_id varchar(255) UNIQUE,
        amount_net_cents integer NOT NULL CHECK (amount_net_cents >= 0),
        vat_cents integer NOT NULL CHECK (vat_cents >= 0),
        vat_rate integer NOT NULL CHECK (vat_rate >= 0 AND vat_rate <= 100),
        country char(2) NOT NULL,
        currency char(3) NOT NULL,
        credits integer NOT NULL DEFAULT 1 CHECK (credits > 0),
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (stripe_payment_intent_id IS NOT NULL OR stripe_checkout_session_id IS NOT NULL),
        CHECK ((state = 'paid') = (paid_at IS NOT NULL)),
        CHECK (state <> 'paid' OR stripe_payment_intent_id IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE stripe_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE stripe_tax_rates (
        country char(2) NOT NULL,
        rate integer NOT NULL,
        livemode boolean NOT NULL,
        stripe_id varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (country, rate, livemode)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stripe_tax_rates');
    await q.query('DROP TABLE stripe_events');
    await q.query('DROP TABLE payments');
    await q.query('DROP TABLE billing_profiles');
  }
}
