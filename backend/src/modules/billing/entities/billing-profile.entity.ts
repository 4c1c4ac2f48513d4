import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The organiser's billing data (one row per account) and their Stripe customer. */
@Entity('billing_profiles')
export class BillingProfile {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 200 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 200 })
  lastName!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  street!: string;

  @Column({ type: 'varchar', length: 200 })
  zip!: string;

  @Column({ type: 'varchar', length: 200 })
  city!: string;

  /** ISO 3166-1 alpha-2, one of vat-rules' COUNTRY_NAMES. */
  @Column({ type: 'char', length: 2 })
  country!: string;

  /** Normalised (no whitespace, upper case); null when not given. */
  @Column({ name: 'vat_id', type: 'varchar', length: 20, nullable: true })
  vatId!: string | null;

  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  /** The Stripe tax id object that carries vatId on the customer. */
  @Column({ name: 'stripe_tax_id', type: 'varchar', length: 255, nullable: true })
  stripeTaxId!: string | null;

  @Column({ name: 'stripe_tax_id_value', type: 'varchar', length: 20, nullable: true })
  stripeTaxIdValue!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
